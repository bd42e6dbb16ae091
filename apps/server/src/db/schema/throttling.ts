import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
