import { useEffect, useId, useRef, useState, type Ref } from "react";
import { Link } from "react-router";
import { useForm, useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { COMMITTEE_FORM_ERRORS } from "@portal/schemas/committee-forms.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, SubmitButton } from "../../../components/ui/Button.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { Toast } from "../../../components/ui/Toast.tsx";
import { apiFailure, type ApiFailure } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { formatEuros } from "../../../lib/format.ts";
import { menuPaths } from "../../../lib/paths.ts";
import { helsinkiToday } from "../../../lib/today.ts";
import { useToast } from "../../../lib/useToast.ts";
import { fetchForm } from "../api/ownFormsQuery.ts";
import { useForgetForms, saveDraft, sendForDecision } from "../api/saveForm.ts";
import type { FormRecord } from "../api/types.ts";
import { formResolver, preloadSchema, type CheckFor } from "../formResolver.ts";
import {
  emptyValues,
  parseNumber,
  toPayload,
  valuesFromData,
  type FormDef,
  type ReceiptValue,
  type StoredReceipt,
} from "../model.ts";
import { FormFields } from "./FormFields.tsx";
import { CommitteeFormContext } from "./formContext.ts";
import { FormView } from "./FormView.tsx";
import styles from "./CommitteeForm.module.css";

type Values = Record<string, unknown>;

/** The sum of an action plan's budget estimates, shown under its activities. */
function PlanTotal({ control }: { control: Control<Values, CheckFor, Values> }) {
  const { t } = useTranslation("committee-form");
  const activities = (useWatch({ control, name: "activities" }) ?? []) as { budgetEstimate?: string }[];
  const total = activities.reduce((sum, activity) => {
    const value = parseNumber(activity.budgetEstimate);
    return sum + (value !== undefined && Number.isFinite(value) ? value : 0);
  }, 0);
  return (
    <p className={styles.total} aria-live="polite">
      {t("form.totalBudget", { amount: formatEuros(total) })}
    </p>
  );
}

/** The server's field keys (`formData.purchaseReports.0.amount` or the same without the prefix) on the form's fields. */
function serverFieldErrors(failure: ApiFailure, set: (path: string, message: string) => void): boolean {
  let shown = false;
  for (const [name, key] of Object.entries(failure.fields)) {
    const path = name.replace(/^formData\./, "").replace(/\[(\d+)\]/g, ".$1");
    if (path === "" || path === "formType") continue;
    set(path, key);
    shown = true;
  }
  return shown;
}

/**
 * One committee form: its fields, a read-only preview, saving a draft (the first save creates it,
 * later saves update it) and publishing or submitting. A draft is work in progress: saving checks
 * only what was typed (types and sizes) and the form's title; the preview, publishing and submitting
 * check the form complete and name on its fields what it lacks. Once sent the form is cleared and a
 * banner links to the committee page and to one's own forms.
 */
export default function CommitteeForm({
  form,
  editing,
  onSent,
}: {
  form: FormDef;
  editing?: FormRecord;
  /** Called once the form is sent, before its list is read again (the edit page shows the banner itself). */
  onSent?: () => void;
}) {
  const { t } = useTranslation(["committee-form", "committee", "common", "validation"]);
  const thisYear = Number(helsinkiToday().slice(0, 4));
  const [resolver] = useState(() => formResolver(form));
  // Which schema the next check uses: the draft's for a save, the complete one otherwise.
  const [checkFor] = useState<CheckFor>(() => ({ draft: false }));
  const methods = useForm<Values, CheckFor, Values>({
    resolver,
    context: checkFor,
    defaultValues: editing ? valuesFromData(form, editing.formData, thisYear) : emptyValues(form, thisYear),
  });
  const [id, setId] = useState(editing?.id);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState<"save" | "send">();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const { toast, show, dismiss } = useToast();
  const forget = useForgetForms();
  const enterToNext = useEnterMovesToNextField();
  const banner = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => void preloadSchema(form.type), [form.type]);
  useEffect(() => {
    if (sent) banner.current?.focus();
  }, [sent]);
  // The button pressed is gone with the form: the preview takes the focus to its heading, and back
  // to editing returns it to the preview button, so a keyboard user is never left at the page's top.
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const previewButtonId = useId();
  const previewed = useRef(false);
  useEffect(() => {
    if (preview) {
      previewed.current = true;
      previewHeading.current?.focus();
    } else if (previewed.current) {
      previewed.current = false;
      document.getElementById(previewButtonId)?.focus();
    }
  }, [preview, previewButtonId]);

  /** Each entry's chosen receipts by its index on the call: purchaseReports[0]. */
  function receiptsByIndex(values: Values): Record<string, ReceiptValue[]> {
    const out: Record<string, ReceiptValue[]> = {};
    for (const part of form.parts) {
      if (part.kind !== "list" || !part.receipts) continue;
      const entries = (values[part.name] ?? []) as { receipts?: ReceiptValue[] }[];
      entries.forEach((entry, index) => {
        if (entry.receipts && entry.receipts.length > 0) out[`${part.name}[${index}]`] = entry.receipts;
      });
    }
    return out;
  }

  function refused(failure: ApiFailure, sending: boolean): string | undefined {
    if (
      failure.status === 400 &&
      serverFieldErrors(failure, (path, message) => methods.setError(path, { type: "server", message }))
    )
      return undefined;
    if (failure.code === COMMITTEE_FORM_ERRORS.notCommitteeMember) return t("error.notMember");
    if (failure.code === COMMITTEE_FORM_ERRORS.formNotEditable) return t("error.notEditable");
    if (failure.status === 409) return t("error.stale");
    if (failure.status === 413) return t("error.tooLarge");
    if (failure.status === 429) return t("error.tooMany");
    return sending ? t(form.kind === "expense" ? "error.submit" : "error.publish") : t("error.save");
  }

  // The schema only judges: what is sent is the typed values as formData, not the schema's output.
  async function run(kind: "save" | "send") {
    setBusy(kind);
    setError(undefined);
    const values = methods.getValues();
    try {
      const saved = await saveDraft(form, id, toPayload(form, values), receiptsByIndex(values));
      setId(saved);
      if (form.kind === "expense" && kind === "save") await storedReceipts(saved);
      if (kind === "send") {
        await sendForDecision(form, saved);
        onSent?.();
      }
      await forget();
      if (kind === "save") {
        show("success", t("form.saved"));
      } else {
        methods.reset(emptyValues(form, thisYear));
        setId(undefined);
        setPreview(false);
        setSent(true);
      }
    } catch (caught) {
      const message = refused(apiFailure(caught), kind === "send");
      if (message) setError(message);
      void forget();
    } finally {
      setBusy(undefined);
    }
  }

  const onInvalid = () => {
    setPreview(false);
    setError(t("form.fixErrors"));
  };
  /** A check of the form, a draft's or the complete one's, then `then` when it passes. */
  const checked = (draft: boolean, then: () => unknown) => (event?: { preventDefault(): void }) => {
    checkFor.draft = draft;
    return methods.handleSubmit(async () => {
      setError(undefined);
      await then();
    }, onInvalid)(event as never);
  };
  const save = checked(true, () => run("save"));
  const send = checked(false, () => run("send"));
  const showPreview = checked(false, () => setPreview(true));

  /**
   * Once saved, the picked files are the server's receipts: each entry takes them back by their
   * ids, so that the next save keeps them (a stored receipt not named again is removed).
   */
  async function storedReceipts(saved: string) {
    const record = await fetchForm(saved);
    for (const part of form.parts) {
      if (part.kind !== "list" || !part.receipts) continue;
      const entries = (record.formData as Record<string, unknown>)[part.name];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry: { receipts?: StoredReceipt[] }, index) =>
        methods.setValue(`${part.name}.${index}.receipts`, (entry.receipts ?? []) as never),
      );
    }
  }

  const sendLabel = form.kind === "expense" ? t("form.submit") : t("form.publish");

  // An edited form, once sent, is no longer editable: only the banner stays.
  if (sent && editing) return <SentBanner ref={banner} form={form} />;

  return (
    <CommitteeFormContext value={methods}>
      <div ref={top}>
        {sent && <SentBanner ref={banner} form={form} />}
        {preview ? (
          <section aria-labelledby="committee-preview-title">
            <h2 id="committee-preview-title" ref={previewHeading} tabIndex={-1}>
              {t("form.previewTitle")}
            </h2>
            <p>{t("form.previewLead")}</p>
            <FormView form={form} data={toPayload(form, methods.getValues())} headingLevel={3} />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setPreview(false)}>
                {t("form.backToEdit")}
              </Button>
            </div>
          </section>
        ) : (
          <form
            noValidate
            ref={enterToNext}
            aria-label={t(`committee:forms.${form.type}.title`)}
            onSubmit={(event) => void send(event)}
          >
            <p>{t("common:requiredNote")}</p>
            <FormFields form={form} />
            {form.type === "ActionPlan" && <PlanTotal control={methods.control} />}
            <Alert message={error} />
            <div className={styles.actions}>
              <Button id={previewButtonId} variant="secondary" onClick={() => void showPreview()}>
                {t("form.preview")}
              </Button>
              <Button variant="secondary" writes disabled={busy !== undefined} onClick={() => void save()}>
                {busy === "save" ? t("common:sending") : t("form.saveDraft")}
              </Button>
              <SubmitButton busy={busy !== undefined}>{sendLabel}</SubmitButton>
            </div>
          </form>
        )}
      </div>
      <Toast toast={toast} onDismiss={dismiss} />
    </CommitteeFormContext>
  );
}

/** After publishing or submitting: what happens next, and links to the committee page and one's own forms. */
function SentBanner({ ref, form }: { ref?: Ref<HTMLDivElement>; form: FormDef }) {
  const { t } = useTranslation("committee-form");
  return (
    <div ref={ref} tabIndex={-1} className={styles.banner}>
      <Notice
        tone="success"
        title={t(form.kind === "expense" ? "sent.submittedTitle" : "sent.publishedTitle")}
        actions={
          <>
            <Link to={menuPaths.committee}>{t("sent.toCommittee")}</Link>
            <Link to={menuPaths.ownForms}>{t("sent.toOwnForms")}</Link>
          </>
        }
      >
        <p>{t(form.kind === "expense" ? "sent.submittedText" : "sent.publishedText")}</p>
      </Notice>
    </div>
  );
}
