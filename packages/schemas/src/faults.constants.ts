/*
 * Fault-report choices and attachment limits as plain values, without the validation library: the
 * report form and the home card render with them before faults.ts loads.
 */

import { defineWorkflow } from "./workflow.constants.ts";

export const DEFECT_CLASSES = ["hvac", "electrical", "locks", "repair", "other"] as const;
export type DefectClass = (typeof DEFECT_CLASSES)[number];

/** Where the fault is. One older form wrote "public-spaces"; the server takes it as publicSpaces. */
export const AFFECTED_AREAS = ["apartment", "courtyard", "publicSpaces"] as const;
export type AffectedArea = (typeof AFFECTED_AREAS)[number];

/** Handling state of a fault report or a message: received, in handling, completed. */
export const HANDLING_STATUSES = ["Sent", "InProgress", "Ready"] as const;
export type HandlingStatus = (typeof HANDLING_STATUSES)[number];

/**
 * A fault report's way through maintenance: received, then in handling, then completed; a report
 * may be completed straight from received (a fault fixed on the first visit). A completed report
 * goes back to handling when the tenant answers a reply on it; a fault that comes back later is a
 * new report.
 */
export const FAULT_REPORT_WORKFLOW = defineWorkflow({
  states: HANDLING_STATUSES,
  initial: "Sent",
  transitions: { Sent: ["InProgress", "Ready"], InProgress: ["Ready"], Ready: ["InProgress"] },
  tones: { Sent: "waiting", InProgress: "active", Ready: "done" },
});

/** At most 3 attachments per report (tooManyFiles, maxFiles 3). */
export const MAX_FILES = 3;
/** Each attachment at most 5 MB (5 242 880 bytes). */
export const MAX_FILE_BYTES = 5_242_880;
/**
 * What the form offers to pick; the server decides by the file's bytes, not by this list, the
 * name or the declared type. HEIC is not among them: the server cannot decode it to re-encode it,
 * and leaving it out makes iPhones hand over a JPEG instead.
 */
export const ACCEPTED_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "application/pdf",
] as const;

export const FAULT_TITLE_MAX = 200;
export const FAULT_DESCRIPTION_MAX = 5000;
export const PETS_DESCRIPTION_MAX = 500;

/** Attachment field errors, as translation keys. */
export const ATTACHMENT_ERRORS = {
  tooManyFiles: "validation.tooManyFiles",
  invalidFile: "validation.invalidFile",
  fileTooLarge: "validation.fileTooLarge",
} as const;
