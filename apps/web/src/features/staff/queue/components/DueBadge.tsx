import { useTranslation } from "react-i18next";
import { formatInstantDate, formatInstantTime } from "../../../../lib/instant.ts";
import styles from "./DueBadge.module.css";

/**
 * When an item is due: "Myöhässä" (overdue) in the refused tone, otherwise its due date; a closed
 * item shows nothing. The words carry the meaning, the colour only helps. `compact`, for the
 * queue's column headed by the due time: the time alone, below the word "Myöhässä" when overdue,
 * each kept whole.
 */
export function DueBadge({
  dueAt,
  overdue,
  open,
  compact = false,
}: {
  dueAt: string;
  overdue: boolean;
  open: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation("staff-queue");
  if (!open) return null;
  const when = t("due.at", { date: formatInstantDate(dueAt), time: formatInstantTime(dueAt) });
  if (compact)
    return (
      <span className={styles.compact}>
        {overdue && <span className={[styles.badge, styles.overdue].join(" ")}>{t("due.late")}</span>}
        <span className={styles.when}>{when}</span>
      </span>
    );
  return (
    <span className={[styles.badge, overdue ? styles.overdue : styles.onTime].join(" ")}>
      {overdue ? t("due.overdue", { when }) : t("due.due", { when })}
    </span>
  );
}
