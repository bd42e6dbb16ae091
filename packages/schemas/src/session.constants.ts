/** Who a signed-in session belongs to: a tenant, a staff member, or a staff member viewing a tenant's pages read-only. */
export const SESSION_KINDS = ["tenant", "staff", "impersonation"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
