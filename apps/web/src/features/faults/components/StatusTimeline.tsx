import { useTranslation } from "react-i18next";
import type { DefectNoticeDetail } from "@portal/schemas/faults";
import { formatInstantDate, formatInstantTime } from "../../../lib/instant.ts";
import styles from "./StatusTimeline.module.css";

/**
 * The report's states in order, oldest first, each with the day and time it began, and the
 * company's replies and the tenant's answers among them.
 */
export function StatusTimeline({ history }: { history: DefectNoticeDetail["history"] }) {
  const { t } = useTranslation("faults");
  return (
    <ol className={styles.timeline}>
      {history.map((step, i) => (
        <li key={`${i}-${step.status}`} className={styles.step}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.status}>
            {step.event ? t(`detail.event.${step.event}`) : t(`status.${step.status}`)}
          </span>
          <time dateTime={step.at} className={styles.when}>
            {t("detail.at", { date: formatInstantDate(step.at), time: formatInstantTime(step.at) })}
          </time>
        </li>
      ))}
    </ol>
  );
}
