import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { MESSAGE_WORKFLOW } from "@portal/schemas/messages.constants";
import { Conversation } from "../../components/conversation/Conversation.tsx";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { StatusBadge } from "../../components/ui/StatusBadge.tsx";
import { ApiError } from "../../lib/api.ts";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { paths } from "../../lib/paths.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { sentMessageQueryOptions, useSentMessage } from "./api/sentMessageQuery.ts";
import styles from "./SentMessagePage.module.css";

/** One sent message: what the tenant wrote, where customer service is with it, and the conversation. */
export default function SentMessagePage() {
  const { t } = useTranslation("messages");
  const { id = "" } = useParams();
  const message = useSentMessage(id);
  usePageTitle(message.data?.subject ?? t("detail.title"));
  const back = (
    <p>
      <Link to={paths.message}>{t("detail.back")}</Link>
    </p>
  );

  if (message.isPending) return <Loading />;
  if (message.isError) {
    const missing = message.error instanceof ApiError && [400, 404].includes(message.error.status);
    return (
      <>
        <PageHeader title={t("detail.title")} />
        {missing ? (
          <ErrorState>
            <p>{t("detail.notFound")}</p>
            <ButtonLink to={paths.message} variant="secondary">
              {t("detail.back")}
            </ButtonLink>
          </ErrorState>
        ) : (
          <LoadFailed text={t("detail.loadFailed")} onRetry={() => void message.refetch()} />
        )}
      </>
    );
  }

  const m = message.data;
  const at = (iso: string) => t("detail.at", { date: formatInstantDate(iso), time: formatInstantTime(iso) });
  return (
    <>
      <PageHeader
        title={<span className={styles.title}>{m.subject}</span>}
        status={<StatusBadge workflow={MESSAGE_WORKFLOW} state={m.status} label={t(`status.${m.status}`)} />}
      />
      {back}
      <div className={styles.stack}>
        <Card aria-labelledby="message-details">
          <h2 id="message-details">{t("detail.details")}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t("detail.sent")}</dt>
              <dd>{at(m.createdAt)}</dd>
            </div>
            <div>
              <dt>{t("form.subcategory")}</dt>
              <dd>{t(`subcategories.${m.subcategory}`, { defaultValue: m.subcategory })}</dd>
            </div>
            <div className={styles.wide}>
              <dt>{t("form.content")}</dt>
              <dd className={styles.text}>{m.content}</dd>
            </div>
          </dl>
        </Card>
        <Card aria-labelledby="message-conversation">
          <h2 id="message-conversation">{t("detail.conversation")}</h2>
          <Conversation kind="messages" id={m.id} item={sentMessageQueryOptions(m.id).queryKey} />
        </Card>
        <Card aria-labelledby="message-history">
          <h2 id="message-history">{t("detail.history")}</h2>
          <ol className={styles.history}>
            {m.history.map((step, i) => (
              <li key={`${i}-${step.status}`}>
                <span className={styles.step}>
                  {step.event ? t(`detail.event.${step.event}`) : t(`status.${step.status}`)}
                </span>{" "}
                <time dateTime={step.at}>{at(step.at)}</time>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}
