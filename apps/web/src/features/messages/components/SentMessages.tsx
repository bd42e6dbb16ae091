import { useTranslation } from "react-i18next";
import { generatePath, Link } from "react-router";
import { MESSAGE_WORKFLOW } from "@portal/schemas/messages.constants";
import { LoadFailed } from "../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../components/ui/Loading.tsx";
import { StatusBadge } from "../../../components/ui/StatusBadge.tsx";
import { formatInstantDate } from "../../../lib/instant.ts";
import { loadState } from "../../../lib/loadState.ts";
import { paths } from "../../../lib/paths.ts";
import { useSentMessages } from "../api/sentMessagesQuery.ts";
import styles from "../../../components/ui/StatusList.module.css";

/** The tenant's sent messages, newest first, with where customer service is with each. */
export function SentMessages() {
  const { t } = useTranslation("messages");
  const messages = useSentMessages();
  const state = loadState(messages);
  if (state === "error")
    return <LoadFailed text={t("sent.loadFailed")} onRetry={() => void messages.refetch()} />;
  if (state !== "ready" || !messages.data) return <Loading />;
  if (messages.data.length === 0) return <p className={styles.empty}>{t("sent.empty")}</p>;
  return (
    <ul className={styles.list}>
      {messages.data.map((message) => (
        <li key={message.id}>
          <Link to={generatePath(paths.sentMessage, { id: message.id })} className={styles.title}>
            {message.subject}
          </Link>
          <span className={styles.meta}>
            {t("sent.meta", {
              date: formatInstantDate(message.createdAt),
              topic: t(`subcategories.${message.subcategory}`, { defaultValue: message.subcategory }),
            })}
          </span>
          <StatusBadge
            workflow={MESSAGE_WORKFLOW}
            state={message.status}
            label={t(`status.${message.status}`)}
          />
        </li>
      ))}
    </ul>
  );
}
