import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userAccounts } from "./persons.ts";

/**
 * Browsers that have signed in to an account before (the device-cookie pattern): sign-in from one
 * is not held back by failures made elsewhere. `id` is the SHA-256 of the cookie's random value.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Wrong passwords typed in this browser since its last success; at the limit the row goes. */
    failures: integer("failures").notNull().default(0),
  },
  (t) => [index("trusted_devices_user_idx").on(t.userId, t.lastUsedAt)],
);
