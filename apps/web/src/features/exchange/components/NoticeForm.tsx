import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type {
  ExchangeNoticeFormInput,
  ExchangeNoticeInput,
  OwnExchangeNotice,
} from "@portal/schemas/exchange";
import {
  EXCHANGE_DESCRIPTION_MAX,
  EXCHANGE_DESIRED_TEXT_MAX,
  EXCHANGE_NAME_MAX,
  EXCHANGE_ROOMS,
} from "@portal/schemas/exchange.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { RequiredMark } from "../../../components/ui/RequiredMark.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import { showFieldErrors } from "../../../lib/apiFailure.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { useSaveNoticeMutation } from "../api/saveNotice.ts";
import styles from "../Exchange.module.css";
import { roomsLabel } from "./labels.ts";

type Values = {
  description: string;
  wish: {
    cities: string[];
    rooms: number[];
    areaMin: number | null;
    areaMax: number | null;
    rentMin: number | null;
    rentMax: number | null;
    text: string;
  };
  contact: { name: string; phone: string; email: string };
  language: "fi" | "en";
};

const resolver = lazyResolver(async () => (await import("@portal/schemas/exchange")).exchangeNoticeInput);
const SERVER_FIELDS = [
  "description",
  "wish.cities",
  "wish.rooms",
  "wish.areaMin",
  "wish.areaMax",
  "wish.rentMin",
  "wish.rentMax",
  "wish.text",
  "contact.name",
  "contact.phone",
  "contact.email",
] as const;

const numberOrNull = (value: unknown) => {
  const text = String(value ?? "")
    .trim()
    .replace(",", ".");
  return text === "" ? null : Number(text);
};

/**
 * The notice's texts, the wished-for home and the contact details to show. The apartment's facts are
 * not asked: the server takes them from the lease and the building.
 */
export function NoticeForm({
  cities,
  editing,
  defaultName,
  onSaved,
}: {
  cities: readonly string[];
  editing: OwnExchangeNotice | null;
  defaultName: string;
  onSaved: (created: boolean) => Promise<void>;
}) {
  const { t } = useTranslation(["exchange", "common", "validation"]);
  const { busy, error, send } = useSending();
  const save = useSaveNoticeMutation();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, ExchangeNoticeInput>({
    resolver: useLazyResolver(resolver) as unknown as Resolver<Values, unknown, ExchangeNoticeInput>,
    defaultValues: editing
      ? {
          description: editing.description,
          wish: { ...editing.wish },
          contact: {
            name: editing.contact?.name ?? defaultName,
            phone: editing.contact?.phone ?? "",
            email: editing.contact?.email ?? "",
          },
          language: editing.language,
        }
      : {
          description: "",
          wish: {
            cities: [],
            rooms: [],
            areaMin: null,
            areaMax: null,
            rentMin: null,
            rentMax: null,
            text: "",
          },
          contact: { name: defaultName, phone: "", email: "" },
          language: currentLanguage() === "en" ? "en" : "fi",
        },
  });
  const [chosenCities, chosenRooms] = useWatch({ control, name: ["wish.cities", "wish.rooms"] });
  const citiesError = fieldError(t, errors.wish?.cities?.message, "cities");
  const toggle = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  function submit(values: ExchangeNoticeInput) {
    return send(
      async () => {
        const body: ExchangeNoticeFormInput = { ...values };
        await save.mutateAsync({ id: editing?.id, body });
        await onSaved(!editing);
      },
      (failure) => {
        if (
          failure.status === 400 &&
          showFieldErrors(failure, setError, Object.fromEntries(SERVER_FIELDS.map((f) => [f, f])))
        )
          return;
        if (failure.status === 403 && failure.code === "NOT_ELIGIBLE") {
          return t("form.notEligible");
        }
        if (failure.status === 409) return t("form.exists");
        return t("form.failed");
      },
    );
  }

  const numberField = (name: "areaMin" | "areaMax" | "rentMin" | "rentMax") => (
    <TextField
      label={t(`form.${name}`)}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      error={fieldError(t, errors.wish?.[name]?.message, name)}
      registration={register(`wish.${name}`, { setValueAs: numberOrNull })}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <p>{t("common:requiredNote")}</p>
      <TextAreaField
        label={t("form.description")}
        hint={t("form.descriptionHint")}
        required
        rows={5}
        maxLength={EXCHANGE_DESCRIPTION_MAX}
        error={fieldError(t, errors.description?.message, "description")}
        registration={register("description")}
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
                checked={chosenCities.includes(city)}
                onChange={() => setValue("wish.cities", toggle(chosenCities, city), { shouldDirty: true })}
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
                checked={chosenRooms.includes(rooms)}
                onChange={() => setValue("wish.rooms", toggle(chosenRooms, rooms), { shouldDirty: true })}
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
        error={fieldError(t, errors.wish?.text?.message, "wishText")}
        registration={register("wish.text")}
      />
      <h3>{t("form.contactTitle")}</h3>
      <p>{t("form.contactHint")}</p>
      <TextField
        label={t("form.name")}
        required
        maxLength={EXCHANGE_NAME_MAX}
        autoComplete="name"
        error={fieldError(t, errors.contact?.name?.message, "name")}
        registration={register("contact.name")}
      />
      <TextField
        label={t("form.phone")}
        type="tel"
        autoComplete="tel"
        error={fieldError(t, errors.contact?.phone?.message, "contactPhone")}
        registration={register("contact.phone")}
      />
      <TextField
        label={t("form.email")}
        type="email"
        autoComplete="email"
        error={fieldError(t, errors.contact?.email?.message, "email")}
        registration={register("contact.email")}
      />
      <Alert tone="error" message={error} />
      <SubmitButton busy={busy}>{editing ? t("form.save") : t("form.submit")}</SubmitButton>
    </form>
  );
}
