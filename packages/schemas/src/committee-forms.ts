import { z } from "zod";
import { V, errorResponse } from "./common.ts";
import { email, normalisePhoneNumber, phoneNumber } from "./contact.ts";
import {
  ACTIVITIES_MAX,
  AMOUNT_MAX_CENTS,
  AMOUNT_MIN_CENTS,
  ALLOWANCE_SET_MAX_CENTS,
  COMMITTEE_FORM_ERRORS,
  COMMITTEE_ROLES,
  EVENT_COVER_IMAGES,
  EVENT_REPEATS,
  EVENT_TYPES,
  EXPENSE_ENTRIES_MAX,
  FORM_STATES,
  FORM_TYPES,
  FORM_VALIDATION as F,
  LONG_TEXT_MAX,
  MEETING_ITEMS_MAX,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  RECEIPTS_PER_ENTRY_MAX,
  REJECTION_REASON_MAX,
  SHORT_TEXT_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from "./committee-forms.constants.ts";
import {
  eurosToWholeCents,
  eventNoticeCheck,
  hasTwoWords,
  helsinkiToday,
  isIsoDate,
  isPickerTime,
  isRealDate,
  isValidIban,
  normaliseIban,
  normaliseName,
} from "./committee-forms.rules.ts";

/*
 * Resident-committee forms: one schema per form type, the union on `formType`, and the bodies and
 * answers of their calls. Every answer of these calls is `{ data: … }` (the specification's
 * `data.data`). Dates are "YYYY-MM-DD", times "HH:mm" (shown HH.mm), amounts euros with two
 * decimals (the server keeps the totals in cents).
 *
 * The same schemas check the web's forms and the server's bodies; multipart text arrives as
 * strings, so number fields also take a numeric string.
 */

/** A number typed, or a number sent as multipart text ("12.50", "12,50"). */
const numeric = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(",", ".")) : value;
};
const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === "" ? V.required : V.invalid;

const text = (max = SHORT_TEXT_MAX) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong);
const optionalText = (max = LONG_TEXT_MAX) =>
  z.string({ error: V.invalid }).trim().max(max, V.tooLong).optional();

const year = z.preprocess(
  numeric,
  z.number({ error: numberError }).int(F.yearRange).min(YEAR_MIN, F.yearRange).max(YEAR_MAX, F.yearRange),
);
const month = z.preprocess(
  numeric,
  z.number({ error: numberError }).int(F.monthRange).min(1, F.monthRange).max(12, F.monthRange),
);
const day = z.preprocess(numeric, z.number({ error: numberError }).int(F.invalidDate).min(1, F.invalidDate));

/** "YYYY-MM-DD" that is a real date. */
export const formDate = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .refine(isIsoDate, F.invalidDate);
/** "HH:mm" of the picker: 00:00–23:45 in 15-minute steps. */
export const formTime = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .refine(isPickerTime, F.invalidTime);

/** One error per amount: whole cents first, then the range. */
const centsRange = (min: number, minKey: string) => (value: number, ctx: z.RefinementCtx) => {
  const cents = eurosToWholeCents(value);
  if (cents === null) ctx.addIssue({ code: "custom", message: F.amountDecimals });
  else if (cents < min) ctx.addIssue({ code: "custom", message: minKey });
  else if (cents > AMOUNT_MAX_CENTS) ctx.addIssue({ code: "custom", message: F.amountMax });
};

/** Euros with two decimals, at least 0.01 €. */
export const amount = z.preprocess(
  numeric,
  z.number({ error: numberError }).superRefine(centsRange(AMOUNT_MIN_CENTS, F.amountMin)),
);
/** A budget line or an expense sum of a plan or a report: euros with two decimals, 0 allowed. */
export const budget = z.preprocess(
  numeric,
  z.number({ error: numberError }).superRefine(centsRange(0, F.numberMin)),
);
const positiveInt = (max: number) =>
  z.preprocess(
    numeric,
    z.number({ error: numberError }).int(V.invalid).min(1, F.numberMin).max(max, V.invalid),
  );

/** First and last name at least: trimmed, inner whitespace collapsed. */
const personName = text().transform(normaliseName).refine(hasTwoWords, F.twoWords);

/** A day (optional or required) that must make a real date with the year and month: the error is on the day. */
function dayMakesDate(
  ctx: z.RefinementCtx,
  y: number,
  m: number,
  d: number | undefined,
  path: (string | number)[],
) {
  if (d !== undefined && !isRealDate(y, m, d)) ctx.addIssue({ code: "custom", path, message: F.invalidDate });
}

// ---------------------------------------------------------------------------------------------
// Committee forms

const actionPlanActivity = z.strictObject({
  name: text(),
  month,
  day: day.optional(),
  time: formTime.optional(),
  responsiblePersons: text(),
  budgetEstimate: budget,
});

export const actionPlanData = z
  .strictObject({
    year,
    activities: z
      .array(actionPlanActivity, { error: F.atLeastOne })
      .min(1, F.atLeastOne)
      .max(ACTIVITIES_MAX, V.invalid),
    totalBudgetEstimate: budget,
  })
  .superRefine((plan, ctx) => {
    plan.activities.forEach((a, i) => dayMakesDate(ctx, plan.year, a.month, a.day, ["activities", i, "day"]));
  });
export type ActionPlanData = z.infer<typeof actionPlanData>;

const actionReportActivity = z.strictObject({
  name: text(),
  month,
  day,
  time: formTime.optional(),
  additionalInformation: text(LONG_TEXT_MAX),
  expenses: budget,
});

export const actionReportData = z
  .strictObject({
    year,
    expenses: budget,
    activities: z
      .array(actionReportActivity, { error: F.atLeastOne })
      .min(1, F.atLeastOne)
      .max(ACTIVITIES_MAX, V.invalid),
  })
  .superRefine((report, ctx) => {
    report.activities.forEach((a, i) =>
      dayMakesDate(ctx, report.year, a.month, a.day, ["activities", i, "day"]),
    );
  });
export type ActionReportData = z.infer<typeof actionReportData>;

/**
 * An event invitation as stored. `name` is the subject and `description` the agenda of a
 * community meeting; a meeting names its location (and may name what it regards), other events
 * may name a contact person. `property` is the id of one of the committee's buildings.
 */
export const eventInviteData = z
  .strictObject({
    eventType: z.enum(EVENT_TYPES, { error: numberError }),
    name: text(),
    date: formDate,
    time: formTime,
    description: text(LONG_TEXT_MAX),
    property: text(),
    location: optionalText(SHORT_TEXT_MAX),
    regards: optionalText(SHORT_TEXT_MAX),
    contactPerson: optionalText(SHORT_TEXT_MAX),
    coverImage: z.enum(EVENT_COVER_IMAGES, { error: V.invalid }).default("none"),
    repeat: z.enum(EVENT_REPEATS, { error: V.invalid }).default("never"),
    repeatEndDate: formDate.optional(),
  })
  .superRefine((invite, ctx) => {
    if (invite.eventType === "CommunityMeeting" && !invite.location)
      ctx.addIssue({ code: "custom", path: ["location"], message: V.required });
    if (invite.repeat !== "never" && invite.repeatEndDate === undefined)
      ctx.addIssue({ code: "custom", path: ["repeatEndDate"], message: V.required });
    if (invite.repeatEndDate !== undefined && invite.repeatEndDate < invite.date)
      ctx.addIssue({ code: "custom", path: ["repeatEndDate"], message: F.repeatEndBeforeDate });
  })
  .transform(({ location, regards, contactPerson, repeatEndDate, ...rest }) => ({
    ...rest,
    ...(rest.eventType === "CommunityMeeting"
      ? { location, ...(regards ? { regards } : {}) }
      : { ...(location ? { location } : {}), ...(contactPerson ? { contactPerson } : {}) }),
    ...(rest.repeat !== "never" ? { repeatEndDate } : {}),
  }));
export type EventInviteData = z.infer<typeof eventInviteData>;

/**
 * An invitation as sent: a community meeting must be at least 14 days ahead (Helsinki's today);
 * `today` is for tests and the web's clock.
 */
export function eventInviteRequestData(today: () => string = () => helsinkiToday()) {
  return eventInviteData.superRefine((invite, ctx) => {
    if (eventNoticeCheck(invite.eventType, invite.date, today()) === "error")
      ctx.addIssue({ code: "custom", path: ["date"], message: F.meetingNoticeTooShort });
  });
}

const meetingItem = z.strictObject({ title: text(), text: text(LONG_TEXT_MAX) });

export const meetingMinutesData = z.strictObject({
  name: text(),
  date: formDate,
  time: formTime,
  location: text(),
  participants: z.preprocess(
    numeric,
    z
      .number({ error: numberError })
      .int(V.invalid)
      .min(PARTICIPANTS_MIN, F.participantsMin)
      .max(PARTICIPANTS_MAX, V.invalid),
  ),
  items: z.array(meetingItem, { error: F.atLeastOne }).min(1, F.atLeastOne).max(MEETING_ITEMS_MAX, V.invalid),
  chairperson: personName,
  secretary: personName,
  signatoryConfirmation: z.preprocess(
    (value) => (value === "true" ? true : value === "false" ? false : value),
    z.literal(true, { error: F.mustConfirm }),
  ),
});
export type MeetingMinutesData = z.infer<typeof meetingMinutesData>;

// ---------------------------------------------------------------------------------------------
// Expense forms. `R` is what a receipt is at each stage: a File in the browser's form, a receipt
// id on the way into the server, a stored receipt in answers.

export const contactInfo = z.strictObject({
  name: text(),
  address: text(),
  zip: text(20),
  city: text(),
  phone: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .pipe(phoneNumber)
    .transform(normalisePhoneNumber),
  email: z.string({ error: V.required }).pipe(email),
  iban: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(64, V.tooLong)
    .refine(isValidIban, F.iban)
    .transform(normaliseIban),
});
export type ContactInfo = z.infer<typeof contactInfo>;

const receiptList = <R extends z.ZodType>(receipt: R) =>
  z.preprocess(
    (value) => (value === undefined || value === null || Array.isArray(value) ? value : [value]),
    z.array(receipt).max(RECEIPTS_PER_ENTRY_MAX, "validation.tooManyFiles").optional(),
  );

function generalExpenseReportShape<R extends z.ZodType>(receipt: R) {
  return z.strictObject({
    contactInfo,
    event: z.strictObject({ name: text(), date: formDate, additionalInformation: optionalText() }),
    purchaseReports: z
      .array(z.strictObject({ report: text(LONG_TEXT_MAX), amount, receipts: receiptList(receipt) }), {
        error: F.atLeastOne,
      })
      .min(1, F.atLeastOne)
      .max(EXPENSE_ENTRIES_MAX, F.tooManyEntries),
  });
}

function travelExpenseReportShape<R extends z.ZodType>(receipt: R) {
  return z
    .strictObject({
      contactInfo,
      event: z.strictObject({ name: text(), location: text(), travelRoute: text(LONG_TEXT_MAX) }),
      publicExpenseReports: z
        .array(
          z.strictObject({
            date: formDate,
            time: formTime,
            vehicle: text(),
            amount,
            receipts: receiptList(receipt),
            additionalInformation: z
              .string({ error: V.invalid })
              .trim()
              .max(LONG_TEXT_MAX, V.tooLong)
              .default(""),
          }),
        )
        .max(EXPENSE_ENTRIES_MAX, F.tooManyEntries)
        .default([]),
      ownCarExpenseReports: z
        .array(
          z.strictObject({
            date: formDate,
            time: formTime,
            numberOfPeople: positiveInt(100),
            totalKm: positiveInt(100_000),
            additionalInformation: z
              .string({ error: V.invalid })
              .trim()
              .max(LONG_TEXT_MAX, V.tooLong)
              .default(""),
          }),
        )
        .max(EXPENSE_ENTRIES_MAX, F.tooManyEntries)
        .default([]),
    })
    .superRefine((report, ctx) => {
      const entries = report.publicExpenseReports.length + report.ownCarExpenseReports.length;
      if (entries === 0)
        ctx.addIssue({ code: "custom", path: ["publicExpenseReports"], message: F.atLeastOne });
      if (entries > EXPENSE_ENTRIES_MAX)
        ctx.addIssue({ code: "custom", path: ["publicExpenseReports"], message: F.tooManyEntries });
    });
}

/** A receipt as stored and answered (the storage location stays on the server). */
export const receiptFile = z.object({
  id: z.string(),
  originalName: z.string(),
  uploadedAt: z.string(),
  contentType: z.string().optional(),
  size: z.number().int(),
});
export type ReceiptFile = z.infer<typeof receiptFile>;

/** In the browser's form: a picked file, or a receipt already stored (editing). */
const formReceipt = z.union([
  z.custom<File>((value) => typeof File !== "undefined" && value instanceof File, V.invalid),
  receiptFile,
]);
/** On the way into the server: the id of a receipt (stored by this request or kept from before). */
export const receiptRef = z.string({ error: V.invalid }).uuid(V.invalid);

export const generalExpenseReportFormData = generalExpenseReportShape(formReceipt);
export const travelExpenseReportFormData = travelExpenseReportShape(formReceipt);
export const generalExpenseReportRequestData = generalExpenseReportShape(receiptRef);
export const travelExpenseReportRequestData = travelExpenseReportShape(receiptRef);
export const generalExpenseReportData = generalExpenseReportShape(receiptFile);
export const travelExpenseReportData = travelExpenseReportShape(receiptFile);
export type GeneralExpenseReportFormData = z.input<typeof generalExpenseReportFormData>;
export type TravelExpenseReportFormData = z.input<typeof travelExpenseReportFormData>;
export type GeneralExpenseReportData = z.infer<typeof generalExpenseReportData>;
export type TravelExpenseReportData = z.infer<typeof travelExpenseReportData>;

/** The sum of an expense form's amounts in cents (what it uses of the allowance). */
export function expenseTotalCents(
  data:
    | { purchaseReports: readonly { amount: number }[] }
    | { publicExpenseReports: readonly { amount: number }[] },
): number {
  const entries = "purchaseReports" in data ? data.purchaseReports : data.publicExpenseReports;
  return entries.reduce((sum, entry) => sum + (eurosToWholeCents(entry.amount) ?? 0), 0);
}

// ---------------------------------------------------------------------------------------------
// The union on formType

export const formType = z.enum(FORM_TYPES, { error: V.invalid });
export const formState = z.enum(FORM_STATES);

/**
 * Every form as stored and answered: `formType` decides the shape of `formData`. (Answers declare
 * `formData` as an object for the serializer; the server writes only data these schemas passed.)
 */
export type FormPayload =
  | { formType: "MeetingMinutes"; formData: MeetingMinutesData }
  | { formType: "ActionPlan"; formData: ActionPlanData }
  | { formType: "ActionReport"; formData: ActionReportData }
  | { formType: "EventInvite"; formData: EventInviteData }
  | { formType: "GeneralExpenseReport"; formData: GeneralExpenseReportData }
  | { formType: "TravelExpenseReport"; formData: TravelExpenseReportData };

/** The stored data's schema of each type (receipts as stored receipts). */
export const storedDataSchemas = {
  MeetingMinutes: meetingMinutesData,
  ActionPlan: actionPlanData,
  ActionReport: actionReportData,
  EventInvite: eventInviteData,
  GeneralExpenseReport: generalExpenseReportData,
  TravelExpenseReport: travelExpenseReportData,
} as const;

/** The schema of one form type's data as the web's form checks it (the form's resolver). */
export const formDataSchemas = {
  MeetingMinutes: meetingMinutesData,
  ActionPlan: actionPlanData,
  ActionReport: actionReportData,
  EventInvite: eventInviteRequestData(),
  GeneralExpenseReport: generalExpenseReportFormData,
  TravelExpenseReport: travelExpenseReportFormData,
} as const;

/** The schema of one form type's data as the server takes it (receipts as ids). */
export function requestDataSchema(type: z.infer<typeof formType>, today?: () => string) {
  switch (type) {
    case "MeetingMinutes":
      return meetingMinutesData;
    case "ActionPlan":
      return actionPlanData;
    case "ActionReport":
      return actionReportData;
    case "EventInvite":
      return eventInviteRequestData(today);
    case "GeneralExpenseReport":
      return generalExpenseReportRequestData;
    case "TravelExpenseReport":
      return travelExpenseReportRequestData;
  }
}

// ---------------------------------------------------------------------------------------------
// Drafts: work in progress. Saving a draft checks only types, sizes and the form's kind; what it
// still lacks is named when it is previewed, published or submitted, by the complete schemas
// above. The one thing a draft needs is its title (a plan's or report's year, the minutes' or
// invitation's name, an expense form's event), which names it in one's own forms.

/** A field left empty ("", only spaces, null) is absent from the draft. */
const blank = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
const draftText = (max = SHORT_TEXT_MAX) =>
  z.preprocess(blank, z.string({ error: V.invalid }).trim().max(max, V.tooLong).optional());
/** A date or a time as typed so far: text of a date's or a time's size (checked when sent). */
const draftMoment = draftText(32);
/** A number of at most `max` either way (a draft's amount or count is never absurd). */
const draftNumber = (max: number, tooBig: string = V.invalid) =>
  z.preprocess(
    (value) => numeric(blank(value)),
    z.number({ error: V.invalid }).min(-max, tooBig).max(max, tooBig).optional(),
  );
const draftAmount = draftNumber(AMOUNT_MAX_CENTS / 100, F.amountMax);
const draftBoolean = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : blank(value)),
  z.boolean({ error: V.invalid }).optional(),
);
const draftChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(blank, z.enum(choices, { error: V.invalid }).optional());
const draftList = <T extends z.ZodType>(entry: T, max: number, tooMany: string = V.invalid) =>
  z.preprocess(blank, z.array(entry, { error: V.invalid }).max(max, tooMany).optional());
/** A group of fields (contact details, the event): absent is an empty group, so its title's error lands on the field. */
const draftGroup = <T extends z.ZodType>(group: T) => z.preprocess((value) => value ?? {}, group);

export const meetingMinutesDraft = z.strictObject({
  name: text(),
  date: draftMoment,
  time: draftMoment,
  location: draftText(),
  participants: draftNumber(PARTICIPANTS_MAX),
  items: draftList(z.strictObject({ title: draftText(), text: draftText(LONG_TEXT_MAX) }), MEETING_ITEMS_MAX),
  chairperson: draftText(),
  secretary: draftText(),
  signatoryConfirmation: draftBoolean,
});

const draftActivity = {
  name: draftText(),
  month: draftNumber(12),
  day: draftNumber(31),
  time: draftMoment,
};

export const actionPlanDraft = z.strictObject({
  year,
  activities: draftList(
    z.strictObject({
      ...draftActivity,
      responsiblePersons: draftText(),
      budgetEstimate: draftAmount,
    }),
    ACTIVITIES_MAX,
  ),
  totalBudgetEstimate: draftNumber((AMOUNT_MAX_CENTS / 100) * ACTIVITIES_MAX, F.amountMax),
});

export const actionReportDraft = z.strictObject({
  year,
  expenses: draftAmount,
  activities: draftList(
    z.strictObject({
      ...draftActivity,
      additionalInformation: draftText(LONG_TEXT_MAX),
      expenses: draftAmount,
    }),
    ACTIVITIES_MAX,
  ),
});

export const eventInviteDraft = z.strictObject({
  eventType: draftChoice(EVENT_TYPES),
  name: text(),
  date: draftMoment,
  time: draftMoment,
  description: draftText(LONG_TEXT_MAX),
  property: draftText(),
  location: draftText(),
  regards: draftText(),
  contactPerson: draftText(),
  coverImage: draftChoice(EVENT_COVER_IMAGES),
  repeat: draftChoice(EVENT_REPEATS),
  repeatEndDate: draftMoment,
});

const contactInfoDraft = draftGroup(
  z.strictObject({
    name: draftText(),
    address: draftText(),
    zip: draftText(20),
    city: draftText(),
    phone: draftText(64),
    email: draftText(254),
    iban: draftText(64),
  }),
);

function generalExpenseReportDraftShape<R extends z.ZodType>(receipt: R) {
  return z.strictObject({
    contactInfo: contactInfoDraft,
    event: draftGroup(
      z.strictObject({ name: text(), date: draftMoment, additionalInformation: draftText(LONG_TEXT_MAX) }),
    ),
    purchaseReports: draftList(
      z.strictObject({
        report: draftText(LONG_TEXT_MAX),
        amount: draftAmount,
        receipts: receiptList(receipt),
      }),
      EXPENSE_ENTRIES_MAX,
      F.tooManyEntries,
    ),
  });
}

function travelExpenseReportDraftShape<R extends z.ZodType>(receipt: R) {
  const trip = { date: draftMoment, time: draftMoment, additionalInformation: draftText(LONG_TEXT_MAX) };
  return z
    .strictObject({
      contactInfo: contactInfoDraft,
      event: draftGroup(
        z.strictObject({ name: text(), location: draftText(), travelRoute: draftText(LONG_TEXT_MAX) }),
      ),
      publicExpenseReports: draftList(
        z.strictObject({
          ...trip,
          vehicle: draftText(),
          amount: draftAmount,
          receipts: receiptList(receipt),
        }),
        EXPENSE_ENTRIES_MAX,
        F.tooManyEntries,
      ),
      ownCarExpenseReports: draftList(
        z.strictObject({ ...trip, numberOfPeople: draftNumber(100), totalKm: draftNumber(100_000) }),
        EXPENSE_ENTRIES_MAX,
        F.tooManyEntries,
      ),
    })
    .superRefine((report, ctx) => {
      const entries = (report.publicExpenseReports?.length ?? 0) + (report.ownCarExpenseReports?.length ?? 0);
      if (entries > EXPENSE_ENTRIES_MAX)
        ctx.addIssue({ code: "custom", path: ["publicExpenseReports"], message: F.tooManyEntries });
    });
}

export const generalExpenseReportDraftRequest = generalExpenseReportDraftShape(receiptRef);
export const travelExpenseReportDraftRequest = travelExpenseReportDraftShape(receiptRef);

/** A draft's data as the web's form checks it on saving (receipts as files or stored receipts). */
export const draftDataSchemas = {
  MeetingMinutes: meetingMinutesDraft,
  ActionPlan: actionPlanDraft,
  ActionReport: actionReportDraft,
  EventInvite: eventInviteDraft,
  GeneralExpenseReport: generalExpenseReportDraftShape(formReceipt),
  TravelExpenseReport: travelExpenseReportDraftShape(formReceipt),
} as const;

/** A draft's data as the server takes it on saving (receipts as ids). */
export function draftRequestSchema(type: z.infer<typeof formType>) {
  switch (type) {
    case "GeneralExpenseReport":
      return generalExpenseReportDraftRequest;
    case "TravelExpenseReport":
      return travelExpenseReportDraftRequest;
    default:
      return draftDataSchemas[type];
  }
}

// ---------------------------------------------------------------------------------------------
// Calls

/**
 * Minutes, an action plan or an action report complete, as they are published (the data a draft
 * must have by then).
 */
export const createNoticeRequest = z.discriminatedUnion(
  "formType",
  [
    z.strictObject({ formType: z.literal("MeetingMinutes"), formData: meetingMinutesData }),
    z.strictObject({ formType: z.literal("ActionPlan"), formData: actionPlanData }),
    z.strictObject({ formType: z.literal("ActionReport"), formData: actionReportData }),
  ],
  { error: V.invalid },
);
export type CreateNoticeRequest = z.input<typeof createNoticeRequest>;

/**
 * An event invitation complete, as it is published (formType may be left out). The notice period
 * is checked by the server against its own clock (requestDataSchema).
 */
export const createEventRequest = z.strictObject({
  formType: z.literal("EventInvite", { error: V.invalid }).default("EventInvite"),
  formData: eventInviteData,
});
export type CreateEventRequest = z.input<typeof createEventRequest>;

/**
 * POST /api/notices/create: minutes, an action plan or an action report saved as a draft, which
 * may be incomplete (checked for types and sizes; its title is needed).
 */
export const noticeDraftRequest = z.discriminatedUnion(
  "formType",
  [
    z.strictObject({ formType: z.literal("MeetingMinutes"), formData: meetingMinutesDraft }),
    z.strictObject({ formType: z.literal("ActionPlan"), formData: actionPlanDraft }),
    z.strictObject({ formType: z.literal("ActionReport"), formData: actionReportDraft }),
  ],
  { error: V.invalid },
);
export type NoticeDraftRequest = z.input<typeof noticeDraftRequest>;

/** POST /api/events/create: an event invitation saved as a draft (formType may be left out). */
export const eventDraftRequest = z.strictObject({
  formType: z.literal("EventInvite", { error: V.invalid }).default("EventInvite"),
  formData: eventInviteDraft,
});
export type EventDraftRequest = z.input<typeof eventDraftRequest>;

/**
 * PUT /api/notices/:id and PUT /api/events/:id: the whole new formData (checked by the form's
 * stored type; a formType sent must be that type).
 */
export const updateFormRequest = z.strictObject({
  formType: formType.optional(),
  formData: z.record(z.string(), z.unknown(), { error: V.required }),
});
export type UpdateFormRequest = z.input<typeof updateFormRequest>;

/**
 * POST /api/expense-reports/create and PUT /api/expense-reports/:id take multipart/form-data: the
 * nested data in dotted and indexed keys (`contactInfo.iban`, `purchaseReports[0].amount`) plus
 * `formType`; each receipt is a file part named `<entry>[i].receipts`. On PUT a text part of that
 * name keeps an already stored receipt by its id; receipts not named again are removed. After
 * parsing, the body is checked as a draft (expenseDraftRequest); this is the report complete, as
 * it must be when it is submitted.
 */
export const expenseReportRequest = z.discriminatedUnion(
  "formType",
  [
    generalExpenseReportRequestData.safeExtend({ formType: z.literal("GeneralExpenseReport") }),
    travelExpenseReportRequestData.safeExtend({ formType: z.literal("TravelExpenseReport") }),
  ],
  { error: V.invalid },
);

/** An expense report's multipart body saved as a draft: types and sizes only, and its event's name. */
export const expenseDraftRequest = z.discriminatedUnion(
  "formType",
  [
    generalExpenseReportDraftRequest.safeExtend({ formType: z.literal("GeneralExpenseReport") }),
    travelExpenseReportDraftRequest.safeExtend({ formType: z.literal("TravelExpenseReport") }),
  ],
  { error: V.invalid },
);

export const formIdParams = z.object({ id: z.uuid({ error: V.invalid }) });
/** A review token: 256 bits in base64url (43 characters). */
export const reviewTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, V.invalid),
});

/** POST …/create: the new form's id (data.data). */
export const formCreatedResponse = z.object({ data: z.uuid() });

/** A receipt's short-lived link that works for that file only. */
export const signedUrl = z.object({ id: z.string(), name: z.string(), signedUrl: z.string() });

const answeredPayload = { formType, formData: z.record(z.string(), z.unknown()) };

/** A form in the lists and on its own page. */
export const formItem = z.object({
  ...answeredPayload,
  id: z.string(),
  formState,
  createdAt: z.string(),
  modifiedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The moderator's reason, when the form was rejected (shown to the committee). */
  rejectionReason: z.string().nullable(),
  committeeId: z.string(),
  committeeName: z.string(),
  authorName: z.string(),
  /** Who last changed it (a committee document may be changed by any member). */
  modifiedByName: z.string(),
  /** Who published or submitted it last; null until then. */
  sentByName: z.string().nullable(),
  /** Whether the caller may change it now (a member, in Draft or Rejected). */
  editable: z.boolean(),
  /** Expense forms only: links to their receipts. */
  signedUrls: z.array(signedUrl).optional(),
});
export type FormItem = Omit<z.infer<typeof formItem>, "formType" | "formData"> & FormPayload;

/** GET /api/forms: the caller's own forms, newest change first. */
export const formListResponse = z.object({ data: z.array(formItem) });
/** GET /api/forms/:id: one form of the caller's committee. */
export const formResponse = z.object({ data: formItem });

/** PATCH …/:id (publish or submit) and the review's decisions: the form's new state. */
export const formStateResponse = z.object({ data: z.object({ id: z.string(), formState }) });

/** GET /api/form-review/:token: the form the link is for (no sign-in), with the decision it awaits. */
export const formReviewResponse = z.object({
  data: z.object({
    ...answeredPayload,
    id: z.string(),
    formState,
    modifiedAt: z.string(),
    publishedAt: z.string().nullable(),
    committeeName: z.string(),
    authorName: z.string(),
    /** Who last changed it and who sent it for the decision (a member other than its author, maybe). */
    modifiedByName: z.string(),
    sentByName: z.string().nullable(),
    buildingNames: z.array(z.string()),
    /** Whether the approve and reject buttons are offered (AwaitingApproval). */
    awaitingDecision: z.boolean(),
    signedUrls: z.array(signedUrl).optional(),
  }),
});
export type FormReview = Omit<z.infer<typeof formReviewResponse>["data"], "formType" | "formData"> &
  FormPayload;

/**
 * GET /api/staff/committee-forms/:id: a form the staff queue lists (awaiting a decision or
 * decided), with the reason of a rejection.
 */
export const staffFormResponse = z.object({
  data: z.object({
    ...formReviewResponse.shape.data.shape,
    createdAt: z.string(),
    rejectionReason: z.string().nullable(),
  }),
});
export type StaffForm = Omit<z.infer<typeof staffFormResponse>["data"], "formType" | "formData"> &
  FormPayload;

/** PATCH /api/form-review/reject/:token: the reason the committee sees. */
export const rejectFormRequest = z.strictObject({ reason: text(REJECTION_REASON_MAX) });
/** PATCH /api/form-review/approve/:token takes no body (an empty object at most). */
export const approveFormRequest = z.strictObject({}).optional();

/** POST /api/form-review/resend/:token: sent (to the moderator's address on file). */
export const reviewResendResponse = z.object({ data: z.object({ sent: z.literal(true) }) });

/** Errors of these calls: the common codes and the committee's own. */
export const committeeFormErrorResponse = z.object({
  error: z.enum([...errorResponse.shape.error.options, ...Object.values(COMMITTEE_FORM_ERRORS)]),
  id: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// The committee page

export const committeeRole = z.enum(COMMITTEE_ROLES, { error: V.invalid });

export const allowance = z.object({
  year: z.number().int(),
  /** The year's allowance of the committee's buildings together. */
  allowanceCents: z.number().int(),
  /** Approved expense reports of the year. */
  usedCents: z.number().int(),
  leftCents: z.number().int(),
  overCents: z.number().int(),
});
export type Allowance = z.infer<typeof allowance>;

/**
 * GET /api/committees/mine: the caller's committee (null when not a member: the page then says how
 * to join), their role, its buildings (an event's `property`) and the year's allowance.
 */
export const myCommitteeResponse = z.object({
  data: z
    .object({
      id: z.string(),
      name: z.string(),
      role: committeeRole,
      buildings: z.array(z.object({ id: z.string(), name: z.string() })),
      members: z.array(z.object({ name: z.string(), role: committeeRole })),
      allowance,
    })
    .nullable(),
});
export type MyCommittee = NonNullable<z.infer<typeof myCommitteeResponse>["data"]>;

// ---------------------------------------------------------------------------------------------
// Staff: committees, membership and the allowance per building (permission committees.manage)

export const staffCommitteeQuery = z.strictObject({ building: z.uuid({ error: V.invalid }).optional() });

export const staffCommittee = z.object({
  id: z.string(),
  name: z.string(),
  buildings: z.array(z.object({ id: z.string(), name: z.string() })),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: committeeRole,
      since: z.string(),
    }),
  ),
});
export type StaffCommittee = z.infer<typeof staffCommittee>;
export const staffCommitteeListResponse = z.object({ data: z.array(staffCommittee) });
export const staffCommitteeResponse = z.object({ data: staffCommittee });

/** POST /api/staff/committees: a committee of one or more buildings. */
export const createCommitteeRequest = z.strictObject({
  name: text(),
  buildingIds: z
    .array(z.uuid({ error: V.invalid }))
    .min(1, F.atLeastOne)
    .max(20, V.invalid),
});

/** POST /api/staff/committees/:id/members: a tenant by their account's email, with a role. */
export const addCommitteeMemberRequest = z.strictObject({ email, role: committeeRole });
/** PATCH /api/staff/committees/:id/members/:userId: a new role. */
export const changeCommitteeMemberRequest = z.strictObject({ role: committeeRole });
export const committeeParams = z.object({ id: z.uuid({ error: V.invalid }) });
export const committeeMemberParams = z.object({
  id: z.uuid({ error: V.invalid }),
  userId: z.uuid({ error: V.invalid }),
});

export const allowanceParams = z.object({ buildingId: z.uuid({ error: V.invalid }) });
export const allowanceQuery = z.strictObject({ year: year.optional() });
/** PUT /api/staff/buildings/:buildingId/activity-allowance: the year's allowance in cents. */
export const setAllowanceRequest = z.strictObject({
  year,
  allowanceCents: z
    .number({ error: numberError })
    .int(V.invalid)
    .min(0, F.numberMin)
    .max(ALLOWANCE_SET_MAX_CENTS, V.invalid),
});
/** A building's allowance for one year: set by staff, or the default rule when none is set. */
export const buildingAllowanceResponse = z.object({
  data: z.object({
    buildingId: z.string(),
    year: z.number().int(),
    apartments: z.number().int(),
    allowanceCents: z.number().int(),
    /** Whether staff set it (else the default rule). */
    set: z.boolean(),
    defaultCents: z.number().int(),
    usedCents: z.number().int(),
  }),
});
