/*
 * Fault-report choices and attachment limits as plain values, without the validation library: the
 * report form and the home card render with them before faults.ts loads.
 */

import { HANDLING_WORKFLOW } from "./handling.constants.ts";

export { HANDLING_STATUSES, type HandlingStatus } from "./handling.constants.ts";

export const DEFECT_CLASSES = ["hvac", "electrical", "locks", "repair", "other"] as const;
export type DefectClass = (typeof DEFECT_CLASSES)[number];

/** Where the fault is. One older form wrote "public-spaces"; the server takes it as publicSpaces. */
export const AFFECTED_AREAS = ["apartment", "courtyard", "publicSpaces"] as const;
export type AffectedArea = (typeof AFFECTED_AREAS)[number];

/** A fault report's way through maintenance: the handling workflow every request shares. */
export const FAULT_REPORT_WORKFLOW = HANDLING_WORKFLOW;

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
