import type { Language } from "@portal/schemas/common";
import { and, asc, count, eq, ilike, inArray, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { encodeCursor } from "@portal/schemas/page";
import {
  ASSIGNEE_ME,
  ASSIGNEE_NONE,
  isStateOf,
  queueCountCap,
  WORK_ITEM_PERMISSIONS,
  type WorkItemKind,
  type WorkItemState,
} from "@portal/schemas/queue.constants";
import type { QueueQuery } from "@portal/schemas/queue";
import { ROLE_PERMISSIONS, type StaffRole } from "@portal/schemas/staff.constants";
import type { Db } from "../../db/client.ts";
import { reach as staffReach, seesNoBuilding } from "../../access/reach.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { defectNoticeAttachments, defectNotices } from "../../db/schema/faults.ts";
import { contactRequests } from "../../db/schema/messages.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { staffBuildings, staffMembers, staffRoles } from "../../db/schema/staff.ts";
import type { Actor } from "../../lib/workflow.ts";
import type { BuildingScope } from "../../plugins/principal.ts";
import type { OutboxMessage } from "../outbox/index.ts";
import { closedStored, type QueueSource, type WorkItemSources } from "./sources.repository.ts";

/** Who reads the queue: the staff member, and where. */
export interface Reader {
  staffId: string;
  buildings: BuildingScope;
}

export interface QueueRow {
  kind: WorkItemKind;
  id: string;
  subject: string;
  category: string;
  buildingId: string;
  buildingName: string;
  state: WorkItemState;
  createdAt: Date;
  dueAt: Date;
  assigneeId: string | null;
  assigneeName: string | null;
}

/** One item as the detail reads it. */
interface ItemRow {
  id: string;
  subject: string;
  description: string;
  category: string;
  state: string;
  language: Language;
  createdAt: Date;
  updatedAt: Date;
  dueAt: Date;
  assigneeId: string | null;
  assigneeName: string | null;
  senderFirstName: string;
  senderLastName: string;
  senderPhone: string | null;
  senderEmail: string;
  senderCustomerNumber: number;
  senderProtectionOrder: boolean;
  building: { id: string; name: string; streetAddress: string; postalCode: string; city: string };
  apartment: { id: string; number: string };
  contract: { id: string; number: string; startDate: string; endDate: string | null };
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * That an item of the kind waits for the company: its state is none of the kind's closed ones (the
 * form of the work-item tables' partial index on the open items, workItemIndexes).
 */
function isOpen(s: QueueSource): SQL {
  const closed = closedStored(s);
  return closed.length ? notInArray(s.state, closed) : sql`true`;
}

/** The queue's conditions on one kind's table: the reader's buildings and the filters. */
function conditions(s: QueueSource, query: QueueQuery, reader: Reader, now: Date): SQL | null {
  if (query.kind && query.kind !== s.kind) return null;
  if (query.state && !isStateOf(s.kind, query.state)) return null;
  const category = query.category ? s.categoryIs(query.category) : undefined;
  if (category === null) return null;
  if (seesNoBuilding(reader.buildings)) return null;
  const open = isOpen(s);
  return (
    and(
      s.visible,
      staffReach.workItems(s.buildingId, reader.buildings),
      query.building ? eq(s.buildingId, query.building) : undefined,
      query.state ? eq(s.state, s.stored(query.state)) : undefined,
      category,
      query.assignee === ASSIGNEE_ME
        ? eq(s.assigneeId, reader.staffId)
        : query.assignee === ASSIGNEE_NONE
          ? isNull(s.assigneeId)
          : query.assignee
            ? eq(s.assigneeId, query.assignee)
            : undefined,
      query.overdue ? and(open, lt(s.dueAt, now)) : undefined,
      query.sort === "overdue" ? open : undefined,
      query.q
        ? or(ilike(s.subject, `%${likeLiteral(query.q)}%`), ilike(s.description, `%${likeLiteral(query.q)}%`))
        : undefined,
    ) ?? sql`true`
  );
}

/** The staff members (active) whose roles handle `kind`, with their buildings. */
function handlersOf(kind: WorkItemKind): StaffRole[] {
  return (Object.entries(ROLE_PERMISSIONS) as [StaffRole, readonly string[]][])
    .filter(([, permissions]) => permissions.includes(WORK_ITEM_PERMISSIONS[kind]))
    .map(([role]) => role);
}

/** The queue over every kind's source (the modules' declared `workItems`). */
export function createQueueRepository(db: Db, sources: WorkItemSources) {
  const SOURCES: Readonly<Record<WorkItemKind, QueueSource>> = sources;
  /** Each kind's state moves and history. */
  const states = Object.fromEntries(
    (Object.keys(SOURCES) as WorkItemKind[]).map((kind) => [kind, SOURCES[kind].states(db)]),
  ) as Record<WorkItemKind, ReturnType<QueueSource["states"]>>;

  /** The reader's buildings as a condition on a kind's table (undefined: every building). */
  const reach = (s: QueueSource, buildings: BuildingScope) => staffReach.workItems(s.buildingId, buildings);

  /** The order of a sort, on one kind's columns or on the union's. */
  function order(sort: QueueQuery["sort"], key: SQL | PgColumn, id: SQL | PgColumn): SQL {
    return sort === "overdue" ? sql`${key} asc, ${id} asc` : sql`${key} desc, ${id} desc`;
  }

  /**
   * One kind's rows of a page, as a subquery of the union: after the cursor in the sort's order, at
   * most `limit`, read by the kind's own index (newest: created_at, id; overdue: the open items'
   * due_at, id).
   */
  function branch(s: QueueSource, where: SQL, query: QueueQuery, limit: number): SQL {
    const overdue = query.sort === "overdue";
    const key = overdue ? s.dueAt : s.createdAt;
    const cursor = query.cursor;
    const after = cursor
      ? overdue
        ? sql`(${key}, ${s.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${key}, ${s.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
      : sql`true`;
    return sql`(select ${s.kind}::text as kind, ${s.id} as id, ${s.subject} as subject,
      ${s.category} as category, ${s.buildingId} as building_id, ${buildings.name} as building_name,
      ${s.state} as state, ${s.createdAt} as created_at, ${s.dueAt} as due_at,
      ${s.assigneeId} as assignee_id, ${staffMembers.name} as assignee_name
      from ${s.table}
      inner join ${buildings} on ${buildings.id} = ${s.buildingId}
      left join ${staffMembers} on ${staffMembers.id} = ${s.assigneeId}
      where ${where} and ${after}
      order by ${order(query.sort, key, s.id)} limit ${limit})`;
  }

  /** How many items of one kind match, counted up to one past the cap. */
  const counted = (s: QueueSource, where: SQL, cap: number) =>
    sql`(select count(*) from (select 1 from ${s.table} where ${where} limit ${cap + 1}) as m)`;

  interface UnionRow {
    kind: WorkItemKind;
    id: string;
    subject: string;
    category: string;
    building_id: string;
    building_name: string;
    state: string;
    created_at: Date | string;
    due_at: Date | string;
    assignee_id: string | null;
    assignee_name: string | null;
    total: number | string;
  }

  return {
    /**
     * One page of the queue over the kinds the reader handles: each kind's rows read by its own
     * index in the sort's order (newest: created_at, id descending; overdue: the open items by
     * due_at, id ascending), merged, and the first `limit`; the cursor names the last row's sort
     * key and id.
     */
    async page(kinds: readonly WorkItemKind[], query: QueueQuery, reader: Reader, now: Date) {
      const sources = kinds
        .map((kind) => ({ s: SOURCES[kind], where: conditions(SOURCES[kind], query, reader, now) }))
        .filter((b): b is { s: QueueSource; where: SQL } => b.where !== null);
      if (!sources.length) return { items: [], nextCursor: null, total: 0, totalCapped: false };
      const cap = queueCountCap(query);
      // One statement: each kind's page by its own index, merged, and the kinds' capped counts.
      const totalSql = sql.join(
        sources.map(({ s, where }) => counted(s, where, cap)),
        sql` + `,
      );
      const union = sql.join(
        sources.map(({ s, where }) => branch(s, where, query, query.limit + 1)),
        sql` union all `,
      );
      const key = sql.raw(query.sort === "overdue" ? "u.due_at" : "u.created_at");
      const result = await db.execute(sql`select u.*, (${totalSql})::int as total from (${union}) as u
        order by ${order(query.sort, key, sql.raw("u.id"))} limit ${query.limit + 1}`);
      const rows = (result as unknown as { rows: UnionRow[] }).rows;
      const merged: QueueRow[] = rows.map((r) => ({
        kind: r.kind,
        state: SOURCES[r.kind].wire(r.state),
        id: r.id,
        subject: r.subject,
        category: r.category,
        buildingId: r.building_id,
        buildingName: r.building_name,
        createdAt: new Date(r.created_at),
        dueAt: new Date(r.due_at),
        assigneeId: r.assignee_id,
        assigneeName: r.assignee_name,
      }));
      // No rows after a cursor says nothing of the count: ask for it alone.
      const sum = rows.length
        ? Number(rows[0]!.total)
        : Number(
            (
              (await db.execute(sql`select (${totalSql})::int as total`)) as unknown as {
                rows: { total: number }[];
              }
            ).rows[0]?.total ?? 0,
          );
      const items = merged.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor =
        merged.length > query.limit && last
          ? encodeCursor({ createdAt: query.sort === "overdue" ? last.dueAt : last.createdAt, id: last.id })
          : null;
      return { items, nextCursor, total: Math.min(sum, cap), totalCapped: sum > cap };
    },

    /** The buildings in the reader's reach, by name. */
    async buildingsInReach(reach: BuildingScope) {
      if (seesNoBuilding(reach)) return [];
      return db
        .select({ id: buildings.id, name: buildings.name })
        .from(buildings)
        .where(staffReach.buildings(reach))
        .orderBy(asc(buildings.name), asc(buildings.id));
    },

    /** Per kind: open (in one of its open states), overdue, assigned to the reader and to nobody, in the reader's buildings. */
    async summary(kinds: readonly WorkItemKind[], reader: Reader, now: Date) {
      return Promise.all(
        kinds.map(async (kind) => {
          const s = SOURCES[kind];
          const [row] = await db
            .select({
              open: count(),
              overdue:
                sql<number>`count(*) filter (where ${s.dueAt} < ${now.toISOString()}::timestamptz)`.mapWith(
                  Number,
                ),
              mine: sql<number>`count(*) filter (where ${s.assigneeId} = ${reader.staffId}::uuid)`.mapWith(
                Number,
              ),
              unassigned: sql<number>`count(*) filter (where ${s.assigneeId} is null)`.mapWith(Number),
            })
            .from(s.table as PgTable)
            .where(and(s.visible, isOpen(s), reach(s, reader.buildings)));
          return {
            kind,
            open: row?.open ?? 0,
            overdue: row?.overdue ?? 0,
            mine: row?.mine ?? 0,
            unassigned: row?.unassigned ?? 0,
          };
        }),
      );
    },

    /** One item in the reader's buildings with its sender, apartment, contract and assignee, or null. */
    async item(kind: WorkItemKind, id: string, buildingsInReach: BuildingScope) {
      const s = SOURCES[kind];
      // A kind without a contract has its own item page and reads (QueueKind.sharedItem).
      if (!s.contractId) return null;
      const [row] = await db
        .select({
          id: s.id,
          subject: s.subject,
          description: s.description,
          category: s.category,
          state: s.state,
          language: s.language,
          createdAt: s.createdAt,
          updatedAt: s.updatedAt,
          dueAt: s.dueAt,
          assigneeId: s.assigneeId,
          assigneeName: staffMembers.name,
          senderFirstName: persons.firstName,
          senderLastName: persons.lastName,
          senderPhone: persons.phone,
          senderEmail: userAccounts.email,
          senderCustomerNumber: userAccounts.customerNumber,
          senderProtectionOrder: persons.protectionOrder,
          building: {
            id: buildings.id,
            name: buildings.name,
            streetAddress: buildings.streetAddress,
            postalCode: buildings.postalCode,
            city: buildings.city,
          },
          apartment: { id: apartments.id, number: apartments.apartmentNumber },
          contract: {
            id: contracts.id,
            number: contracts.contractNumber,
            startDate: contracts.startDate,
            endDate: contracts.endDate,
          },
        })
        .from(s.table)
        .innerJoin(buildings, eq(buildings.id, s.buildingId))
        .innerJoin(contracts, eq(contracts.id, s.contractId))
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(userAccounts, eq(userAccounts.id, s.userId))
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .leftJoin(staffMembers, eq(staffMembers.id, s.assigneeId))
        .where(and(eq(s.id, id), s.visible, reach(s, buildingsInReach)));
      return row ? { ...(row as ItemRow), state: s.wire((row as ItemRow).state) } : null;
    },

    /** An item the queue sees, in the reader's buildings: its building, or null. */
    async inReach(kind: WorkItemKind, id: string, buildingsInReach: BuildingScope) {
      const s = SOURCES[kind];
      const [row] = await db
        .select({ buildingId: s.buildingId })
        .from(s.table)
        .where(and(eq(s.id, id), s.visible, reach(s, buildingsInReach)));
      return row ? { buildingId: row.buildingId as string } : null;
    },

    /** A fault report's own fields. */
    async faultFields(id: string) {
      const [row] = await db
        .select({
          defectClass: defectNotices.defectClass,
          affectedArea: defectNotices.affectedArea,
          hasPetsInApartment: defectNotices.hasPetsInApartment,
          petsDescription: defectNotices.petsDescription,
          masterKeyAccessAllowed: defectNotices.masterKeyAccessAllowed,
          phone: defectNotices.phone,
        })
        .from(defectNotices)
        .where(eq(defectNotices.id, id));
      return row ?? null;
    },

    /** A message's subtopic. */
    async messageSubcategory(id: string): Promise<string | null> {
      const [row] = await db
        .select({ subcategory: contactRequests.subcategory })
        .from(contactRequests)
        .where(eq(contactRequests.id, id));
      return row?.subcategory ?? null;
    },

    /** A fault report's attachments' rows, in upload order. */
    async attachments(noticeId: string) {
      return db
        .select({
          id: defectNoticeAttachments.id,
          position: defectNoticeAttachments.position,
          contentType: defectNoticeAttachments.contentType,
          extension: defectNoticeAttachments.extension,
          size: defectNoticeAttachments.size,
          storageKey: defectNoticeAttachments.storageKey,
        })
        .from(defectNoticeAttachments)
        .where(eq(defectNoticeAttachments.noticeId, noticeId))
        .orderBy(asc(defectNoticeAttachments.position));
    },

    /** Every state the item has had, oldest first, with who moved it there. */
    async history(
      kind: WorkItemKind,
      id: string,
    ): Promise<{ state: WorkItemState; at: Date; actor: Actor }[]> {
      const s = SOURCES[kind];
      return (await states[kind].history(id)).map((h) => ({ ...h, state: s.wire(h.state) }));
    },

    /** Names of the tenants' accounts and staff members among `actors`. */
    async actorNames(actors: Actor[]) {
      const users = [...new Set(actors.flatMap((a) => (a.kind === "tenant" ? [a.userId] : [])))];
      const staff = [...new Set(actors.flatMap((a) => (a.kind === "staff" ? [a.staffId] : [])))];
      const [tenants, members] = await Promise.all([
        users.length
          ? db
              .select({ id: userAccounts.id, first: persons.firstName, last: persons.lastName })
              .from(userAccounts)
              .innerJoin(persons, eq(persons.id, userAccounts.personId))
              .where(inArray(userAccounts.id, users))
          : [],
        staff.length
          ? db
              .select({ id: staffMembers.id, name: staffMembers.name })
              .from(staffMembers)
              .where(inArray(staffMembers.id, staff))
          : [],
      ]);
      return new Map<string, string>([
        ...tenants.map((t) => [t.id, `${t.first} ${t.last}`] as [string, string]),
        ...members.map((m) => [m.id, m.name] as [string, string]),
      ]);
    },

    /** Active staff members who handle `kind` in `buildingId`, by name. */
    async handlers(kind: WorkItemKind, buildingId: string) {
      const roles = handlersOf(kind);
      if (!roles.length) return [];
      return db
        .selectDistinct({ id: staffMembers.id, name: staffMembers.name })
        .from(staffMembers)
        .innerJoin(staffRoles, eq(staffRoles.staffId, staffMembers.id))
        .where(
          and(
            eq(staffMembers.active, true),
            inArray(staffRoles.role, roles),
            or(
              eq(staffMembers.allBuildings, true),
              sql`exists (select 1 from ${staffBuildings} where ${staffBuildings.staffId} = ${staffMembers.id} and ${staffBuildings.buildingId} = ${buildingId}::uuid)`,
            ),
          ),
        )
        .orderBy(asc(staffMembers.name), asc(staffMembers.id));
    },

    /**
     * Hands the item to `to` (null: nobody) if it is still assigned to `from`: a conditional
     * update. "moved" when it changed, "stale" when the item in reach has another assignee now,
     * "missing" when there is no such item in reach.
     */
    async assign(
      kind: WorkItemKind,
      id: string,
      from: string | null,
      to: string | null,
      buildingsInReach: BuildingScope,
      at: Date,
    ): Promise<"moved" | "stale" | "missing"> {
      const s = SOURCES[kind];
      const inReach = and(eq(s.id, id), s.visible, reach(s, buildingsInReach));
      const updated = await db
        .update(s.table)
        // Every source's table has the work-item columns (QueueSource); TypeScript cannot see it.
        .set({ assigneeId: to, updatedAt: at } as never)
        .where(and(inReach, from === null ? isNull(s.assigneeId) : eq(s.assigneeId, from)))
        .returning({ id: s.id });
      if (updated.length) return "moved";
      const [exists] = await db.select({ id: s.id }).from(s.table).where(inReach);
      return exists ? "stale" : "missing";
    },

    /** Moves the item's state by the workflow kit, within the reader's buildings. */
    moveState(
      kind: WorkItemKind,
      move: {
        id: string;
        from: WorkItemState;
        to: WorkItemState;
        actor: Actor;
        at: Date;
        /** What the move mails, queued in its transaction (the tenant's notice). */
        messages?: OutboxMessage[];
      },
      buildingsInReach: BuildingScope,
    ) {
      const s = SOURCES[kind];
      return states[kind].moveState({ ...move, scope: and(s.visible, reach(s, buildingsInReach)) });
    },

    /** The item's building, when the item exists (any building). */
    async buildingOf(kind: WorkItemKind, id: string): Promise<string | null> {
      const s = SOURCES[kind];
      const [row] = await db.select({ buildingId: s.buildingId }).from(s.table).where(eq(s.id, id));
      return (row?.buildingId as string | undefined) ?? null;
    },
  };
}
export type QueueRepository = ReturnType<typeof createQueueRepository>;
