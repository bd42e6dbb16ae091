import { z } from "zod";
import { V, language } from "./common.ts";
import { phoneNumber } from "./contact.ts";
import {
  AFFECTED_AREAS,
  DEFECT_CLASSES,
  FAULT_DESCRIPTION_MAX,
  FAULT_TITLE_MAX,
  HANDLING_STATUSES,
  PETS_DESCRIPTION_MAX,
} from "./faults.constants.ts";
import { FEEDBACK_COMMENT_MAX, REOPEN_REASON_MAX } from "./fault-feedback.constants.ts";

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? V.required : V.invalid),
  });

/** Multipart fields are text: "true" / "false". */
const flag = z.enum(["true", "false"], { error: V.invalid }).transform((value) => value === "true");

/** A multipart field sent empty is a field not given. */
const absentWhenEmpty = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const noticeShape = {
  title: z.string({ error: V.required }).trim().min(1, V.required).max(FAULT_TITLE_MAX, V.tooLong),
  description: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(FAULT_DESCRIPTION_MAX, V.tooLong),
  defectClass: requiredEnum(DEFECT_CLASSES),
  affectedArea: z
    .string({ error: V.required })
    .transform((value) => (value === "public-spaces" ? "publicSpaces" : value))
    .pipe(requiredEnum(AFFECTED_AREAS)),
  hasPetsInApartment: flag.default(false),
  petsDescription: z.string().trim().max(PETS_DESCRIPTION_MAX, V.tooLong).optional(),
  masterKeyAccessAllowed: flag.default(false),
};

/** A description only means something when there are pets. */
function withPets<T extends { hasPetsInApartment: boolean; petsDescription?: string | undefined }>({
  petsDescription,
  ...rest
}: T) {
  return { ...rest, petsDescription: rest.hasPetsInApartment && petsDescription ? petsDescription : null };
}

/**
 * The text fields of POST /api/defect-notices/create (multipart/form-data; the files come in the
 * field "attachments", judged by the server as they stream). The specification's payload has no
 * phone or language: without them the report takes the profile's phone and the account's language.
 */
export const defectNoticeFields = z
  .strictObject({
    ...noticeShape,
    phone: z.preprocess(absentWhenEmpty, phoneNumber.optional()),
    language: z.preprocess(absentWhenEmpty, language.optional()),
  })
  .transform(withPets);
export type DefectNoticeFields = z.infer<typeof defectNoticeFields>;
export type DefectNoticeFieldsInput = z.input<typeof defectNoticeFields>;

/** The report form: the phone is asked for (filled in from the profile), the page's language sent. */
export const defectNoticeForm = z
  .strictObject({ ...noticeShape, phone: z.string({ error: V.required }).pipe(phoneNumber), language })
  .transform(withPets);
export type DefectNoticeForm = z.infer<typeof defectNoticeForm>;

export const handlingStatus = z.enum(HANDLING_STATUSES);

export const defectNoticeCreated = z.object({
  id: z.string(),
  status: handlingStatus,
  createdAt: z.string(),
});

export const defectNoticeListItem = z.object({
  id: z.string(),
  title: z.string(),
  defectClass: z.enum(DEFECT_CLASSES),
  affectedArea: z.enum(AFFECTED_AREAS),
  status: handlingStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  attachmentCount: z.number().int(),
});
export type DefectNoticeListItem = z.infer<typeof defectNoticeListItem>;

/** GET /api/defect-notices: the tenant's reports, newest first. */
export const defectNoticeListResponse = z.object({ items: z.array(defectNoticeListItem) });

/**
 * An item's history, oldest first: each status it reached, and each reply from the company and
 * answer by the tenant and each reopening by the tenant (`event`) with the status the item had then.
 */
export const statusHistory = z.array(
  z.object({
    status: handlingStatus,
    at: z.string(),
    event: z.enum(["reply", "answer", "reopened"]).optional(),
  }),
);

export const defectNoticeAttachment = z.object({
  id: z.string(),
  /** Fixed by the server ("liite-1.jpg"), never the uploaded name. */
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});

/** A report's rating as the tenant gave it, and staff see it. */
export const defectNoticeFeedback = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type DefectNoticeFeedback = z.infer<typeof defectNoticeFeedback>;

/** GET /api/defect-notices/:id: one report with its status history (oldest first) and attachments. */
export const defectNoticeDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  defectClass: z.enum(DEFECT_CLASSES),
  affectedArea: z.enum(AFFECTED_AREAS),
  hasPetsInApartment: z.boolean(),
  petsDescription: z.string().nullable(),
  masterKeyAccessAllowed: z.boolean(),
  phone: z.string(),
  status: handlingStatus,
  createdAt: z.string(),
  history: statusHistory,
  attachments: z.array(defectNoticeAttachment),
  /** The tenant's rating once given ("Korjattiinko vika?"), else null. */
  feedback: defectNoticeFeedback.nullable(),
  /** When the report was last completed (Ready), or null while it is not. */
  completedAt: z.string().nullable(),
  /** Until when a completed report may be reopened (14 days after its completion), or null. */
  reopenableUntil: z.string().nullable(),
});
export type DefectNoticeDetail = z.infer<typeof defectNoticeDetail>;

export const defectNoticeParams = z.object({ id: z.uuid({ error: V.invalid }) });
export const defectNoticeAttachmentParams = z.object({
  id: z.uuid({ error: V.invalid }),
  attachmentId: z.uuid({ error: V.invalid }),
});

/** POST /api/defect-notices/:id/feedback: was the fault fixed? A rating 1–5 and an optional comment, once. */
export const defectNoticeFeedbackRequest = z.strictObject({
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? V.required : V.invalid) })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(5, V.invalid),
  comment: z
    .string({ error: V.invalid })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, V.tooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type DefectNoticeFeedbackRequest = z.input<typeof defectNoticeFeedbackRequest>;

/** POST /api/defect-notices/:id/reopen: what is still wrong; the report goes back to handling. */
export const defectNoticeReopenRequest = z.strictObject({
  reason: z.string({ error: V.required }).trim().min(1, V.required).max(REOPEN_REASON_MAX, V.tooLong),
});
export type DefectNoticeReopenRequest = z.input<typeof defectNoticeReopenRequest>;

export const defectNoticeReopened = z.object({ id: z.string(), status: handlingStatus, at: z.string() });

/** 409 of the rating and the reopening: not completed, rated already, past the 14 days, or moved meanwhile. */
export const defectNoticeConflictResponse = z.object({
  error: z.enum(["NOT_COMPLETED", "FEEDBACK_GIVEN", "REOPEN_WINDOW_CLOSED", "STALE_STATE"]),
});

/** GET /api/staff/queue/fault-reports/:id/feedback: the tenant's rating, and each reopening with its reason, oldest first. */
export const staffFaultFeedbackResponse = z.object({
  feedback: defectNoticeFeedback.nullable(),
  reopenings: z.array(z.object({ at: z.string(), reason: z.string() })),
});
export type StaffFaultFeedbackResponse = z.infer<typeof staffFaultFeedbackResponse>;
