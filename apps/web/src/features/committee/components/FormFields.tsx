import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useWatch, type FieldErrors, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EventType } from "@portal/schemas/committee-forms.constants";
import { Button, ButtonRow } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
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
} from "@portal/schemas/committee-forms.rules";
import { TIME_STEP_MINUTES } from "@portal/schemas/committee-forms.constants";
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
  fieldRows,
  type FieldDef,
  type ReceiptValue,
  type FormDef,
  type ListDef,
} from "../model.ts";
import styles from "./CommitteeForm.module.css";

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

/**
 * A time of day: the browser's own time input in quarter-hour steps (its arrows and picker step by
 * 15 minutes; a time typed between them is the schema's error), as HH:mm.
 */
function TimeField({ def, path, label, error }: FieldProps) {
  const { t } = useTranslation("committee-form");
  const { register } = useCommitteeForm();
  return (
    <TextField
      label={label}
      required={def.required ?? false}
      hint={t("form.timeHint")}
      type="time"
      step={TIME_STEP_MINUTES * 60}
      error={error}
      registration={register(path)}
    />
  );
}

/**
 * A question before something typed is taken away: the destructive button says what it does, and
 * Escape or the other button keeps everything.
 */
function ConfirmRemove({
  title,
  text,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("committee-form");
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      <ButtonRow>
        <Button className={styles.dangerSolid} onClick={onConfirm}>
          {t("confirm.remove")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("confirm.cancel")}
        </Button>
      </ButtonRow>
    </Dialog>
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

type OneFieldProps = { form: FormDef; def: FieldDef; path: string; monthPath?: string | undefined };

/** One field in its cell (none for a field its form's values hide). */
function OneField(props: OneFieldProps) {
  const { control } = useCommitteeForm();
  const all = useWatch({ control }) as Record<string, unknown>;
  if (props.def.when && !props.def.when(all)) return null;
  const optionalNote = props.def.kind === "textarea" && !props.def.required;
  return (
    <div className={optionalNote ? `${styles.cell} ${styles.optionalNote}` : styles.cell}>
      <FieldControl {...props} />
    </div>
  );
}

function FieldControl({ form, def, path, monthPath }: OneFieldProps) {
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
      // An optional note starts low (its cell says so) and grows as it is written or dragged taller.
      return (
        <TextAreaField
          label={label}
          hint={hint}
          required={required}
          rows={required ? 4 : 2}
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
          className={def.inline ? undefined : styles.short}
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
          className={def.inline ? undefined : styles.short}
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

/**
 * Images and PDF, each at most 5 MB; one bad file clears the entry's choice with the error. The
 * browser's own file input lies invisible over a box that speaks the page's language; a chosen
 * receipt is removed after a question.
 */
function ReceiptPicker({ path }: { path: string }) {
  const { t } = useTranslation(["committee-form", "validation"]);
  const { control, setValue } = useCommitteeForm();
  const files = (useWatch({ control, name: path }) ?? []) as ReceiptValue[];
  const onChange = (next: ReceiptValue[]) => setValue(path, next);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState<string>();
  const [removing, setRemoving] = useState<number>();
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picker = event.currentTarget;
    const chosen = [...(picker.files ?? [])];
    picker.value = "";
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
  const removed = removing === undefined ? undefined : files[removing];
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {t("receipts.label")}
      </label>
      <p id={`${id}-hint`} className={field.hint}>
        {t("receipts.hint", { size: MAX_RECEIPT_BYTES / 1_048_576 })}
      </p>
      <div className={styles.drop}>
        <span className={styles.dropButton} aria-hidden="true">
          {t("receipts.choose")}
        </span>
        <span className={styles.dropStatus} aria-hidden="true">
          {files.length > 0 ? t("receipts.chosenCount", { count: files.length }) : t("receipts.noneChosen")}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept="image/*,application/pdf"
          className={styles.dropInput}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          aria-invalid={invalid ? true : undefined}
          onChange={choose}
        />
      </div>
      <FieldError id={`${id}-error`} message={invalid} />
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t("receipts.chosen")}>
          {files.map((file, i) => (
            <li key={`${receiptName(file)}-${i}`}>
              <span>{receiptName(file)}</span>
              <Button
                variant="secondary"
                className={styles.danger}
                onClick={() => setRemoving(i)}
                aria-label={t("receipts.remove", { name: receiptName(file) })}
              >
                {t("receipts.removeShort")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removed && (
        <ConfirmRemove
          title={t("receipts.confirmTitle", { name: receiptName(removed) })}
          text={t("receipts.confirmText")}
          onClose={() => setRemoving(undefined)}
          onConfirm={() => {
            onChange(files.filter((file) => file !== removed));
            setRemoving(undefined);
            // The button pressed is gone: the picker takes the focus.
            requestAnimationFrame(() => input.current?.focus());
          }}
        />
      )}
    </div>
  );
}

/** A form's fields in their order, those of one row side by side where the screen has room. */
function Fields({
  form,
  fields,
  path,
  monthPath,
}: {
  form: FormDef;
  fields: readonly FieldDef[];
  /** The field's path in the form's values: `contactInfo.iban`, `activities.0.day`. */
  path: (def: FieldDef) => string;
  monthPath?: string;
}) {
  return fieldRows(fields).map((row) =>
    row.length === 1 ? (
      <OneField key={row[0]!.name} form={form} def={row[0]!} path={path(row[0]!)} monthPath={monthPath} />
    ) : (
      <div key={row[0]!.name} className={styles.row}>
        {row.map((def) => (
          <div key={def.name} className={styles[`width-${def.inline ?? "l"}`]}>
            <OneField form={form} def={def} path={path(def)} monthPath={monthPath} />
          </div>
        ))}
      </div>
    ),
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
  const addButton = useRef<HTMLButtonElement>(null);
  const [removing, setRemoving] = useState<number>();
  const lead = t(`lists.${list.name}.lead`, { defaultValue: "" });
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>
        <h2 className={styles.legendHeading}>{t(`lists.${list.name}.title`)}</h2>
      </legend>
      {lead && <p className={styles.lead}>{lead}</p>}
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
          <div className={styles.entryHead}>
            <h3 className={styles.entryTitle}>{t(`lists.${list.name}.entry`, { n: index + 1 })}</h3>
            {entries.length > list.min && (
              // "Poista" beside the entry's number, named in full for a screen reader ("Poista matka 2").
              <Button
                variant="secondary"
                className={styles.danger}
                aria-label={t(`lists.${list.name}.remove`, { n: index + 1 })}
                onClick={() => setRemoving(index)}
              >
                {t("confirm.remove")}
              </Button>
            )}
          </div>
          <Fields
            form={form}
            fields={list.fields}
            path={(def) => `${list.name}.${index}.${def.name}`}
            monthPath={`${list.name}.${index}.month`}
          />
          {list.receipts && <ReceiptPicker path={`${list.name}.${index}.receipts`} />}
        </div>
      ))}
      {removing !== undefined && (
        <ConfirmRemove
          title={t(`lists.${list.name}.confirmRemove`, { n: removing + 1 })}
          text={t("confirm.entryText")}
          onClose={() => setRemoving(undefined)}
          onConfirm={() => {
            remove(removing);
            setRemoving(undefined);
            // The entry and its button are gone: the list's add button takes the focus.
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      )}
      <div className={styles.add}>
        <Button
          ref={addButton}
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
              <Fields form={form} fields={part.fields} path={(def) => `${part.name}.${def.name}`} />
            </fieldset>
          );
        if (part.kind === "list")
          return <ListPart key={part.name} form={form} list={part} limitedTotal={limitedTotal} />;
        // A field of the form itself: drawn with its neighbours, by the first of them.
        const at = form.parts.indexOf(part);
        const previous = form.parts[at - 1];
        if (previous && previous.kind !== "group" && previous.kind !== "list") return null;
        const run: FieldDef[] = [];
        for (const next of form.parts.slice(at)) {
          if (next.kind === "group" || next.kind === "list") break;
          run.push(next);
        }
        return <Fields key={part.name} form={form} fields={run} path={(def) => def.name} />;
      })}
    </>
  );
}
