import { LANGUAGES } from "@portal/schemas/common";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";
import { contracts } from "./contracts.ts";
import { buildings } from "./organisations.ts";
import { persons, userAccounts } from "./persons.ts";
import { staffMembers } from "./staff.ts";

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
  language: text("language", { enum: LANGUAGES }).notNull(),
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

/**
 * What makes a request a work item in the staff queue: the building it concerns (its contract's,
 * kept on the row so the queue filters and limits to buildings by index), the staff member it is
 * assigned to (none: nobody has taken it) and when it is due by its service level.
 */
export const workItemColumns = () => ({
  buildingId: uuid("building_id")
    .notNull()
    .references(() => buildings.id),
  assigneeId: uuid("assignee_id").references(() => staffMembers.id, { onDelete: "set null" }),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
});

/** A state name as an SQL literal in an index's predicate (states are plain identifiers). */
const quoted = (state: string) => {
  if (!/^[A-Za-z_]+$/.test(state)) throw new Error(`workItemIndexes: state ${state} is not a plain name`);
  return `'${state}'`;
};

/**
 * The queue's indexes of a work-item table (the state's is the table's own queue index): newest
 * first, by building, by assignee, and the open items by due time (most overdue first). `closed`
 * are the kind's closed states as stored (the states not in its QUEUE_KINDS entry's `open`): the
 * open items' index leaves them out in the form the queue asks (`state <> 'ready'`, or
 * `state not in (…)` for several).
 */
export const workItemIndexes = (
  table: string,
  t: {
    id: AnyPgColumn;
    createdAt: AnyPgColumn;
    buildingId: AnyPgColumn;
    assigneeId: AnyPgColumn;
    dueAt: AnyPgColumn;
    status: AnyPgColumn;
  },
  closed: readonly string[] = ["ready"],
) => [
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_building_created_idx`).on(t.buildingId, t.createdAt, t.id),
  index(`${table}_assignee_created_idx`).on(t.assigneeId, t.createdAt, t.id),
  index(`${table}_open_due_idx`)
    .on(t.dueAt, t.id)
    .where(
      closed.length === 1
        ? sql`${t.status} <> ${sql.raw(quoted(closed[0]!))}`
        : sql`${t.status} not in (${sql.raw(closed.map(quoted).join(", "))})`,
    ),
];

/**
 * The queue's text search (`q`, ILIKE '%…%' over subject and description) by trigram indexes, one
 * per column, which the planner ORs together (pg_trgm; created by the migration 0020_queue_search,
 * and loaded into PGlite by db/client.ts).
 */
export const workItemSearchIndexes = (
  table: string,
  subject: ExtraConfigColumn,
  description: ExtraConfigColumn,
) => [
  index(`${table}_subject_trgm_idx`).using("gin", subject.op("gin_trgm_ops")),
  index(`${table}_description_trgm_idx`).using("gin", description.op("gin_trgm_ops")),
];
