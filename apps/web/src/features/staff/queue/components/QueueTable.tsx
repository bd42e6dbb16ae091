import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { QueueItem } from "@portal/schemas/queue";
import { isOpenState, queueKind, workItemPath } from "@portal/schemas/queue.constants";
import { StatusBadge } from "../../../../components/ui/StatusBadge.tsx";
import table from "../../../../components/ui/Table.module.css";
import { TableScroll } from "../../../../components/ui/TableScroll.tsx";
import { formatInstantDate, formatInstantTime } from "../../../../lib/instant.ts";
import { ageParts } from "../filters.ts";
import { useStateLabel } from "../kinds.ts";
import { DueBadge } from "./DueBadge.tsx";

/**
 * The queue's rows: each subject is a link to the item's page (its kind's own), so Tab walks the
 * list and Enter opens one; each state is labelled and coloured by its kind.
 */
export function QueueTable({ items }: { items: readonly QueueItem[] }) {
  const { t } = useTranslation("staff-queue");
  const stateLabel = useStateLabel();
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
            const { workflow } = queueKind(item.kind);
            const age = ageParts(item.ageMinutes);
            return (
              <tr key={`${item.kind}-${item.id}`}>
                <td>
                  <Link to={workItemPath(item.kind, item.id)}>{item.subject}</Link>
                </td>
                <td>{t(`kind.${item.kind}`)}</td>
                <td>{item.building.name}</td>
                <td>
                  <StatusBadge
                    workflow={workflow}
                    state={item.state}
                    label={stateLabel(item.kind, item.state)}
                  />
                </td>
                {/* A date and its time on one line: a long subject takes the room, not the time received. */}
                <td className={table.nowrap}>
                  {formatInstantDate(item.createdAt)}{" "}
                  {t("due.time", { time: formatInstantTime(item.createdAt) })}
                </td>
                <td className={table.nowrap}>{t(`age.${age.unit}`, { count: age.count })}</td>
                <td>
                  <DueBadge
                    compact
                    dueAt={item.dueAt}
                    overdue={item.overdue}
                    open={isOpenState(item.kind, item.state)}
                  />
                </td>
                <td className={table.nowrap}>{item.assignee?.name ?? t("assignee.nobody")}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
