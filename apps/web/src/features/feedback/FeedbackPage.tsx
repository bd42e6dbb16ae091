import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { paths } from "../../lib/paths.ts";
import { useSendFeedbackMutation } from "./api/sendFeedback.ts";
import { FeedbackForm } from "./components/FeedbackForm.tsx";
import styles from "./FeedbackPage.module.css";

/** After signing out: one question on how it went, an optional word more, and the way back in. */
export default function FeedbackPage() {
  const { t } = useTranslation("feedback");
  usePageTitle(t("title"));
  const send = useSendFeedbackMutation();

  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("intro")}
        actions={
          <ButtonLink to={paths.signIn} variant="secondary">
            {t("signInAgain")}
          </ButtonLink>
        }
      />
      <Card aria-label={t("question")} className={styles.card}>
        {send.isSuccess ? (
          <div role="status">
            <h2>{t("thanks")}</h2>
            <p>{t("thanksText")}</p>
          </div>
        ) : (
          <FeedbackForm busy={send.isPending} failed={send.isError} onSubmit={(body) => send.mutate(body)} />
        )}
      </Card>
    </>
  );
}
