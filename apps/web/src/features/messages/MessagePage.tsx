import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SideLayout } from "../../components/ui/SideLayout.tsx";
import { menuPaths, paths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { MessageForm, presetFor } from "./components/MessageForm.tsx";
import { SentMessages } from "./components/SentMessages.tsx";

const SUBTOPIC_PARAM = "aihe";

/**
 * Lähetä viesti: a message to customer service and the tenant's earlier messages; beside them the
 * other ways to get a thing done (a fault report, the contacts page).
 */
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
      <PageHeader title={t("title")} lead={t("intro")} />
      <SideLayout
        sideLabel={t("side.title")}
        side={
          <Card title={t("side.title")} flat>
            <p>
              {t("side.faults")} <Link to={menuPaths.faultReport}>{t("side.faultsLink")}</Link>
            </p>
            <p>
              {t("side.contacts")} <Link to={paths.contacts}>{t("side.contactsLink")}</Link>
            </p>
          </Card>
        }
      >
        <Card title={t("form.title")}>
          <MessageForm onSent={sent} preset={preset} />
        </Card>
        <Card title={t("sent.title")}>
          <SentMessages />
        </Card>
      </SideLayout>
    </>
  );
}
