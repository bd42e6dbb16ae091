import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { QueryKey } from "@tanstack/react-query";
import type { ConversationEntry } from "@portal/schemas/replies";
import type { ReplyItemKind } from "@portal/schemas/replies.constants";
import { formatInstantDate, formatInstantTime } from "../../lib/instant.ts";
import { loadState } from "../../lib/loadState.ts";
import { useConversation } from "../../lib/replies/conversation.ts";
import { LoadFailed } from "../ui/LoadFailed.tsx";
import { Loading } from "../ui/Loading.tsx";
import styles from "./Conversation.module.css";
import { EntryList } from "./EntryList.tsx";

// The form and its validation load after the page has painted: most visits only read.
const AnswerForm = lazy(() => import("./AnswerForm.tsx"));

/** The entries, oldest first: who answered (a first name and a role from the company) and when. */
export function ConversationEntries({ items }: { items: readonly ConversationEntry[] }) {
  const { t } = useTranslation("replies");
  return (
    <EntryList
      entries={items}
      spaceAfter
      tone={(entry) => (entry.from === "staff" ? "reply" : null)}
      head={(entry) => (
        <>
          <span className={styles.author}>
            {entry.from === "staff"
              ? entry.role
                ? t("staffAuthor", { name: entry.firstName, role: t(`roles.${entry.role}`) })
                : entry.firstName
              : t("tenantAuthor", { name: entry.firstName })}
          </span>
          <time dateTime={entry.at}>
            {t("at", { date: formatInstantDate(entry.at), time: formatInstantTime(entry.at) })}
          </time>
        </>
      )}
    />
  );
}

/**
 * A fault report's or message's conversation on its own page: the company's replies (who
 * answered: first name and role) and the tenant's answers, and a form to answer once there is a
 * reply. `item`: the item's own query, read again after an answer (its state may change).
 */
export function Conversation({ kind, id, item }: { kind: ReplyItemKind; id: string; item: QueryKey }) {
  const { t } = useTranslation("replies");
  const conversation = useConversation(kind, id);
  const state = loadState(conversation);
  if (state === "error")
    return <LoadFailed text={t("loadFailed")} onRetry={() => void conversation.refetch()} />;
  if (state !== "ready" || !conversation.data) return <Loading />;
  const { items, canAnswer } = conversation.data;
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ConversationEntries items={items} />
      )}
      {canAnswer && (
        <Suspense fallback={<Loading />}>
          <AnswerForm kind={kind} id={id} item={item} />
        </Suspense>
      )}
    </>
  );
}
