import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { QueueItem } from "@portal/schemas/queue";
import { WORK_ITEM_WORKFLOWS } from "@portal/schemas/queue.constants";
import { StatusBadge } from "../../../../components/ui/StatusBadge.tsx";
import table from "../../../../components/ui/Table.module.css";
import { TableScroll } from "../../../../components/ui/TableScroll.tsx";
import { formatInstantDate, formatInstantTime } from "../../../../lib/instant.ts";
import { ageParts } from "../filters.ts";
import { DueBadge } from "./DueBadge.tsx";

/** The queue's rows: each subject is a link to the item, so Tab walks the list and Enter opens one. */
export function QueueTable({
  items,
  itemPath,
}: {
  items: readonly QueueItem[];
  itemPath: (item: QueueItem) => string;
}) {
  const { t } = useTranslation("staff-queue");
  return (
    <TableScroll label={t("table.caption")}>
      <table className={table.table}>
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("table.subject")}</th>
            <th scope="col">{t("table.kind")}</th>
            <th scope="col">{t("table.building")}</th>
            <th scope="col">{t("table.state")}</th>
            <th scope="col">{t("table.received")}</th>
            <th scope="col">{t("table.age")}</th>
            <th scope="col">{t("table.due")}</th>
            <th scope="col">{t("table.assignee")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const workflow = WORK_ITEM_WORKFLOWS[item.kind];
            const age = ageParts(item.ageMinutes);
            return (
              <tr key={`${item.kind}-${item.id}`}>
                <td>
                  <Link to={itemPath(item)}>{item.subject}</Link>
                </td>
                <td>{t(`kind.${item.kind}`)}</td>
                <td>{item.building.name}</td>
                <td>
                  <StatusBadge workflow={workflow} state={item.state} label={t(`state.${item.state}`)} />
                </td>
                <td>
                  {t("due.at", {
                    date: formatInstantDate(item.createdAt),
                    time: formatInstantTime(item.createdAt),
                  })}
                </td>
                <td>{t(`age.${age.unit}`, { count: age.count })}</td>
                <td>
                  <DueBadge dueAt={item.dueAt} overdue={item.overdue} open={!workflow.isFinal(item.state)} />
                </td>
                <td>{item.assignee?.name ?? t("assignee.nobody")}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
