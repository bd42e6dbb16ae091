import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Language } from "@portal/schemas/common";
import type { ReplyTemplate, ReplyTemplateRequest } from "@portal/schemas/replies";
import { REPLY_TEMPLATE_BODY_MAX, REPLY_TEMPLATE_TITLE_MAX } from "@portal/schemas/replies.constants";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button, ButtonRow, SubmitButton } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { LoadFailed } from "../../components/ui/LoadFailed.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { PageHeader } from "../../components/ui/PageHeader.tsx";
import { SelectField } from "../../components/ui/SelectField.tsx";
import { TextAreaField } from "../../components/ui/TextAreaField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { showFieldErrors } from "../../lib/apiFailure.ts";
import { fieldError } from "../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../lib/lazyResolver.ts";
import { loadState } from "../../lib/loadState.ts";
import { LANGUAGES } from "../../lib/contract.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useSending } from "../../lib/useSending.ts";
import page from "../../components/ui/Page.module.css";
import { useReplyTemplates } from "./replies/api/replyTemplatesQuery.ts";
import { useSaveReplyTemplateMutation } from "./replies/api/saveReplyTemplate.ts";
import styles from "./ReplyTemplatesPage.module.css";

const resolver = lazyResolver(async () => (await import("@portal/schemas/replies")).replyTemplateRequest);
const FIELDS = { language: "language", title: "title", body: "body" } as const;
const EMPTY: ReplyTemplateRequest = { language: "fi", title: "", body: "" };

/** A new ready-made reply, or the one being changed. */
function TemplateForm({
  editing,
  onDone,
}: {
  editing: ReplyTemplate | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(["staff-replies", "validation"]);
  const { busy, error, send } = useSending({ stayBusy: false });
  const save = useSaveReplyTemplateMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<ReplyTemplateRequest>({
    resolver: useLazyResolver(resolver) as unknown as Resolver<ReplyTemplateRequest>,
    values: editing ? { language: editing.language, title: editing.title, body: editing.body } : EMPTY,
  });
  const err = (name: keyof typeof FIELDS) =>
    fieldError(t, formState.errors[name]?.message, name === "body" ? "templateBody" : name);

  function submit(template: ReplyTemplateRequest) {
    return send(
      async () => {
        await save.mutateAsync(editing ? { id: editing.id, template } : { template });
        reset(EMPTY);
        onDone(t(editing ? "templates.changed" : "templates.created", { title: template.title }));
      },
      (failure) => {
        if (failure.status === 400 && showFieldErrors(failure, setError, FIELDS)) return;
        return t("templates.failed");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <SelectField
        label={t("templates.language")}
        required
        options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
        error={err("language")}
        registration={register("language")}
      />
      <TextField
        label={t("templates.name")}
        required
        maxLength={REPLY_TEMPLATE_TITLE_MAX}
        error={err("title")}
        registration={register("title")}
      />
      <TextAreaField
        label={t("templates.body")}
        required
        rows={8}
        maxLength={REPLY_TEMPLATE_BODY_MAX}
        error={err("body")}
        registration={register("body")}
      />
      <Alert message={error} />
      <ButtonRow>
        <SubmitButton busy={busy}>{t(editing ? "templates.saveChange" : "templates.add")}</SubmitButton>
        {editing && (
          <Button variant="secondary" onClick={() => onDone("")}>
            {t("templates.cancel")}
          </Button>
        )}
      </ButtonRow>
    </form>
  );
}

/** Vastauspohjat: the ready-made replies staff pick from, in Finnish and English (administrators). */
export default function ReplyTemplatesPage() {
  const { t } = useTranslation("staff-replies");
  usePageTitle(t("templates.title"));
  const templates = useReplyTemplates();
  const remove = useSaveReplyTemplateMutation();
  const [editing, setEditing] = useState<ReplyTemplate | null>(null);
  const [message, setMessage] = useState("");
  const [failed, setFailed] = useState("");
  const state = loadState(templates);

  async function removeTemplate(template: ReplyTemplate) {
    setFailed("");
    try {
      await remove.mutateAsync({ id: template.id, remove: true });
      if (editing?.id === template.id) setEditing(null);
      setMessage(t("templates.removed", { title: template.title }));
    } catch {
      setFailed(t("templates.removeFailed"));
    }
  }

  const byLanguage = (language: Language) =>
    (templates.data ?? []).filter((tpl) => tpl.language === language);
  return (
    <>
      <PageHeader title={t("templates.title")} lead={t("templates.lead")} />
      <Alert tone="success" message={message || undefined} />
      <Alert message={failed || undefined} />
      <div className={page.columns}>
        <div className={page.stack}>
          {state === "error" && (
            <LoadFailed text={t("templates.loadFailed")} onRetry={() => void templates.refetch()} />
          )}
          {state !== "error" && state !== "ready" && <Loading />}
          {state === "ready" &&
            LANGUAGES.map((language) => (
              <Card key={language} title={t(`templates.in.${language}`)}>
                {byLanguage(language).length === 0 ? (
                  <p>{t("templates.none")}</p>
                ) : (
                  <ul className={styles.list}>
                    {byLanguage(language).map((template) => (
                      <li key={template.id} className={styles.item}>
                        <h3 className={styles.name}>{template.title}</h3>
                        <p className={styles.body}>{template.body}</p>
                        <ButtonRow>
                          <Button
                            variant="secondary"
                            aria-label={t("templates.editNamed", { title: template.title })}
                            onClick={() => {
                              setMessage("");
                              setEditing(template);
                            }}
                          >
                            {t("templates.edit")}
                          </Button>
                          <Button
                            variant="secondary"
                            aria-label={t("templates.removeNamed", { title: template.title })}
                            onClick={() => void removeTemplate(template)}
                          >
                            {t("templates.remove")}
                          </Button>
                        </ButtonRow>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            ))}
        </div>
        <Card title={editing ? t("templates.editTitle", { title: editing.title }) : t("templates.newTitle")}>
          <TemplateForm
            editing={editing}
            onDone={(done) => {
              setEditing(null);
              setMessage(done);
            }}
          />
        </Card>
      </div>
    </>
  );
}
