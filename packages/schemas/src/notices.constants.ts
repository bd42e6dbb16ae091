/*
 * Notices, events and documents of a building: plain values shared by the server and the web.
 */

/** Rows one page of notices or events holds (the specification's page size). */
export const NOTICES_PAGE_SIZE = 12;

/** Only notices published within the last 2 years are shown (63 072 000 000 ms). */
export const NOTICE_MAX_AGE_MS = 63_072_000_000;

/** The company's own notice, written by staff (the specification names no type for it). */
export const COMPANY_NOTICE = "CompanyNotice";
/** The company's own event, written by staff. */
export const COMPANY_EVENT = "CompanyEvent";
/** A PDF the company put in a building's folder named `notices`. */
export const DOCUMENT_NOTICE = "DocumentNotice";

/** Approved committee forms that are notices of the committee's buildings. */
export const COMMITTEE_NOTICE_FORM_TYPES = ["ActionPlan", "ActionReport", "MeetingMinutes"] as const;
/** Approved committee forms that are events of the committee's buildings. */
export const COMMITTEE_EVENT_FORM_TYPES = ["EventInvite"] as const;

export const NOTICE_FORM_TYPES = [COMPANY_NOTICE, DOCUMENT_NOTICE, ...COMMITTEE_NOTICE_FORM_TYPES] as const;
export type NoticeFormType = (typeof NOTICE_FORM_TYPES)[number];
export const EVENT_FORM_TYPES = [COMPANY_EVENT, ...COMMITTEE_EVENT_FORM_TYPES] as const;
export type EventFormType = (typeof EVENT_FORM_TYPES)[number];

/** The one state a notice or event in a tenant's list is in. */
export const PUBLISHED = "Published";

/**
 * The two event pages: the building's events (`/taloni/talon-tapahtumat`: maintenance and company
 * events of the building) and resident events (`/asuminen/asukastapahtumat`: events for the
 * residents, committee invitations among them).
 */
export const EVENT_AUDIENCES = ["building", "resident"] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

/**
 * Which events a list shows: those not yet over (soonest first), or those over (latest first).
 * Past events are never listed among the coming ones.
 */
export const EVENT_PERIODS = ["upcoming", "past"] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

/** Event invitation types of the committee form (specification, section 3). */
export const EVENT_INVITE_TYPES = ["CommunityWorkDay", "Party", "CommunityMeeting", "OtherEvent"] as const;

export const NOTICE_TITLE_MAX = 200;
/** The rich text as sent, before sanitising. */
export const NOTICE_TEXT_MAX = 20_000;
export const EVENT_LOCATION_MAX = 200;
/** How many buildings one notice or event may target. */
export const NOTICE_BUILDINGS_MAX = 500;

/** The root folders of a building's or apartment's documents. */
export const DOCUMENT_FOLDERS = ["home", "notices"] as const;
export type DocumentFolder = (typeof DOCUMENT_FOLDERS)[number];
/** The folder whose documents the documents page lists (the specification's home folder). */
export const HOME_FOLDER = "home";
/** The folder whose documents count as notices. */
export const NOTICES_FOLDER = "notices";
/** Where a document belongs: its group on the documents page. */
export const DOCUMENT_SCOPES = ["costCenter", "apartment", "building"] as const;
export type DocumentScope = (typeof DOCUMENT_SCOPES)[number];

export const DOCUMENT_NAME_MAX = 200;
export const DOCUMENT_SUBFOLDER_MAX = 100;
/** A document's PDF may be at most 20 MiB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
