import { z } from "zod";
import { V, language } from "./common.ts";
import {
  COMMITTEE_EVENT_FORM_TYPES,
  COMPANY_EVENT,
  COMPANY_NOTICE,
  DOCUMENT_FOLDERS,
  DOCUMENT_NAME_MAX,
  DOCUMENT_NOTICE,
  DOCUMENT_SUBFOLDER_MAX,
  EVENT_AUDIENCES,
  EVENT_PERIODS,
  EVENT_INVITE_TYPES,
  EVENT_LOCATION_MAX,
  NOTICE_BUILDINGS_MAX,
  NOTICE_TEXT_MAX,
  NOTICE_TITLE_MAX,
  PUBLISHED,
} from "./notices.constants.ts";

/*
 * Notices, events and documents of the signed-in tenant's building (docs/design/notices.md).
 * Tenant calls answer in the specification's envelope: the list (or the one item) in `data`, so
 * that a client reading `response.data.data` finds it.
 */

// ---------------------------------------------------------------------------------------------
// Tenant reads

/**
 * A page number from the query string: anything but a whole number from 1 up (absent, 0, -1,
 * "abc", a repeated parameter) is page 1. A page past the last is also answered as page 1.
 */
export const pageNumber = z.preprocess((value) => {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}, z.number().int().min(1));

/** GET /api/notices?p=N (unknown parameters, such as a cache breaker, are ignored). */
export const noticesQuery = z.object({ p: pageNumber });
export type NoticesQueryInput = z.input<typeof noticesQuery>;

/** GET /api/events?eventPage=N&audience=building|resident (without `audience`: both). */
export const eventsQuery = z.object({
  eventPage: pageNumber,
  audience: z.enum(EVENT_AUDIENCES, { error: V.invalid }).optional(),
  /** Events not yet over (the default) or those already over. */
  when: z.enum(EVENT_PERIODS, { error: V.invalid }).default("upcoming"),
});
export type EventsQueryInput = z.input<typeof eventsQuery>;

export const eventAudience = z.enum(EVENT_AUDIENCES);

/** Text in both languages. */
export const localized = z.object({ fi: z.string(), sv: z.string(), en: z.string() });
export type Localized = z.infer<typeof localized>;

/** The company's own notice. `text` is sanitised HTML, safe to render as it is. */
export const companyNoticeData = z.object({
  title: localized,
  text: localized,
  urgent: z.boolean(),
  /** When it leaves the lists (ISO 8601), or null: kept for 2 years from publishing. */
  expiresAt: z.string().nullable(),
});

/** The company's own event. `startsAt`/`endsAt` are ISO 8601 instants. */
export const companyEventData = z.object({
  title: localized,
  text: localized,
  audience: eventAudience,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

/** A PDF in the building's `notices` folder: `href` downloads it. */
export const documentNoticeData = z.object({
  name: z.string(),
  href: z.string(),
  /** dd.mm.yyyy */
  creationDate: z.string(),
});

/*
 * Approved committee forms carry the form's own formData (specification, section 3). Only the
 * fields a list's headline needs are named here; the rest pass through as they are.
 */
export const actionPlanData = z.looseObject({ year: z.number().int() });
export const actionReportData = z.looseObject({ year: z.number().int() });
export const meetingMinutesData = z.looseObject({ name: z.string() });
export const eventInviteData = z.looseObject({
  name: z.string(),
  /** yyyy-mm-dd */
  date: z.string(),
  /** HH:mm */
  time: z.string(),
  eventType: z.enum(EVENT_INVITE_TYPES),
});

const itemBase = {
  id: z.string(),
  formState: z.literal(PUBLISHED),
  modifiedAt: z.string(),
  publishedAt: z.string(),
};

/** One notice in a list or on its own: `id, formType, formData, formState, modifiedAt, publishedAt`. */
export const noticeItem = z.discriminatedUnion("formType", [
  z.object({ ...itemBase, formType: z.literal(COMPANY_NOTICE), formData: companyNoticeData }),
  z.object({ ...itemBase, formType: z.literal(DOCUMENT_NOTICE), formData: documentNoticeData }),
  z.object({ ...itemBase, formType: z.literal("ActionPlan"), formData: actionPlanData }),
  z.object({ ...itemBase, formType: z.literal("ActionReport"), formData: actionReportData }),
  z.object({ ...itemBase, formType: z.literal("MeetingMinutes"), formData: meetingMinutesData }),
]);
export type NoticeItem = z.infer<typeof noticeItem>;

/** One event in a list or on its own. */
export const eventItem = z.discriminatedUnion("formType", [
  z.object({ ...itemBase, formType: z.literal(COMPANY_EVENT), formData: companyEventData }),
  z.object({
    ...itemBase,
    formType: z.literal(COMMITTEE_EVENT_FORM_TYPES[0]),
    formData: eventInviteData,
  }),
]);
export type EventItem = z.infer<typeof eventItem>;

/** A page of a list: `data` holds the rows; `page` is the page given (1 when the one asked for is out of range). */
function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int().min(1),
    /** At least 1, also when there are no rows. */
    pageCount: z.number().int().min(1),
    pageSize: z.number().int(),
    total: z.number().int().nonnegative(),
  });
}

/** GET /api/notices: newest first, only those published within the last 2 years and not expired. */
export const noticesResponse = listPage(noticeItem);
export type NoticesResponse = z.infer<typeof noticesResponse>;

/** GET /api/events: events not yet over first (soonest first), then past ones (latest first). */
export const eventsResponse = listPage(eventItem);
export type EventsResponse = z.infer<typeof eventsResponse>;

/** GET /api/notices/:id */
export const noticeResponse = z.object({ data: noticeItem });
/** GET /api/events/:id */
export const eventResponse = z.object({ data: eventItem });

/** An id in a path: anything that is not one of ours is answered 404, like another building's id. */
export const itemParams = z.object({ id: z.string().max(100) });

/** GET /api/events/upcoming: the home page's cards, up to 3 events of each page not yet over. */
export const upcomingEventsResponse = z.object({
  data: z.object({ buildingEvents: z.array(eventItem), residentEvents: z.array(eventItem) }),
});
export type UpcomingEventsResponse = z.infer<typeof upcomingEventsResponse>;

/** GET /api/notices/bulletins: the urgent company notices in the list now, newest first (the site bulletins of the tenant's building). */
export const urgentNoticesResponse = z.object({ data: z.array(noticeItem) });

/** GET /api/events/:id/calendar?lang=fi|en: the language of the file's texts (default fi). */
export const calendarQuery = z.object({ lang: language.catch("fi").default("fi") });

// ---------------------------------------------------------------------------------------------
// Documents

/** One document: `href` downloads the PDF (always as an attachment). */
export const documentLink = z.object({
  name: z.string(),
  href: z.string(),
  /** The root folder: always `home` on the documents page. */
  Folder1: z.string(),
  /** The sub-folder, "" when none. */
  Folder2: z.string(),
  /** dd.mm.yyyy */
  creationDate: z.string(),
});
export type DocumentLink = z.infer<typeof documentLink>;

/** GET /api/documents: the home folder's documents of the tenant's cost centre, apartment and building. */
export const documentsResponse = z.object({
  data: z.object({
    costCenterLinks: z.array(documentLink),
    apartmentLinks: z.array(documentLink),
    buildingLinks: z.array(documentLink),
  }),
});
export type DocumentsResponse = z.infer<typeof documentsResponse>;

// ---------------------------------------------------------------------------------------------
// Staff authoring (property managers, in their buildings)

const required = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong);
const instant = z.iso.datetime({ offset: true, error: V.invalid });

/** Rich text (HTML) as written; the server removes scripts, inline handlers, `javascript:` links and frames. */
const richText = required(NOTICE_TEXT_MAX);

/** Swedish is optional: a post without it reads in Finnish on the Swedish pages. */
const optional = (max: number) => z.string().trim().max(max, V.tooLong).default("");

const authoredShape = {
  title: z.strictObject({
    fi: required(NOTICE_TITLE_MAX),
    sv: optional(NOTICE_TITLE_MAX),
    en: required(NOTICE_TITLE_MAX),
  }),
  text: z.strictObject({ fi: richText, sv: optional(NOTICE_TEXT_MAX), en: richText }),
  buildingIds: z
    .array(z.uuid({ error: V.invalid }), { error: V.required })
    .min(1, V.required)
    .max(NOTICE_BUILDINGS_MAX, V.invalid)
    .transform((ids) => [...new Set(ids)]),
  /** Absent: now. */
  publishAt: instant.optional(),
  /** Null or absent: kept until the 2-year window closes. */
  expiresAt: instant.nullable().default(null),
};

function expiryAfterPublish(
  value: { publishAt?: string | undefined; expiresAt: string | null },
  ctx: z.RefinementCtx,
) {
  const publishAt = value.publishAt ? Date.parse(value.publishAt) : Date.now();
  if (value.expiresAt && Date.parse(value.expiresAt) <= publishAt)
    ctx.addIssue({ code: "custom", path: ["expiresAt"], message: V.invalid });
}

const noticeShape = { ...authoredShape, urgent: z.boolean({ error: V.invalid }).default(false) };

/** POST /api/staff/notices */
export const staffNoticeBody = z.strictObject(noticeShape).superRefine(expiryAfterPublish);
export type StaffNoticeBody = z.infer<typeof staffNoticeBody>;
export type StaffNoticeBodyInput = z.input<typeof staffNoticeBody>;

const eventShape = {
  ...authoredShape,
  audience: z.enum(EVENT_AUDIENCES, {
    error: (issue) => (issue.input === undefined ? V.required : V.invalid),
  }),
  startsAt: z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? V.required : V.invalid),
  }),
  endsAt: instant.nullable().default(null),
  location: z.string().trim().max(EVENT_LOCATION_MAX, V.tooLong).nullable().default(null),
};

function eventTimes(
  value: {
    publishAt?: string | undefined;
    expiresAt: string | null;
    startsAt: string;
    endsAt: string | null;
  },
  ctx: z.RefinementCtx,
) {
  expiryAfterPublish(value, ctx);
  if (value.endsAt && Date.parse(value.endsAt) < Date.parse(value.startsAt))
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: V.invalid });
}

/** POST /api/staff/events */
export const staffEventBody = z.strictObject(eventShape).superRefine(eventTimes);
export type StaffEventBody = z.infer<typeof staffEventBody>;
export type StaffEventBodyInput = z.input<typeof staffEventBody>;

/**
 * A change names the version it was made to: the `updatedAt` the staff member's form was filled
 * from. When the post has changed since, the change is refused with 409 STALE_STATE instead of
 * silently overwriting a colleague's edit.
 */
const editedVersion = {
  updatedAt: z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? V.required : V.invalid),
  }),
};

/** PUT /api/staff/notices/:id */
export const staffNoticeChange = z
  .strictObject({ ...noticeShape, ...editedVersion })
  .superRefine(expiryAfterPublish);
export type StaffNoticeChange = z.infer<typeof staffNoticeChange>;

/** PUT /api/staff/events/:id */
export const staffEventChange = z.strictObject({ ...eventShape, ...editedVersion }).superRefine(eventTimes);
export type StaffEventChange = z.infer<typeof staffEventChange>;

/** GET /api/staff/notices?p=N and GET /api/staff/events?p=N: what the staff member's buildings have. */
export const staffListQuery = z.object({ p: pageNumber });

/** A notice or event as its author sees it: both languages, sanitised text, targets and dates. */
export const staffPost = z.object({
  id: z.string(),
  kind: z.enum(["notice", "event"]),
  title: localized,
  text: localized,
  buildingIds: z.array(z.string()),
  publishAt: z.string(),
  expiresAt: z.string().nullable(),
  urgent: z.boolean(),
  audience: eventAudience.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffPost = z.infer<typeof staffPost>;

export const staffPostsResponse = z.object({
  data: z.array(staffPost),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type StaffPostsResponse = z.infer<typeof staffPostsResponse>;
export const staffPostResponse = z.object({ data: staffPost });
/** 201 of a create: the new id in `data`. */
export const staffPostCreated = z.object({ data: z.object({ id: z.string() }) });
export const staffPostParams = z.object({ id: z.uuid({ error: V.invalid }) });

/**
 * POST /api/staff/documents (multipart/form-data): these text fields, then the PDF in the field
 * `file` (checked by its bytes). Without `apartmentId` the document is the building's.
 */
export const staffDocumentFields = z.strictObject({
  buildingId: z.uuid({ error: (issue) => (issue.input === undefined ? V.required : V.invalid) }),
  apartmentId: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.uuid({ error: V.invalid }).optional(),
  ),
  folder: z.enum(DOCUMENT_FOLDERS, {
    error: (issue) => (issue.input === undefined ? V.required : V.invalid),
  }),
  subfolder: z.string().trim().max(DOCUMENT_SUBFOLDER_MAX, V.tooLong).default(""),
  name: required(DOCUMENT_NAME_MAX),
});
export type StaffDocumentFields = z.infer<typeof staffDocumentFields>;

/** A stored document as staff see it. */
export const staffDocument = z.object({
  id: z.string(),
  name: z.string(),
  buildingId: z.string().nullable(),
  apartmentId: z.string().nullable(),
  folder: z.enum(DOCUMENT_FOLDERS),
  subfolder: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocument>;

/** GET /api/staff/buildings/:buildingId/apartments: what a document can be filed under. */
export const staffBuildingParams = z.strictObject({
  buildingId: z.uuid({ error: V.invalid }),
});
export const staffApartment = z.object({ id: z.string(), number: z.string() });
export type StaffApartment = z.infer<typeof staffApartment>;
export const staffApartmentsResponse = z.object({ data: z.array(staffApartment) });

/** GET /api/staff/documents?buildingId=…: a building's documents and its apartments'. */
export const staffDocumentsQuery = z.strictObject({
  buildingId: z.uuid({ error: (issue) => (issue.input === undefined ? V.required : V.invalid) }),
});
export const staffDocumentsResponse = z.object({ data: z.array(staffDocument) });
export const staffDocumentCreated = z.object({ data: staffDocument });
