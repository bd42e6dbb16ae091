import { useRef, useState, type FormEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Language } from "@portal/schemas/common";
import type { ExchangeNoticeFormInput, OwnExchangeNotice } from "@portal/schemas/exchange";
import {
  EXCHANGE_DESCRIPTION_MAX,
  EXCHANGE_DESIRED_TEXT_MAX,
  EXCHANGE_NAME_MAX,
  EXCHANGE_ROOMS,
} from "@portal/schemas/exchange.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { RequiredMark } from "../../../components/ui/RequiredMark.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { currentLanguage } from "../../../lib/i18n.ts";
import { useSending } from "../../../lib/useSending.ts";
import { useSaveNoticeMutation } from "../api/saveNotice.ts";
import styles from "../Exchange.module.css";
import { fieldMessage } from "./fieldMessage.ts";
import { roomsLabel } from "./labels.ts";

/** The form's own fields by name, as the schema and the server name them. */
type Errors = Partial<Record<string, string>>;

/**
 * The fields are plain inputs named by the schema's paths and read when the form is sent; the
 * shared schema checks them then (loaded on first use), and the server's field errors land on the
 * same names. No form library: this page is among the largest, and the form is simple.
 */
const named = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

const numberOrNull = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "")
    .trim()
    .replace(",", ".");
  return text === "" ? null : Number(text);
};

/** What the form holds, as the schema reads it. */
function valuesOf(form: HTMLFormElement, language: Language): ExchangeNoticeFormInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    description: text("description"),
    wish: {
      cities: data.getAll("wish.cities").map(String),
      rooms: data.getAll("wish.rooms").map(Number) as ExchangeNoticeFormInput["wish"]["rooms"],
      areaMin: numberOrNull(data.get("wish.areaMin")),
      areaMax: numberOrNull(data.get("wish.areaMax")),
      rentMin: numberOrNull(data.get("wish.rentMin")),
      rentMax: numberOrNull(data.get("wish.rentMax")),
      text: text("wish.text"),
    },
    contact: { name: text("contact.name"), phone: text("contact.phone"), email: text("contact.email") },
    language,
  };
}

/** The message key a field shows under, by its path's last part (contact.phone: contactPhone). */
const MESSAGE_FIELD: Record<string, string> = {
  "wish.text": "wishText",
  "contact.phone": "contactPhone",
  "contact.name": "name",
  "contact.email": "email",
};
const messageField = (path: string) => MESSAGE_FIELD[path] ?? path.split(".").at(-1)!;

/**
 * The notice's texts, the wished-for home and the contact details to show. The apartment's facts are
 * not asked: the server takes them from the lease and the building.
 */
export function NoticeForm({
  cities,
  editing,
  onSaved,
}: {
  cities: readonly string[];
  editing: OwnExchangeNotice | null;
  onSaved: (created: boolean) => Promise<void>;
}) {
  const { t } = useTranslation(["exchange", "common", "validation"]);
  const { busy, error, send } = useSending();
  const save = useSaveNoticeMutation();
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const language = editing?.language ?? currentLanguage();
  const wish = editing?.wish;
  const err = (path: string) => fieldMessage(t, errors[path], messageField(path));

  /** Shows the errors and moves focus to the first field named. */
  function show(next: Errors) {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = valuesOf(event.currentTarget, language);
    const { exchangeNoticeInput } = await import("@portal/schemas/exchange");
    const parsed = exchangeNoticeInput.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
      return show(found);
    }
    setErrors({});
    return send(
      async () => {
        await save.mutateAsync({ id: editing?.id, body });
        await onSaved(!editing);
      },
      (failure) => {
        if (failure.status === 400 && Object.keys(failure.fields).length) return show(failure.fields);
        if (failure.status === 403 && failure.code === "NOT_ELIGIBLE") return t("form.notEligible");
        if (failure.status === 409) return t("form.exists");
        return t("form.failed");
      },
    );
  }

  const numberField = (name: "areaMin" | "areaMax" | "rentMin" | "rentMax") => {
    const value = wish?.[name];
    return (
      <TextField
        label={t(`form.${name}`)}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        defaultValue={value === null || value === undefined ? "" : String(value)}
        error={err(`wish.${name}`)}
        registration={named(`wish.${name}`)}
      />
    );
  };

  const citiesError = err("wish.cities");
  return (
    <form noValidate ref={formRef} onSubmit={(event) => void submit(event)}>
      <p>{t("common:requiredNote")}</p>
      <TextAreaField
        label={t("form.description")}
        hint={t("form.descriptionHint")}
        required
        rows={5}
        maxLength={EXCHANGE_DESCRIPTION_MAX}
        defaultValue={editing?.description ?? ""}
        error={err("description")}
        registration={named("description")}
      />
      <h3>{t("form.wishTitle")}</h3>
      <fieldset
        className={styles.fieldset}
        aria-describedby={citiesError ? "exchange-cities-error" : undefined}
      >
        <legend className={styles.legend}>
          {t("form.cities")} <RequiredMark />
        </legend>
        <div className={styles.choices}>
          {cities.map((city) => (
            <label key={city} className={styles.choice}>
              <input
                type="checkbox"
                name="wish.cities"
                value={city}
                defaultChecked={wish?.cities.includes(city) ?? false}
              />
              {city}
            </label>
          ))}
        </div>
        <FieldError id="exchange-cities-error" message={citiesError} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("form.rooms")}</legend>
        <div className={styles.choices}>
          {EXCHANGE_ROOMS.map((rooms) => (
            <label key={rooms} className={styles.choice}>
              <input
                type="checkbox"
                name="wish.rooms"
                value={rooms}
                defaultChecked={wish?.rooms.includes(rooms) ?? false}
              />
              {roomsLabel(t, rooms)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.range}>
        {numberField("areaMin")}
        {numberField("areaMax")}
      </div>
      <div className={styles.range}>
        {numberField("rentMin")}
        {numberField("rentMax")}
      </div>
      <TextAreaField
        label={t("form.wishText")}
        rows={3}
        maxLength={EXCHANGE_DESIRED_TEXT_MAX}
        defaultValue={wish?.text ?? ""}
        error={err("wish.text")}
        registration={named("wish.text")}
      />
      <h3>{t("form.contactTitle")}</h3>
      <p>{t("form.contactHint")}</p>
      <TextField
        label={t("form.name")}
        required
        maxLength={EXCHANGE_NAME_MAX}
        autoComplete="name"
        defaultValue={editing?.contact?.name ?? ""}
        error={err("contact.name")}
        registration={named("contact.name")}
      />
      <TextField
        label={t("form.phone")}
        type="tel"
        autoComplete="tel"
        defaultValue={editing?.contact?.phone ?? ""}
        error={err("contact.phone")}
        registration={named("contact.phone")}
      />
      <TextField
        label={t("form.email")}
        type="email"
        autoComplete="email"
        defaultValue={editing?.contact?.email ?? ""}
        error={err("contact.email")}
        registration={named("contact.email")}
      />
      <Alert tone="error" message={error} />
      <SubmitButton busy={busy}>{editing ? t("form.save") : t("form.submit")}</SubmitButton>
    </form>
  );
}
