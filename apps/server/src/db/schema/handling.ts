import { sql } from "drizzle-orm";
import { check, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { contracts } from "./contracts.ts";
import { persons, userAccounts } from "./persons.ts";

/** Sent (received), inProgress (in handling) or ready (completed); "Sent", "InProgress", "Ready" on the wire. */
export const HANDLING_STATUS_VALUES = ["sent", "inProgress", "ready"] as const;

/*
 * Column blocks of the requests a tenant sends to be handled (messages, fault reports). Functions,
 * so that each table gets its own column builders.
 */

/** The id and who sent it: the account, its person and the contract it was sent under. */
export const senderColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => userAccounts.id),
  personId: uuid("person_id")
    .notNull()
    .references(() => persons.id),
  contractId: uuid("contract_id")
    .notNull()
    .references(() => contracts.id, { onDelete: "cascade" }),
});

/** The language for replies, where handling stands and when it was sent and last changed. */
export const handlingColumns = () => ({
  language: text("language", { enum: ["fi", "en"] }).notNull(),
  status: text("status", { enum: HANDLING_STATUS_VALUES }).notNull().default("sent"),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Who moves a workflow's state: the product itself, a tenant, or a staff member. */
export const ACTOR_KINDS = ["system", "tenant", "staff"] as const;

/**
 * Who made a history row: the kind, and the account (tenant: user_accounts.id) or staff member's
 * id; the system has none. A history table spreads this with `actorCheck` among its constraints.
 */
export const actorColumns = () => ({
  actorKind: text("actor_kind", { enum: ACTOR_KINDS }).notNull(),
  actorId: uuid("actor_id"),
});

/** The system names no id; a tenant and a staff member always do. */
export const actorCheck = (table: string, t: { actorKind: AnyPgColumn; actorId: AnyPgColumn }) =>
  check(`${table}_actor_ck`, sql`(${t.actorKind} = 'system') = (${t.actorId} is null)`);

/** A status-history row's status, time and actor (the table adds its id and the request it belongs to). */
export const statusChangeColumns = () => ({
  status: text("status", { enum: HANDLING_STATUS_VALUES }).notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  ...actorColumns(),
});
