import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ContactRequest } from "@portal/schemas/messages";
import {
  CONTACT_CATEGORY_IDS,
  CONTACT_CONTENT_MAX,
  CONTACT_SUBCATEGORIES,
  CONTACT_SUBJECT_MAX,
  DEFAULT_CONTACT_CATEGORY,
  SEND_DISABLED_SUBCATEGORIES,
  type ContactCategory,
} from "@portal/schemas/messages.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { showFieldErrors } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { menuPaths } from "../../../lib/paths.ts";
import { useSending } from "../../../lib/useSending.ts";
import { useSendMessageMutation } from "../api/sendMessage.ts";

type Values = { category: number; subcategory: string; subject: string; content: string; language: string };

const resolver = lazyResolver(async () => (await import("@portal/schemas/messages")).contactRequest);
const FIELDS = ["category", "subcategory", "subject", "content"] as const;

/** Subtopics that have their own page: the form points there instead of sending. */
function isRedirected(subcategory: string): boolean {
  return (SEND_DISABLED_SUBCATEGORIES as readonly string[]).includes(subcategory);
}

/** What to do instead of writing, for a subtopic that has its own service. */
function Pointer({ subcategory }: { subcategory: string }) {
  const { t } = useTranslation("messages");
  return subcategory === "faultreports" ? (
    <p>
      {t("form.faultPointer")} <Link to={menuPaths.faultReport}>{t("form.faultLink")}</Link>
    </p>
  ) : (
    <p>
      {t("form.bookingPointer")} <Link to={menuPaths.parking}>{t("form.parkingLink")}</Link>
    </p>
  );
}

/** The topic that lists a subtopic named in the page's address (?aihe=accessibility), if any. */
export function presetFor(
  subtopic: string | null,
): { category: ContactCategory; subcategory: string } | undefined {
  if (!subtopic || isRedirected(subtopic)) return undefined;
  const category = CONTACT_CATEGORY_IDS.find((id) =>
    (CONTACT_SUBCATEGORIES[id] as readonly string[]).includes(subtopic),
  );
  return category === undefined ? undefined : { category, subcategory: subtopic };
}

/** A message to customer service: topic and subtopic, subject and text; sent in the page's language. */
export function MessageForm({
  onSent,
  preset,
}: {
  onSent: () => Promise<void>;
  preset?: { category: ContactCategory; subcategory: string };
}) {
  const { t } = useTranslation(["messages", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const { busy, error, send } = useSending();
  const sendMessage = useSendMessageMutation();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, ContactRequest>({
    resolver: useLazyResolver(resolver) as unknown as Resolver<Values, unknown, ContactRequest>,
    defaultValues: {
      category: preset?.category ?? DEFAULT_CONTACT_CATEGORY,
      subcategory: preset?.subcategory ?? "",
      subject: "",
      content: "",
      language: currentLanguage(),
    },
  });
  const [category, subcategory] = useWatch({ control, name: ["category", "subcategory"] });
  const subtopics: readonly string[] = CONTACT_SUBCATEGORIES[category as ContactCategory] ?? [];
  const redirected = isRedirected(subcategory);
  const err = (name: (typeof FIELDS)[number]) => fieldError(t, errors[name]?.message, name);

  function submit(values: ContactRequest) {
    if (isRedirected(values.subcategory)) return;
    return send(
      async () => {
        await sendMessage({ ...values, language: currentLanguage() });
        await onSent();
      },
      (failure) => {
        const names = Object.fromEntries(FIELDS.map((name) => [name, name]));
        if (failure.status === 400 && showFieldErrors(failure, setError, names)) return;
        return t("messagefailure");
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} ref={enterToNext}>
      <p>{t("common:requiredNote")}</p>
      <SelectField
        label={t("form.category")}
        required
        options={CONTACT_CATEGORY_IDS.map((id) => ({ value: String(id), label: t(`categories.${id}`) }))}
        error={err("category")}
        registration={register("category", {
          setValueAs: (value: string | number) => Number(value),
          // Each topic has its own subtopics: an earlier choice no longer applies.
          onChange: () => setValue("subcategory", ""),
        })}
      />
      <SelectField
        label={t("form.subcategory")}
        required
        placeholder={t("form.choose")}
        options={subtopics.map((value) => ({ value, label: t(`subcategories.${value}`) }))}
        error={err("subcategory")}
        registration={register("subcategory")}
      />
      <Alert tone="info">{redirected && <Pointer subcategory={subcategory} />}</Alert>
      {!redirected && (
        <>
          <TextField
            label={t("form.subject")}
            required
            maxLength={CONTACT_SUBJECT_MAX}
            error={err("subject")}
            registration={register("subject")}
          />
          <TextAreaField
            label={t("form.content")}
            required
            maxLength={CONTACT_CONTENT_MAX}
            rows={6}
            error={err("content")}
            registration={register("content")}
          />
        </>
      )}
      <Alert message={error} />
      <Button type="submit" disabled={busy || redirected}>
        {busy ? t("common:sending") : t("form.submit")}
      </Button>
    </form>
  );
}
