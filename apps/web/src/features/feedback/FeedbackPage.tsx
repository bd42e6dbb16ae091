import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useSendFeedbackMutation } from "./api/sendFeedback.ts";
import { FeedbackForm } from "./components/FeedbackForm.tsx";
import styles from "./FeedbackPage.module.css";
import { paths } from "../../lib/paths.ts";

export default function FeedbackPage() {
  const { t } = useTranslation("feedback");
  usePageTitle(t("title"));
  const send = useSendFeedbackMutation();

  return (
    <div className={styles.wrap}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      <Card aria-label={t("question")}>
        {send.isSuccess ? (
          <div role="status">
            <h2>{t("thanks")}</h2>
            <p>{t("thanksText")}</p>
          </div>
        ) : (
          <FeedbackForm busy={send.isPending} failed={send.isError} onSubmit={(body) => send.mutate(body)} />
        )}
      </Card>
      <p className={styles.again}>
        <Link to={paths.signIn}>{t("signInAgain")}</Link>
      </p>
    </div>
  );
}
