/*
 * Staff roles and what each may do, as plain values without the validation library: the server's
 * access layer answers every staff decision from ROLE_PERMISSIONS, and the web reads the same table
 * to show a staff member only the actions they may take.
 */

/**
 * Customer service sees every building; a maintenance coordinator, a moderator or a property manager
 * may be limited to the buildings assigned to them.
 */
export const STAFF_ROLES = [
  "customer_service",
  "maintenance",
  "moderator",
  "property_manager",
  "admin",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every permission a staff route may declare, by name. */
export const PERMISSIONS = {
  /** Read one's own staff profile: id, roles and buildings. */
  staffProfile: "staff.profile",
  /** View a tenant's pages read-only (impersonation). */
  tenantsImpersonate: "tenants.impersonate",
  /** Work the handling queue: list and count work items (each kind's items also need its own permission). */
  queueWork: "queue.work",
  /** Handle fault reports: the queue and their state. */
  faultsHandle: "faults.handle",
  /** Answer messages to customer service: the queue and their state. */
  messagesHandle: "messages.handle",
  /** Review lease terminations. */
  terminationsReview: "terminations.review",
  /** Review resident-committee forms. */
  formsReview: "forms.review",
  /** Manage resident committees: their buildings, members and roles, and the buildings' yearly activity allowance. */
  committeesManage: "committees.manage",
  /** Moderate apartment exchange notices. */
  exchangeModerate: "exchange.moderate",
  /** Read the ready-made replies, to pick one when replying to a tenant. */
  replyTemplatesRead: "replyTemplates.read",
  /** Write, change and remove the ready-made replies. */
  replyTemplatesManage: "replyTemplates.manage",
  /** Assign roles and buildings to staff members. */
  staffManage: "staff.manage",
  /** Unlock a tenant's password sign-in after the lock of 100 failures. */
  tenantsUnlock: "tenants.unlock",
  /** Write, change and withdraw the company's notices and events for the buildings one sees. */
  noticesManage: "notices.manage",
  /** Upload and remove the documents of the buildings one sees and their apartments. */
  documentsManage: "documents.manage",
  /** Place a bank payment no reference matched on a contract, or mark it returned to the payer. */
  paymentsPlace: "payments.place",
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const PERMISSION_VALUES = Object.values(PERMISSIONS) as readonly Permission[];

/** The one permission table: what each role may do (in the buildings the staff member sees). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  customer_service: [
    PERMISSIONS.staffProfile,
    PERMISSIONS.tenantsImpersonate,
    PERMISSIONS.queueWork,
    PERMISSIONS.faultsHandle,
    PERMISSIONS.messagesHandle,
    PERMISSIONS.terminationsReview,
    PERMISSIONS.exchangeModerate,
    PERMISSIONS.replyTemplatesRead,
    PERMISSIONS.paymentsPlace,
  ],
  maintenance: [
    PERMISSIONS.staffProfile,
    PERMISSIONS.queueWork,
    PERMISSIONS.faultsHandle,
    PERMISSIONS.replyTemplatesRead,
  ],
  moderator: [
    PERMISSIONS.staffProfile,
    PERMISSIONS.queueWork,
    PERMISSIONS.exchangeModerate,
    PERMISSIONS.formsReview,
  ],
  property_manager: [
    PERMISSIONS.staffProfile,
    PERMISSIONS.queueWork,
    PERMISSIONS.faultsHandle,
    PERMISSIONS.terminationsReview,
    PERMISSIONS.formsReview,
    PERMISSIONS.committeesManage,
    PERMISSIONS.replyTemplatesRead,
    PERMISSIONS.noticesManage,
    PERMISSIONS.documentsManage,
  ],
  admin: PERMISSION_VALUES,
};

/** Every staff route lives under this prefix and must declare its permission. */
export const STAFF_API_PREFIX = "/api/staff/";

/**
 * The staff routes without a session, because they make one: starting the sign-in at the company's
 * identity provider and completing it. Every other route under STAFF_API_PREFIX declares a permission.
 */
export const STAFF_SIGN_IN_ROUTES = ["/api/staff/auth/start", "/api/staff/auth/callback"] as const;

/** Why a staff sign-in was refused (401 of POST /api/staff/auth/callback). */
export const STAFF_SIGN_IN_ERRORS = [
  /** The sign-in was not started in this browser, was already used, or the provider refused it. */
  "STAFF_SIGN_IN_FAILED",
  /** More than 10 minutes between the start and the return. */
  "STAFF_SIGN_IN_EXPIRED",
  /** The provider's email matches no active staff member with a role. */
  "STAFF_NOT_ALLOWED",
] as const;

/** The web page the staff identity provider returns to (the OpenID Connect redirect URI's path). */
export const STAFF_SIGN_IN_PAGE = "/hallinta/kirjautuminen";

/** A staff session ends after 8 h without a request, and 12 h after sign-in in any case. */
export const STAFF_INACTIVITY_LIMIT_MS = 8 * 3_600_000;
export const STAFF_SESSION_ABSOLUTE_LIMIT_MS = 12 * 3_600_000;
