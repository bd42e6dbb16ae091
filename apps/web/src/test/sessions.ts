import type { SessionInfo } from "@portal/schemas/session";

/** What GET /api/session answers for each kind of party, for tests of guards and frames. */
export const TENANT: SessionInfo = { kind: "tenant", roles: [], permissions: [], impersonation: null };
export const STAFF: SessionInfo = {
  kind: "staff",
  roles: ["customer-service"],
  permissions: ["faults.review"],
  impersonation: null,
};
export const IMPERSONATION: SessionInfo = {
  kind: "impersonation",
  roles: ["customer-service"],
  permissions: [],
  impersonation: { staffId: "s1", staffName: "Sanna Henkilö" },
};
