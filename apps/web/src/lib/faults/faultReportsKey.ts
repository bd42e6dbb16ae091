/**
 * Every query about the tenant's fault reports starts with this key, so one invalidation refreshes
 * all. A module of its own: the new report's page invalidates the list without loading its query.
 */
export const faultReportsKey = ["faultReports"] as const;
