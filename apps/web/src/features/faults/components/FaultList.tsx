import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DefectNoticeListItem } from "@portal/schemas/faults";
import { FAULT_REPORT_WORKFLOW } from "@portal/schemas/faults.constants";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { formatInstantDate } from "../../../lib/instant.ts";
import { menuPaths } from "../../../lib/paths.ts";
import styles from "../../../components/ui/StatusList.module.css";
import own from "./FaultList.module.css";

/** The tenant's reports, newest first, each a link to its own page. */
export function FaultList({ items, highlight }: { items: DefectNoticeListItem[]; highlight?: string }) {
  const { t } = useTranslation("faults");
  if (items.length === 0) return <p className={styles.empty}>{t("list.empty")}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={item.id === highlight ? own.new : undefined}>
          <Link to={`${menuPaths.faultReport}/${item.id}`} className={styles.title}>
            {item.title}
          </Link>
          <p className={styles.meta}>
            {t("list.meta", {
              date: formatInstantDate(item.createdAt),
              kind: t(`defectClass.${item.defectClass}`),
              area: t(`affectedArea.${item.affectedArea}`),
            })}
            {item.attachmentCount > 0 && ` · ${t("list.attachments", { count: item.attachmentCount })}`}
          </p>
          <StatusBadge
            workflow={FAULT_REPORT_WORKFLOW}
            state={item.status}
            label={t(`status.${item.status}`)}
          />
        </li>
      ))}
    </ul>
  );
}
