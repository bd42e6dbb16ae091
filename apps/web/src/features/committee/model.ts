import {
  EVENT_NOTICE_DAYS,
  EXPENSE_ENTRIES_MAX,
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_ENTRY_MAX,
  type FormType,
} from "@portal/schemas/committee-forms.constants";

/**
 * The six committee forms described once: their route slugs, whether they are published
 * (committee forms) or submitted (expense forms), and their fields in order. The form, its
 * read-only preview, one's own form and the moderator's view are all drawn from these lists, so a
 * field is named in one place. Field names are the contract's (formData).
 */

export { EVENT_TYPES, FORM_TYPES, type FormType } from "@portal/schemas/committee-forms.constants";

/** At most this many entries on an expense form (travel: public transport and own car together). */
export const MAX_EXPENSE_ENTRIES = EXPENSE_ENTRIES_MAX;
/** A community meeting is called at least this many days ahead (the joint-administration act). */
export const MEETING_NOTICE_DAYS = EVENT_NOTICE_DAYS;
/** Receipts: images and PDF, each at most 5 MB, at most 5 per entry. */
export const MAX_RECEIPT_BYTES = RECEIPT_MAX_BYTES;
export const RECEIPTS_PER_ENTRY = RECEIPTS_PER_ENTRY_MAX;

export type FieldKind =
  | "text"
  | "textarea"
  | "number"
  | "money"
  | "date"
  | "time"
  | "year"
  | "month"
  | "day"
  | "eventType"
  | "building"
  | "confirm"
  | "email"
  | "tel"
  | "iban";

/**
 * How wide a field is when it shares a line with its neighbours (a date and its time): xs a time or
 * a postcode, s an amount or a count, m a date or a month, l a line of text. Fields with a width
 * next to each other sit side by side where the screen has room, and each on its own line where not.
 */
export type InlineWidth = "xs" | "s" | "m" | "l";

export type FieldDef = {
  kind: FieldKind;
  name: string;
  required?: boolean;
  /** Shown only when this says so (an event's type decides its location or contact person). */
  when?: (values: Record<string, unknown>) => boolean;
  /** The line it shares with its neighbours of the same `row`, and its width there. */
  row?: string;
  inline?: InlineWidth;
};
export type GroupDef = { kind: "group"; name: string; fields: FieldDef[] };
export type ListDef = {
  kind: "list";
  name: string;
  fields: FieldDef[];
  /** Entries the form starts with and may not go below. */
  min: number;
  /** Each entry takes receipts (images, PDF). */
  receipts?: boolean;
};
export type Part = FieldDef | GroupDef | ListDef;

export type FormDef = {
  type: FormType;
  /** The route under /asuminen/asukastoimikunta. */
  slug: string;
  /** Committee forms are published for the building; expense forms are submitted for payment. */
  kind: "committee" | "expense";
  /** The call's path under /api. */
  api: "notices" | "events" | "expense-reports";
  parts: Part[];
  /** Lists that share the entry limit (MAX_EXPENSE_ENTRIES). */
  limited?: string[];
};

/** Fields side by side where the screen has room, each with its width there. */
const sideBySide = (row: string, ...fields: [FieldDef, InlineWidth][]): FieldDef[] =>
  fields.map(([field, inline]) => ({ ...field, row, inline }));

const isMeeting = (values: Record<string, unknown>) => values.eventType === "CommunityMeeting";

const contactInfo: GroupDef = {
  kind: "group",
  name: "contactInfo",
  fields: [
    { kind: "text", name: "name", required: true },
    { kind: "text", name: "address", required: true },
    ...sideBySide(
      "postal",
      [{ kind: "text", name: "zip", required: true }, "xs"],
      [{ kind: "text", name: "city", required: true }, "m"],
    ),
    ...sideBySide(
      "reach",
      [{ kind: "tel", name: "phone", required: true }, "m"],
      [{ kind: "email", name: "email", required: true }, "l"],
    ),
    { kind: "iban", name: "iban", required: true },
  ],
};

/** A committee form, published for the building once approved. */
const committeeForm = (type: FormType, slug: string, api: "notices" | "events", parts: Part[]): FormDef => ({
  type,
  slug,
  kind: "committee",
  api,
  parts,
});

/**
 * An expense form: the payee's contact details, the event it was for and its lists of entries,
 * which together share the entry limit.
 */
function expenseForm(
  type: FormType,
  slug: string,
  eventFields: FieldDef[],
  lists: Omit<ListDef, "kind">[],
): FormDef {
  return {
    type,
    slug,
    kind: "expense",
    api: "expense-reports",
    parts: [
      contactInfo,
      { kind: "group", name: "event", fields: eventFields },
      ...lists.map((list): ListDef => ({ kind: "list", ...list })),
    ],
    limited: lists.map((list) => list.name),
  };
}

/** A date and its time of day, side by side where there is room. */
const dateAndTime = (): FieldDef[] =>
  sideBySide(
    "when",
    [{ kind: "date", name: "date", required: true }, "m"],
    [{ kind: "time", name: "time", required: true }, "xs"],
  );

/** A trip of a travel report: its date and time, what is particular to the way of travel, and a note. */
const tripFields = (...particular: FieldDef[]): FieldDef[] => [
  ...dateAndTime(),
  ...particular,
  { kind: "textarea", name: "additionalInformation" },
];

export const FORMS: Record<FormType, FormDef> = {
  MeetingMinutes: committeeForm("MeetingMinutes", "kokouspoytakirja", "notices", [
    { kind: "text", name: "name", required: true },
    ...dateAndTime(),
    ...sideBySide(
      "place",
      [{ kind: "text", name: "location", required: true }, "l"],
      [{ kind: "number", name: "participants", required: true }, "s"],
    ),
    {
      kind: "list",
      name: "items",
      min: 1,
      fields: [
        { kind: "text", name: "title", required: true },
        { kind: "textarea", name: "text", required: true },
      ],
    },
    ...sideBySide(
      "signatories",
      [{ kind: "text", name: "chairperson", required: true }, "l"],
      [{ kind: "text", name: "secretary", required: true }, "l"],
    ),
    { kind: "confirm", name: "signatoryConfirmation", required: true },
  ]),
  ActionPlan: committeeForm("ActionPlan", "toimintasuunnitelma", "notices", [
    { kind: "year", name: "year", required: true },
    {
      kind: "list",
      name: "activities",
      min: 1,
      fields: [
        { kind: "text", name: "name", required: true },
        ...sideBySide(
          "timing",
          [{ kind: "month", name: "month", required: true }, "m"],
          [{ kind: "day", name: "day" }, "xs"],
          [{ kind: "time", name: "time" }, "xs"],
        ),
        ...sideBySide(
          "cost",
          [{ kind: "text", name: "responsiblePersons", required: true }, "l"],
          [{ kind: "money", name: "budgetEstimate", required: true }, "s"],
        ),
      ],
    },
  ]),
  ActionReport: committeeForm("ActionReport", "toimintakertomus", "notices", [
    { kind: "year", name: "year", required: true },
    { kind: "money", name: "expenses", required: true },
    {
      kind: "list",
      name: "activities",
      min: 1,
      fields: [
        { kind: "text", name: "name", required: true },
        ...sideBySide(
          "timing",
          [{ kind: "month", name: "month", required: true }, "m"],
          [{ kind: "day", name: "day", required: true }, "xs"],
          [{ kind: "time", name: "time" }, "xs"],
        ),
        { kind: "textarea", name: "additionalInformation", required: true },
        { kind: "money", name: "expenses", required: true },
      ],
    },
  ]),
  EventInvite: committeeForm("EventInvite", "tapahtumakutsu", "events", [
    { kind: "eventType", name: "eventType", required: true },
    { kind: "text", name: "name", required: true },
    ...dateAndTime(),
    { kind: "text", name: "location", required: true, when: isMeeting },
    { kind: "textarea", name: "description", required: true },
    { kind: "building", name: "property", required: true },
    { kind: "text", name: "regards", when: isMeeting },
    { kind: "text", name: "contactPerson", when: (values) => !isMeeting(values) },
  ]),
  GeneralExpenseReport: expenseForm(
    "GeneralExpenseReport",
    "kuluselvitys",
    [
      ...sideBySide(
        "event",
        [{ kind: "text", name: "name", required: true }, "l"],
        [{ kind: "date", name: "date", required: true }, "m"],
      ),
      { kind: "textarea", name: "additionalInformation" },
    ],
    [
      {
        name: "purchaseReports",
        min: 1,
        receipts: true,
        fields: [
          ...sideBySide(
            "purchase",
            [{ kind: "text", name: "report", required: true }, "l"],
            [{ kind: "money", name: "amount", required: true }, "s"],
          ),
        ],
      },
    ],
  ),
  TravelExpenseReport: expenseForm(
    "TravelExpenseReport",
    "matkalasku",
    [
      { kind: "text", name: "name", required: true },
      ...sideBySide(
        "trip",
        [{ kind: "text", name: "location", required: true }, "l"],
        [{ kind: "text", name: "travelRoute", required: true }, "l"],
      ),
    ],
    [
      {
        name: "publicExpenseReports",
        min: 0,
        receipts: true,
        fields: tripFields(
          ...sideBySide(
            "ticket",
            [{ kind: "text", name: "vehicle", required: true }, "m"],
            [{ kind: "money", name: "amount", required: true }, "s"],
          ),
        ),
      },
      {
        name: "ownCarExpenseReports",
        min: 0,
        fields: tripFields(
          ...sideBySide(
            "car",
            [{ kind: "number", name: "numberOfPeople", required: true }, "s"],
            [{ kind: "number", name: "totalKm", required: true }, "s"],
          ),
        ),
      },
    ],
  ),
};

/**
 * Fields in the order they are drawn, those sharing a line gathered: a field alone, or the
 * neighbouring fields of one `row`.
 */
export function fieldRows(fields: readonly FieldDef[]): FieldDef[][] {
  const rows: FieldDef[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.row && last?.[0]?.row === field.row) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

export const formBySlug = (slug: string): FormDef | undefined =>
  Object.values(FORMS).find((form) => form.slug === slug);

/** An empty value for a field as the form holds it. */
function emptyField(field: FieldDef): unknown {
  if (field.kind === "confirm") return false;
  if (field.kind === "eventType") return "";
  return "";
}

/** A new entry of a list; an entry that takes receipts starts with none chosen. */
export function emptyEntry(list: ListDef): Record<string, unknown> {
  const entry = Object.fromEntries(list.fields.map((field) => [field.name, emptyField(field)]));
  return list.receipts ? { ...entry, receipts: [] } : entry;
}

/** A new, empty form: one entry in each list that needs one, this year for a plan or a report. */
export function emptyValues(form: FormDef, thisYear: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const part of form.parts) {
    if (part.kind === "group")
      values[part.name] = Object.fromEntries(part.fields.map((field) => [field.name, emptyField(field)]));
    else if (part.kind === "list")
      values[part.name] = Array.from({ length: Math.max(part.min, 1) }, () => emptyEntry(part));
    else values[part.name] = part.kind === "year" ? String(thisYear) : emptyField(part);
  }
  if (form.type === "TravelExpenseReport") values.ownCarExpenseReports = [];
  return values;
}

/** The form's field values as the form holds them, from a saved form's data (numbers and all). */
export function valuesFromData(form: FormDef, data: Record<string, unknown>, thisYear: number) {
  const values = emptyValues(form, thisYear);
  const shown = (field: FieldDef, value: unknown) => {
    if (value === undefined || value === null) return emptyField(field);
    if (field.kind === "money" && typeof value === "number") return value.toFixed(2).replace(".", ",");
    if (typeof value === "number") return String(value);
    return value;
  };
  for (const part of form.parts) {
    const saved = data[part.name];
    if (part.kind === "group") {
      const inner = (saved ?? {}) as Record<string, unknown>;
      values[part.name] = Object.fromEntries(part.fields.map((f) => [f.name, shown(f, inner[f.name])]));
    } else if (part.kind === "list") {
      if (Array.isArray(saved))
        values[part.name] = saved.map((entry: Record<string, unknown>) => ({
          ...Object.fromEntries(part.fields.map((f) => [f.name, shown(f, entry[f.name])])),
          ...(part.receipts ? { receipts: Array.isArray(entry.receipts) ? entry.receipts : [] } : {}),
        }));
    } else values[part.name] = part.kind === "year" ? String(saved ?? thisYear) : shown(part, saved);
  }
  return values;
}

const NUMERIC: ReadonlySet<FieldKind> = new Set(["number", "money", "year", "month", "day"]);

/** A receipt already stored with the form (kept when the form is saved again), or a file just picked. */
export type StoredReceipt = { id: string; originalName: string };
export type ReceiptValue = File | StoredReceipt;

/** A typed number ("12,50", " 3 "); empty is undefined and anything else not a number is NaN. */
export function parseNumber(text: unknown): number | undefined {
  if (typeof text === "number") return text;
  if (typeof text !== "string") return undefined;
  const trimmed = text.trim().replace(/\s/g, "").replace(",", ".");
  if (trimmed === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function fieldPayload(field: FieldDef, value: unknown): unknown {
  if (field.kind === "confirm") return value === true;
  if (NUMERIC.has(field.kind)) return parseNumber(value);
  if (typeof value !== "string") return value;
  if (field.kind === "iban") return value.replace(/\s/g, "").toUpperCase();
  const text = value.trim();
  // An optional field left empty is not sent; a required one is, for the schema to call it missing.
  return text === "" && !field.required ? undefined : text;
}

function fieldsPayload(fields: FieldDef[], values: Record<string, unknown>, all: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.when && !field.when(all)) continue;
    const value = fieldPayload(field, values[field.name]);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/** The form's formData as the calls take it: numbers as numbers, empty optional fields left out. */
export function toPayload(form: FormDef, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const part of form.parts) {
    const value = values[part.name];
    if (part.kind === "group")
      out[part.name] = fieldsPayload(part.fields, (value ?? {}) as Record<string, unknown>, values);
    else if (part.kind === "list")
      out[part.name] = ((value ?? []) as Record<string, unknown>[]).map((entry) =>
        fieldsPayload(part.fields, entry, values),
      );
    else Object.assign(out, fieldsPayload([part], values, values));
  }
  // The plan's total is the sum of its activities' estimates (in cents, so 0.1 + 0.2 stays 0.30).
  if (form.type === "ActionPlan") {
    const cents = ((out.activities ?? []) as { budgetEstimate?: unknown }[]).reduce(
      (sum, activity) =>
        sum +
        (typeof activity.budgetEstimate === "number" && Number.isFinite(activity.budgetEstimate)
          ? Math.round(activity.budgetEstimate * 100)
          : 0),
      0,
    );
    out.totalBudgetEstimate = cents / 100;
  }
  return out;
}

/** A stored time (HH:mm) as Finnish readers write it (HH.mm). */
export function showTime(time: string): string {
  return time.replace(":", ".");
}
