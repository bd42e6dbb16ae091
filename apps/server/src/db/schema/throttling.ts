import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Throttling events, kept in the database so limits hold across restarts and several server
 * processes. `bucket` is e.g. "login:account:<email>" or "login:address:<ip>".
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("throttle_events_bucket_idx").on(t.bucket, t.createdAt)],
);

/**
 * Consecutive failed sign-ins and code checks per account, reset only by a success: after 10 the
 * wait before the next try grows, at 100 password sign-in is locked until the tenant identifies
 * with the bank (or staff unlock). `key` is "user:<id>", or "name:<digest>" for an address with no
 * account, which is counted and locked the same way so the answers never tell the two apart.
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: text("key").primaryKey(),
  consecutive: integer("consecutive").notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true, mode: "date" }).notNull(),
  lockedAt: timestamp("locked_at", { withTimezone: true, mode: "date" }),
});
