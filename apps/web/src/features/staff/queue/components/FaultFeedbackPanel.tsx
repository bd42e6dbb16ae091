import { useTranslation } from "react-i18next";
import { Card } from "../../../../components/ui/Card.tsx";
import { LoadFailed } from "../../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../../components/ui/Loading.tsx";
import { formatInstantDate, formatInstantTime } from "../../../../lib/instant.ts";
import { useFaultFeedback } from "../api/faultFeedbackQuery.ts";
import styles from "./FaultFeedbackPanel.module.css";

/**
 * A fault report's answer to "Korjattiinko vika?": the tenant's rating and comment, and each time
 * the tenant reopened it with what was still wrong.
 */
export default function FaultFeedbackPanel({ id }: { id: string }) {
  const { t, ready } = useTranslation("staff-fault-feedback");
  const query = useFaultFeedback(id);
  if (!ready || query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed text={t("loadFailed")} onRetry={() => void query.refetch()} />;
  const { feedback, reopenings } = query.data;
  const at = (iso: string) => t("at", { date: formatInstantDate(iso), time: formatInstantTime(iso) });
  return (
    <Card aria-labelledby="item-fault-feedback">
      <h2 id="item-fault-feedback">{t("title")}</h2>
      {feedback ? (
        <div className={styles.rating}>
          <p>
            <strong>{t("rating", { rating: feedback.rating })}</strong> ({at(feedback.at)})
          </p>
          {feedback.comment && <p className={styles.text}>{feedback.comment}</p>}
        </div>
      ) : (
        <p>{t("noRating")}</p>
      )}
      {reopenings.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t("reopenings", { count: reopenings.length })}</h3>
          <ol className={styles.list}>
            {reopenings.map((r) => (
              <li key={r.at}>
                <time dateTime={r.at}>{at(r.at)}</time>
                <p className={styles.text}>{r.reason}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
