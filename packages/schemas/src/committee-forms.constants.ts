/*
 * Resident-committee forms as plain values without the validation library: the six form types,
 * their states and the one transition table, the limits and the error codes. The committee page
 * and the form cards render with these before committee-forms.ts loads.
 */

import { defineWorkflow } from "./workflow.constants.ts";

/** Committee forms: published as the building's notices (three) or events (one). */
export const NOTICE_FORM_TYPES = ["MeetingMinutes", "ActionPlan", "ActionReport"] as const;
export const EVENT_FORM_TYPES = ["EventInvite"] as const;
export const COMMITTEE_FORM_TYPES = [...NOTICE_FORM_TYPES, ...EVENT_FORM_TYPES] as const;
/** Expense forms: submitted for approval (with receipts), never published. */
export const EXPENSE_FORM_TYPES = ["GeneralExpenseReport", "TravelExpenseReport"] as const;
export const FORM_TYPES = [...COMMITTEE_FORM_TYPES, ...EXPENSE_FORM_TYPES] as const;

export type NoticeFormType = (typeof NOTICE_FORM_TYPES)[number];
export type CommitteeFormType = (typeof COMMITTEE_FORM_TYPES)[number];
export type ExpenseFormType = (typeof EXPENSE_FORM_TYPES)[number];
export type FormType = (typeof FORM_TYPES)[number];

export function isExpenseFormType(formType: FormType): formType is ExpenseFormType {
  return (EXPENSE_FORM_TYPES as readonly string[]).includes(formType);
}
export function isNoticeFormType(formType: FormType): formType is NoticeFormType {
  return (NOTICE_FORM_TYPES as readonly string[]).includes(formType);
}

/** The route segment of each form under /asuminen/asukastoimikunta/. */
export const FORM_ROUTE_SEGMENTS: Readonly<Record<FormType, string>> = {
  MeetingMinutes: "kokouspoytakirja",
  ActionPlan: "toimintasuunnitelma",
  ActionReport: "toimintakertomus",
  EventInvite: "tapahtumakutsu",
  GeneralExpenseReport: "kuluselvitys",
  TravelExpenseReport: "matkalasku",
};

/**
 * Every form state. Committee forms end Published, expense forms Approved; both may be Rejected
 * (and then edited and sent again) or Archived.
 */
export const FORM_STATES = [
  "Draft",
  "AwaitingApproval",
  "Published",
  "Approved",
  "Rejected",
  "Archived",
] as const;
export type FormState = (typeof FORM_STATES)[number];
export const COMMITTEE_FORM_STATES = [
  "Draft",
  "AwaitingApproval",
  "Published",
  "Archived",
  "Rejected",
] as const;
export const EXPENSE_FORM_STATES = ["Draft", "AwaitingApproval", "Approved", "Rejected", "Archived"] as const;

/**
 * The one transition table of every form: a draft is published or submitted (AwaitingApproval); the
 * moderator approves (Published for committee forms, Approved for expense forms, see
 * approvedStateOf) or rejects; a rejected form is edited and sent again. Published and approved
 * forms are archived, never edited.
 */
export const FORM_WORKFLOW = defineWorkflow({
  states: FORM_STATES,
  initial: "Draft",
  transitions: {
    Draft: ["AwaitingApproval", "Archived"],
    AwaitingApproval: ["Published", "Approved", "Rejected"],
    Published: ["Archived"],
    Approved: ["Archived"],
    Rejected: ["AwaitingApproval", "Archived"],
    Archived: [],
  },
  tones: {
    Draft: "active",
    AwaitingApproval: "waiting",
    Published: "done",
    Approved: "done",
    Rejected: "refused",
    Archived: "done",
  },
});

/** The state an approval moves a form to. */
export function approvedStateOf(formType: FormType): "Published" | "Approved" {
  return isExpenseFormType(formType) ? "Approved" : "Published";
}

/** States in which the author (or another member of the committee) may still change the form. */
export const EDITABLE_FORM_STATES = ["Draft", "Rejected"] as const satisfies readonly FormState[];
export function isEditableFormState(state: FormState): boolean {
  return (EDITABLE_FORM_STATES as readonly string[]).includes(state);
}

export const EVENT_TYPES = ["CommunityWorkDay", "Party", "CommunityMeeting", "OtherEvent"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_COVER_IMAGES = ["propertyImage", "none"] as const;
export const EVENT_REPEATS = ["never", "weekly", "biweekly", "monthly", "yearly"] as const;

export const COMMITTEE_ROLES = ["chair", "secretary", "member"] as const;
export type CommitteeRole = (typeof COMMITTEE_ROLES)[number];

/** Years a form may name. */
export const YEAR_MIN = 1000;
export const YEAR_MAX = 9999;
/** Meeting minutes need at least two participants. */
export const PARTICIPANTS_MIN = 2;
export const PARTICIPANTS_MAX = 10_000;
/** At most three entries per expense form (travel: public transport and own car together). */
export const EXPENSE_ENTRIES_MAX = 3;
/** Smallest amount, in cents (0.01 €). */
export const AMOUNT_MIN_CENTS = 1;
/** Largest amount of one entry or budget line, in cents (1 000 000 €). */
export const AMOUNT_MAX_CENTS = 100_000_000;
/** Time picker: 15-minute steps 00:00–23:45. */
export const TIME_STEP_MINUTES = 15;
/**
 * A community meeting's invitation must go out at least 14 days ahead (the joint-administration
 * act's notice period); other events get a warning when closer.
 */
export const EVENT_NOTICE_DAYS = 14;
/** At most this many activities, items or receipts per entry: room for a year's plan. */
export const ACTIVITIES_MAX = 100;
export const MEETING_ITEMS_MAX = 100;
export const RECEIPTS_PER_ENTRY_MAX = 5;
/** Text limits: one line, and a longer text. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 10_000;
export const REJECTION_REASON_MAX = 2_000;

/** Receipts: each at most 5 MB, images and PDF only (bytes decide). */
export const RECEIPT_MAX_BYTES = 5_242_880;
/** A multipart expense report carries at most this many fields (text and files). */
export const MULTIPART_FIELDS_MAX = 200;
/** The largest index a multipart key may name (`purchaseReports[2]`). */
export const MULTIPART_INDEX_MAX = 99;
/** A receipt's signed link works this long. */
export const SIGNED_URL_TTL_SECONDS = 300;

/** A review link works 14 days. */
export const REVIEW_TOKEN_TTL_DAYS = 14;
/** Ordering a new review link: this many per form within the window. */
export const REVIEW_RESEND_LIMIT = 3;
export const REVIEW_RESEND_WINDOW_MINUTES = 60;

/**
 * The yearly activity allowance of a building when staff have set none: 200 € plus 13 € per
 * apartment, at least 600 € and at most 2 200 € (in cents).
 */
export const ALLOWANCE_BASE_CENTS = 20_000;
export const ALLOWANCE_PER_APARTMENT_CENTS = 1_300;
export const ALLOWANCE_MIN_CENTS = 60_000;
export const ALLOWANCE_MAX_CENTS = 220_000;
/** The most staff may set for one building and year (100 000 €). */
export const ALLOWANCE_SET_MAX_CENTS = 10_000_000;

/**
 * Error codes of these calls (the `error` of the answer), beside the common ones (NOT_FOUND,
 * STALE_STATE, TOO_MANY_REQUESTS…).
 */
export const COMMITTEE_FORM_ERRORS = {
  /** 403: the caller is not a member of any committee (or not of the one named). */
  notCommitteeMember: "NOT_COMMITTEE_MEMBER",
  /** 409: the form is no longer Draft or Rejected, so it cannot be changed. */
  formNotEditable: "FORM_NOT_EDITABLE",
  /** 401: the review link has expired; POST /api/form-review/resend/:token orders a new one. */
  reviewLinkExpired: "REVIEW_LINK_EXPIRED",
} as const;
export type CommitteeFormError = (typeof COMMITTEE_FORM_ERRORS)[keyof typeof COMMITTEE_FORM_ERRORS];

/** Validation keys of these forms (the web's validation namespace translates them). */
export const FORM_VALIDATION = {
  invalidDate: "validation.invalidDate",
  invalidTime: "validation.invalidTime",
  yearRange: "validation.yearRange",
  monthRange: "validation.monthRange",
  participantsMin: "validation.participantsMin",
  twoWords: "validation.twoWords",
  mustConfirm: "validation.mustConfirm",
  amountMin: "validation.amountMin",
  amountDecimals: "validation.amountDecimals",
  amountMax: "validation.amountMax",
  iban: "validation.iban",
  tooManyEntries: "validation.tooManyEntries",
  atLeastOne: "validation.atLeastOne",
  numberMin: "validation.numberMin",
  meetingNoticeTooShort: "validation.meetingNoticeTooShort",
  repeatEndBeforeDate: "validation.repeatEndBeforeDate",
  invalidFile: "validation.invalidFile",
  fileTooLarge: "validation.fileTooLarge",
  /** Staff: the building already has a committee. */
  buildingHasCommittee: "validation.buildingHasCommittee",
  /** Staff: no tenant account with a current lease in the committee's buildings. */
  notResident: "validation.notResident",
  /** Staff: the resident already sits on a committee. */
  alreadyMember: "validation.alreadyMember",
} as const;
