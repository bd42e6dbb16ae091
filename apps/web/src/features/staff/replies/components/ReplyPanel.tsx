import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Language } from "@portal/schemas/common";
import type { NoteRequest, ReplyRequest, StaffConversationEntry } from "@portal/schemas/replies";
import { REPLY_BODY_MAX, type ReplyItemKind } from "@portal/schemas/replies.constants";
import { EntryList } from "../../../../components/conversation/EntryList.tsx";
import { Alert } from "../../../../components/ui/Alert.tsx";
import { Card } from "../../../../components/ui/Card.tsx";
import { SubmitButton } from "../../../../components/ui/Button.tsx";
import { LoadFailed } from "../../../../components/ui/LoadFailed.tsx";
import { Loading } from "../../../../components/ui/Loading.tsx";
import { TextAreaField } from "../../../../components/ui/TextAreaField.tsx";
import { showFieldErrors } from "../../../../lib/apiFailure.ts";
import { fieldError } from "../../../../lib/fieldError.ts";
import { formatInstantDate, formatInstantTime } from "../../../../lib/instant.ts";
import { lazyResolver, useLazyResolver } from "../../../../lib/lazyResolver.ts";
import { loadState } from "../../../../lib/loadState.ts";
import { useSending } from "../../../../lib/useSending.ts";
import { useReplyTemplates } from "../api/replyTemplatesQuery.ts";
import { useSendReplyMutation } from "../api/sendReply.ts";
import { useStaffConversation } from "../api/staffConversationQuery.ts";
import fieldStyles from "../../../../components/ui/TextField.module.css";
import styles from "./ReplyPanel.module.css";

const replyResolver = lazyResolver(async () => (await import("@portal/schemas/replies")).replyRequest);
const noteResolver = lazyResolver(async () => (await import("@portal/schemas/replies")).noteRequest);

/** Replies, notes and the tenant's answers, oldest first, each marked by its kind. */
export function StaffConversationList({ items }: { items: readonly StaffConversationEntry[] }) {
  const { t } = useTranslation("staff-replies");
  if (items.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <EntryList
      entries={items}
      tone={(entry) => entry.kind}
      head={(entry) => (
        <>
          <span className={styles.kind}>{t(`kind.${entry.kind}`)}</span>
          <span>{entry.author}</span>
          <time dateTime={entry.at}>
            {t("at", { date: formatInstantDate(entry.at), time: formatInstantTime(entry.at) })}
          </time>
          {entry.kind === "reply" && <span>{t(`language.${entry.language}`)}</span>}
        </>
      )}
    />
  );
}

/** The ready-made replies in the item's language: picking one puts its text in the reply to edit. */
function TemplatePicker({ language, onPick }: { language: Language; onPick: (body: string) => void }) {
  const { t } = useTranslation("staff-replies");
  const id = useId();
  const templates = useReplyTemplates(language);
  const [chosen, setChosen] = useState("");
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t("reply.template", { language: t(`language.${language}`) })}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={chosen}
        disabled={!templates.data}
        onChange={(event) => {
          setChosen(event.target.value);
          const template = templates.data?.find((tpl) => tpl.id === event.target.value);
          if (template) onPick(template.body);
        }}
      >
        <option value="">{t("reply.noTemplate")}</option>
        {(templates.data ?? []).map((template) => (
          <option key={template.id} value={template.id}>
            {template.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A reply to the tenant in the item's language, from a ready-made reply or written from scratch. */
function ReplyForm({ kind, id, language }: { kind: ReplyItemKind; id: string; language: Language }) {
  const { t } = useTranslation(["staff-replies", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const [sent, setSent] = useState(false);
  const mutation = useSendReplyMutation(kind, id);
  const { register, handleSubmit, reset, setValue, setError, formState } = useForm<ReplyRequest>({
    resolver: useLazyResolver(replyResolver) as unknown as Resolver<ReplyRequest>,
    defaultValues: { body: "" },
  });

  function submit(values: ReplyRequest) {
    setSent(false);
    return send(
      async () => {
        await mutation.mutateAsync({ to: "replies", body: values.body, language });
        reset({ body: "" });
        setSent(true);
      },
      (failure) => {
        if (failure.status === 400 && showFieldErrors(failure, setError, { body: "body" })) return;
        return t("reply.failed");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TemplatePicker
        language={language}
        onPick={(body) => setValue("body", body, { shouldDirty: true, shouldValidate: false })}
      />
      <TextAreaField
        label={t("reply.label")}
        hint={t("reply.hint", { language: t(`language.${language}`) })}
        required
        rows={8}
        maxLength={REPLY_BODY_MAX}
        error={fieldError(t, formState.errors.body?.message, "reply")}
        registration={register("body")}
      />
      <Alert message={error} />
      <Alert tone="success" message={sent ? t("reply.sent") : undefined} />
      <SubmitButton busy={busy}>{t("reply.send")}</SubmitButton>
    </form>
  );
}

/** An internal note: the tenant never sees it. */
function NoteForm({ kind, id }: { kind: ReplyItemKind; id: string }) {
  const { t } = useTranslation(["staff-replies", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const [sent, setSent] = useState(false);
  const mutation = useSendReplyMutation(kind, id);
  const { register, handleSubmit, reset, setError, formState } = useForm<NoteRequest>({
    resolver: useLazyResolver(noteResolver) as unknown as Resolver<NoteRequest>,
    defaultValues: { body: "" },
  });

  function submit(values: NoteRequest) {
    setSent(false);
    return send(
      async () => {
        await mutation.mutateAsync({ to: "notes", body: values.body });
        reset({ body: "" });
        setSent(true);
      },
      (failure) => {
        if (failure.status === 400 && showFieldErrors(failure, setError, { body: "body" })) return;
        return t("note.failed");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <TextAreaField
        label={t("note.label")}
        hint={t("note.hint")}
        required
        rows={4}
        maxLength={REPLY_BODY_MAX}
        error={fieldError(t, formState.errors.body?.message, "note")}
        registration={register("body")}
      />
      <Alert message={error} />
      <Alert tone="success" message={sent ? t("note.sent") : undefined} />
      <SubmitButton busy={busy}>{t("note.send")}</SubmitButton>
    </form>
  );
}

/**
 * The reply panel of a work item's page: the conversation so far (replies, internal notes and the
 * tenant's answers), a reply to the tenant (a ready-made reply in the item's language to pick and
 * edit) and an internal note. `kind`: the staff API's name of the item's kind.
 */
export function ReplyPanel({ kind, id }: { kind: ReplyItemKind; id: string }) {
  const { t } = useTranslation("staff-replies");
  const conversation = useStaffConversation(kind, id);
  const state = loadState(conversation);
  if (state === "error")
    return <LoadFailed text={t("loadFailed")} onRetry={() => void conversation.refetch()} />;
  if (state !== "ready" || !conversation.data) return <Loading />;
  const { language, items } = conversation.data;
  return (
    <div className={styles.panel}>
      <Card title={t("list.title")} headingLevel={3} flat>
        <StaffConversationList items={items} />
      </Card>
      <Card title={t("reply.title")} headingLevel={3} flat>
        <ReplyForm kind={kind} id={id} language={language} />
      </Card>
      <Card title={t("note.title")} headingLevel={3} flat>
        <NoteForm kind={kind} id={id} />
      </Card>
    </div>
  );
}
