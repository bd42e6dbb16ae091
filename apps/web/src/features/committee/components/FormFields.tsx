import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useWatch, type FieldErrors, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EventType } from "@portal/schemas/committee-forms.constants";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import field from "../../../components/ui/TextField.module.css";
import { helsinkiToday } from "../../../lib/today.ts";
import {
  actionPlanYears,
  actionReportYears,
  clampDay,
  daysInMonth,
  eventNoticeCheck,
  pickerTimes,
} from "@portal/schemas/committee-forms.rules";
import { showTime } from "../model.ts";
import { useCommittee } from "../api/committeeQuery.ts";
import { useCommitteeForm } from "./formContext.ts";
import { fieldLabel, formFieldError } from "../labels.ts";
import {
  EVENT_TYPES,
  MAX_EXPENSE_ENTRIES,
  MAX_RECEIPT_BYTES,
  MEETING_NOTICE_DAYS,
  RECEIPTS_PER_ENTRY,
  emptyEntry,
  type FieldDef,
  type ReceiptValue,
  type FormDef,
  type ListDef,
} from "../model.ts";
import styles from "./CommitteeForm.module.css";

const TIMES = pickerTimes();
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split(".")) {
    if (node === undefined || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/** The day picker's last day: the month's when year and month are known, else 31. */
function lastDayOf(year: number, month: number): number {
  const known =
    Number.isInteger(year) &&
    year >= 1000 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12;
  return known ? daysInMonth(year, month) : 31;
}

/** The month's days for an entry's day, its year the form's and its month the entry's; past the end it is clamped. */
function DayField({ def, path, monthPath, label, error }: FieldProps & { monthPath: string }) {
  const { t } = useTranslation("committee-form");
  const { register, setValue, control } = useCommitteeForm();
  const year = Number(useWatch({ control, name: "year" }));
  const month = Number(useWatch({ control, name: monthPath }));
  const day = useWatch({ control, name: path }) as string;
  const last = lastDayOf(year, month);
  // A day past the month's end (31 when the month becomes April) becomes the month's last day.
  useEffect(() => {
    const chosen = Number(day);
    if (day !== "" && chosen > last) setValue(path, String(clampDay(year, month, chosen)));
  }, [day, last, month, path, setValue, year]);
  return (
    <SelectField
      label={label}
      required={def.required ?? false}
      placeholder={def.required ? t("form.choose") : t("form.noDay")}
      options={Array.from({ length: last }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
      error={error}
      registration={register(path)}
    />
  );
}

type FieldProps = { def: FieldDef; path: string; label: string; error: string | undefined };

/** One of the committee's buildings (an invitation is for one); the only one is chosen already. */
function BuildingField({ def, path, label, error }: FieldProps) {
  const { t } = useTranslation("committee-form");
  const { register, setValue, getValues } = useCommitteeForm();
  const buildings = useCommittee().data?.buildings ?? [];
  const only = buildings.length === 1 ? buildings[0]!.id : undefined;
  useEffect(() => {
    if (only && getValues(path) === "") setValue(path, only);
  }, [getValues, only, path, setValue]);
  return (
    <SelectField
      label={label}
      required={def.required ?? false}
      placeholder={t("form.choose")}
      options={buildings.map((building) => ({ value: building.id, label: building.name }))}
      error={error}
      registration={register(path)}
    />
  );
}

/** The picker of a time of day, every quarter of an hour, shown HH.mm. */
function TimeField({ def, path, label, error }: FieldProps) {
  const { t } = useTranslation("committee-form");
  const { register } = useCommitteeForm();
  return (
    <SelectField
      label={label}
      required={def.required ?? false}
      placeholder={def.required ? t("form.choose") : t("form.noTime")}
      hint={t("form.timeHint")}
      options={TIMES.map((time) => ({ value: time, label: showTime(time) }))}
      error={error}
      registration={register(path)}
    />
  );
}

/** An event's date; a community meeting must be called 14 days ahead, other events are warned under that. */
function EventDateNote({ path }: { path: string }) {
  const { t } = useTranslation("committee-form");
  const { control } = useCommitteeForm();
  const date = useWatch({ control, name: path }) as string;
  const type = useWatch({ control, name: "eventType" }) as string;
  if (!EVENT_TYPES.includes(type as EventType) || typeof date !== "string") return null;
  // A community meeting too close is the schema's error on the field; other events only a warning.
  if (eventNoticeCheck(type as EventType, date, helsinkiToday()) !== "warning") return null;
  return (
    <div className={styles.note}>
      <Notice tone="warning">
        <p>{t("form.shortNotice", { days: MEETING_NOTICE_DAYS })}</p>
      </Notice>
    </div>
  );
}

function OneField({
  form,
  def,
  path,
  monthPath,
}: {
  form: FormDef;
  def: FieldDef;
  path: string;
  monthPath?: string;
}) {
  const { t } = useTranslation(["committee-form", "validation"]);
  const {
    register,
    control,
    formState: { errors },
  } = useCommitteeForm();
  const all = useWatch({ control }) as Record<string, unknown>;
  if (def.when && !def.when(all)) return null;
  const named = path.replace(/\.\d+\./, ".");
  const label = fieldLabel(t, form.type, named, all);
  const error = formFieldError(t, errorAt(errors, path), def.name);
  const required = def.required ?? false;
  const props = { def, path, label, error };
  const hint = t(`committee-form:hints.${named}`, { defaultValue: "" }) || undefined;
  switch (def.kind) {
    case "textarea":
      return (
        <TextAreaField
          label={label}
          hint={hint}
          required={required}
          rows={4}
          error={error}
          registration={register(path)}
        />
      );
    case "time":
      return <TimeField {...props} />;
    case "day":
      return <DayField {...props} monthPath={monthPath ?? "month"} />;
    case "month":
      return (
        <SelectField
          label={label}
          required={required}
          placeholder={t("form.choose")}
          options={MONTHS.map((month) => ({ value: String(month), label: t(`months.${month}`) }))}
          error={error}
          registration={register(path)}
        />
      );
    case "year":
      return (
        <SelectField
          label={label}
          required={required}
          options={(form.type === "ActionPlan" ? actionPlanYears : actionReportYears)(
            Number(helsinkiToday().slice(0, 4)),
          ).map((year) => ({ value: String(year), label: String(year) }))}
          error={error}
          registration={register(path)}
        />
      );
    case "eventType":
      return (
        <SelectField
          label={label}
          required={required}
          placeholder={t("form.choose")}
          options={EVENT_TYPES.map((type) => ({ value: type, label: t(`committee:eventTypes.${type}`) }))}
          error={error}
          registration={register(path)}
        />
      );
    case "building":
      return <BuildingField {...props} />;
    case "confirm":
      return <CheckboxField label={label} required={required} error={error} registration={register(path)} />;
    case "date":
      return (
        <>
          <TextField
            label={label}
            hint={hint}
            required={required}
            type="date"
            error={error}
            registration={register(path)}
          />
          {form.type === "EventInvite" && <EventDateNote path={path} />}
        </>
      );
    case "money":
      return (
        <TextField
          label={label}
          hint={hint ?? t("form.moneyHint")}
          required={required}
          inputMode="decimal"
          autoComplete="off"
          className={styles.short}
          error={error}
          registration={register(path)}
        />
      );
    case "number":
      return (
        <TextField
          label={label}
          hint={hint}
          required={required}
          inputMode="numeric"
          autoComplete="off"
          className={styles.short}
          error={error}
          registration={register(path)}
        />
      );
    default:
      return (
        <TextField
          label={label}
          hint={hint}
          required={required}
          type={def.kind === "email" ? "email" : def.kind === "tel" ? "tel" : "text"}
          autoComplete={AUTOCOMPLETE[path]}
          spellCheck={def.kind === "iban" ? false : undefined}
          error={error}
          registration={register(path)}
        />
      );
  }
}

const AUTOCOMPLETE: Record<string, string> = {
  "contactInfo.name": "name",
  "contactInfo.address": "street-address",
  "contactInfo.zip": "postal-code",
  "contactInfo.city": "address-level2",
  "contactInfo.phone": "tel",
  "contactInfo.email": "email",
};

const receiptName = (receipt: ReceiptValue) =>
  receipt instanceof File ? receipt.name : receipt.originalName;

/** Images and PDF, each at most 5 MB; one bad file clears the entry's choice with the error. */
function ReceiptPicker({ path }: { path: string }) {
  const { t } = useTranslation(["committee-form", "validation"]);
  const { control, setValue } = useCommitteeForm();
  const files = (useWatch({ control, name: path }) ?? []) as ReceiptValue[];
  const onChange = (next: ReceiptValue[]) => setValue(path, next);
  const id = useId();
  const [invalid, setInvalid] = useState<string>();
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    input.value = "";
    if (chosen.length === 0) return;
    if (files.length + chosen.length > RECEIPTS_PER_ENTRY) {
      setInvalid(t("receipts.tooMany", { count: RECEIPTS_PER_ENTRY }));
      return;
    }
    const ok = chosen.every(
      (file) =>
        file.size > 0 &&
        file.size <= MAX_RECEIPT_BYTES &&
        (file.type.startsWith("image/") || file.type === "application/pdf"),
    );
    setInvalid(ok ? undefined : t("validation:invalidFile.default"));
    // One bad file clears the entry's new choice; receipts already stored stay.
    onChange(ok ? [...files, ...chosen] : files.filter((file) => !(file instanceof File)));
  }
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {t("receipts.label")}
      </label>
      <p id={`${id}-hint`} className={field.hint}>
        {t("receipts.hint", { size: MAX_RECEIPT_BYTES / 1_048_576 })}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept="image/*,application/pdf"
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        aria-invalid={invalid ? true : undefined}
        onChange={choose}
      />
      <FieldError id={`${id}-error`} message={invalid} />
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t("receipts.chosen")}>
          {files.map((file, i) => (
            <li key={`${receiptName(file)}-${i}`}>
              <span>{receiptName(file)}</span>
              <Button
                variant="secondary"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={t("receipts.remove", { name: receiptName(file) })}
              >
                {t("receipts.removeShort")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ListProps = {
  form: FormDef;
  list: ListDef;
  /** Entries on the form's lists that share the limit, this one included. */
  limitedTotal: number;
};

/** A repeatable entry (an agenda item, an activity, a purchase): add and remove, at most 3 on an expense form. */
function ListPart({ form, list, limitedTotal }: ListProps) {
  const { t } = useTranslation("committee-form");
  const {
    control,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useCommitteeForm();
  const listErrors = errors[list.name] as { message?: string; root?: { message?: string } } | undefined;
  const listError = formFieldError(t, listErrors?.message ?? listErrors?.root?.message, list.name);
  // Entries by index: a removal sets the list anew, and react-hook-form writes each remaining
  // entry's values back into its fields.
  const entries = (useWatch({ control, name: list.name }) ?? []) as unknown[];
  const current = () => (getValues(list.name) ?? []) as unknown[];
  const append = (entry: unknown) => setValue(list.name, [...current(), entry]);
  const remove = (index: number) => {
    clearErrors(list.name);
    setValue(
      list.name,
      current().filter((_, i) => i !== index),
    );
  };
  const limited = form.limited?.includes(list.name) ?? false;
  const full = limited && limitedTotal >= MAX_EXPENSE_ENTRIES;
  const noteId = useId();
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>
        <h2 className={styles.legendHeading}>{t(`lists.${list.name}.title`)}</h2>
      </legend>
      {entries.length === 0 && (
        <p className={`${styles.muted} ${styles.none}`}>{t(`lists.${list.name}.none`)}</p>
      )}
      {listError && <FieldError id={`${noteId}-list`} message={listError} />}
      {entries.map((_, index) => (
        <div
          key={index}
          className={styles.entry}
          role="group"
          aria-label={t(`lists.${list.name}.entry`, { n: index + 1 })}
        >
          <h3 className={styles.entryTitle}>{t(`lists.${list.name}.entry`, { n: index + 1 })}</h3>
          {list.fields.map((def) => (
            <OneField
              key={def.name}
              form={form}
              def={def}
              path={`${list.name}.${index}.${def.name}`}
              monthPath={`${list.name}.${index}.month`}
            />
          ))}
          {list.receipts && <ReceiptPicker path={`${list.name}.${index}.receipts`} />}
          {entries.length > list.min && (
            <Button variant="secondary" onClick={() => remove(index)}>
              {t(`lists.${list.name}.remove`, { n: index + 1 })}
            </Button>
          )}
        </div>
      ))}
      <div className={styles.add}>
        <Button
          variant="secondary"
          disabled={full}
          aria-describedby={full ? noteId : undefined}
          onClick={() => append(emptyEntry(list))}
        >
          {t(`lists.${list.name}.add`)}
        </Button>
        {full && (
          <p id={noteId} className={styles.muted}>
            {t("lists.limit", { count: MAX_EXPENSE_ENTRIES })}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** Every field of a form, in the order its description lists them. */
export function FormFields({ form }: { form: FormDef }) {
  const { t } = useTranslation("committee-form");
  const { control } = useCommitteeForm();
  const all = useWatch({ control }) as Record<string, unknown>;
  const limitedTotal = (form.limited ?? []).reduce(
    (sum, name) => sum + ((all[name] as unknown[] | undefined)?.length ?? 0),
    0,
  );
  return (
    <>
      {form.parts.map((part) => {
        if (part.kind === "group")
          return (
            <fieldset key={part.name} className={styles.group}>
              <legend className={styles.legend}>
                <h2 className={styles.legendHeading}>{t(`groups.${part.name}`)}</h2>
              </legend>
              {part.fields.map((def) => (
                <OneField key={def.name} form={form} def={def} path={`${part.name}.${def.name}`} />
              ))}
            </fieldset>
          );
        if (part.kind === "list")
          return <ListPart key={part.name} form={form} list={part} limitedTotal={limitedTotal} />;
        return <OneField key={part.name} form={form} def={part} path={part.name} />;
      })}
    </>
  );
}
