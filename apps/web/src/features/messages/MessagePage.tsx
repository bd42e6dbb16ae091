import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { paths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { MessageForm, presetFor } from "./components/MessageForm.tsx";
import { SentMessages } from "./components/SentMessages.tsx";
import styles from "./MessagePage.module.css";

const SUBTOPIC_PARAM = "aihe";

/** Lähetä viesti: a message to customer service, and the tenant's earlier messages below it. */
export default function MessagePage() {
  const { t } = useTranslation("messages");
  usePageTitle(t("title"));
  const navigate = useNavigate();
  // Other pages may open the form on a subtopic: the accessibility statement on its feedback.
  const [params] = useSearchParams();
  const preset = presetFor(params.get(SUBTOPIC_PARAM));

  async function sent() {
    await navigate(paths.success);
  }

  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      <div className={styles.stack}>
        <Card aria-labelledby="message-form-title">
          <h2 id="message-form-title">{t("form.title")}</h2>
          <MessageForm onSent={sent} preset={preset} />
        </Card>
        <Card aria-labelledby="sent-messages-title">
          <h2 id="sent-messages-title">{t("sent.title")}</h2>
          <SentMessages />
        </Card>
      </div>
    </>
  );
}
