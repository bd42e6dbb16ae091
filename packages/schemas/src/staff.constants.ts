/*
 * Staff roles and what each may do, as plain values without the validation library: the server's
 * access layer answers every staff decision from ROLE_PERMISSIONS, and the web reads the same table
 * to show a staff member only the actions they may take.
 */

/** Customer service sees every building; a property manager only the buildings assigned to them. */
export const STAFF_ROLES = ["customer_service", "property_manager", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every permission a staff route may declare, by name. */
export const PERMISSIONS = {
  /** Read one's own staff profile: id, roles and buildings. */
  staffProfile: "staff.profile",
  /** View a tenant's pages read-only (impersonation). */
  tenantsImpersonate: "tenants.impersonate",
  /** Handle fault reports: the queue and their state. */
  faultsHandle: "faults.handle",
  /** Answer messages to customer service: the queue and their state. */
  messagesHandle: "messages.handle",
  /** Review lease terminations. */
  terminationsReview: "terminations.review",
  /** Review resident-committee forms. */
  formsReview: "forms.review",
  /** Moderate apartment exchange notices. */
  exchangeModerate: "exchange.moderate",
  /** Assign roles and buildings to staff members. */
  staffManage: "staff.manage",
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const PERMISSION_VALUES = Object.values(PERMISSIONS) as readonly Permission[];

/** The one permission table: what each role may do (in the buildings the staff member sees). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  customer_service: [
    PERMISSIONS.staffProfile,
    PERMISSIONS.tenantsImpersonate,
    PERMISSIONS.faultsHandle,
    PERMISSIONS.messagesHandle,
    PERMISSIONS.exchangeModerate,
  ],
  property_manager: [
    PERMISSIONS.staffProfile,
    PERMISSIONS.faultsHandle,
    PERMISSIONS.terminationsReview,
    PERMISSIONS.formsReview,
  ],
  admin: PERMISSION_VALUES,
};

/** Every staff route lives under this prefix and must declare its permission. */
export const STAFF_API_PREFIX = "/api/staff/";
