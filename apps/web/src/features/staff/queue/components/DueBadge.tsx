import { useTranslation } from "react-i18next";
import { formatInstantDate, formatInstantTime } from "../../../../lib/instant.ts";
import styles from "./DueBadge.module.css";

/**
 * When an item is due: "Myöhässä" (overdue) in the refused tone, otherwise its due date; a closed
 * item shows nothing. The words carry the meaning, the colour only helps.
 */
export function DueBadge({ dueAt, overdue, open }: { dueAt: string; overdue: boolean; open: boolean }) {
  const { t } = useTranslation("staff-queue");
  if (!open) return null;
  const when = t("due.at", { date: formatInstantDate(dueAt), time: formatInstantTime(dueAt) });
  return (
    <span className={[styles.badge, overdue ? styles.overdue : styles.onTime].join(" ")}>
      {overdue ? t("due.overdue", { when }) : t("due.due", { when })}
    </span>
  );
}
