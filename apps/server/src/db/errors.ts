/** SQLSTATE of a unique-constraint violation: a row was taken between our check and our write. */
export const UNIQUE_VIOLATION = "23505";
/**
 * SQLSTATE of a deadlock the database broke by aborting one side. Two transactions inserting the
 * same range under an exclusion constraint each find the other's row and wait for it: PostgreSQL
 * aborts one of them, which may simply try again.
 */
export const DEADLOCK_DETECTED = "40P01";
/** SQLSTATE of a foreign-key violation: the row referred to went away meanwhile. */
export const FOREIGN_KEY_VIOLATION = "23503";

/** Drizzle wraps driver errors; the SQLSTATE is on the innermost cause (pg and PGlite alike). */
export function sqlState(err: unknown): string | undefined {
  for (
    let e = err, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === UNIQUE_VIOLATION;
}

/**
 * What of a failed query may be logged: the SQLSTATE and the statement with its placeholders.
 * Never the parameters or the driver's message and detail, which quote values (emails, hashes).
 */
export function databaseErrorSummary(err: unknown): { sqlState: string; query?: string } | undefined {
  const state = sqlState(err);
  if (!state) return undefined;
  const query = (err as { query?: unknown }).query;
  return { sqlState: state, ...(typeof query === "string" ? { query: query.slice(0, 300) } : {}) };
}
