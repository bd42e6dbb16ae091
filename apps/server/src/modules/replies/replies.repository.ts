import { and, asc, count, eq, gt, inArray, ne, type SQL } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { HandlingStatus } from "@portal/schemas/faults.constants";
import type { ReplyItemKind, ReplyKind } from "@portal/schemas/replies.constants";
import { STAFF_ROLES, type StaffRole } from "@portal/schemas/staff.constants";
import type { Db } from "../../db/client.ts";
import { inBuildings } from "../../db/scope.ts";
import { defectNoticeStatusChanges, defectNotices } from "../../db/schema/faults.ts";
import { contactRequestStatusChanges, contactRequests } from "../../db/schema/messages.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { replies, replyTemplates } from "../../db/schema/replies.ts";
import { staffMembers, staffRoles } from "../../db/schema/staff.ts";
import type { StoredStatus } from "../../lib/handling-status.ts";
import { actorColumns, type Actor } from "../../lib/workflow.ts";
import type { BuildingScope } from "../../plugins/principal.ts";
import { createHandlingRepository } from "../handling/index.ts";
import type { Move } from "../workflow/index.ts";

/** A tenant as a tenant route knows them. */
export interface TenantRef {
  userId: string;
  contractId: string;
}

/** What a reply needs of its item: where it stands, whose it is and in which language. */
export interface ReplyItem {
  id: string;
  title: string;
  status: StoredStatus;
  language: Language;
  userId: string;
}

export interface NewReply {
  kind: ReplyKind;
  body: string;
  language: Language;
  actor: Actor;
}

/** The columns of one kind of work item, so the rest of the repository is written once. */
function itemTables(db: Db) {
  const faults = {
    table: defectNotices,
    id: defectNotices.id,
    title: defectNotices.title,
    status: defectNotices.status,
    language: defectNotices.language,
    userId: defectNotices.userId,
    buildingId: defectNotices.buildingId,
    replyOf: replies.defectNoticeId,
    /** Every tenant on the contract sees its fault reports. */
    tenantScope: (tenant: TenantRef) => eq(defectNotices.contractId, tenant.contractId),
    handling: createHandlingRepository(db, {
      requests: defectNotices,
      changes: defectNoticeStatusChanges,
      requestOf: defectNoticeStatusChanges.noticeId,
      changeRow: (noticeId, status, at, actor) => ({ noticeId, status, at, ...actor }),
    }),
  };
  const messages = {
    table: contactRequests,
    id: contactRequests.id,
    title: contactRequests.subject,
    status: contactRequests.status,
    language: contactRequests.language,
    userId: contactRequests.userId,
    buildingId: contactRequests.buildingId,
    replyOf: replies.contactRequestId,
    /** A message is its sender's, under the contract it was sent on. */
    tenantScope: (tenant: TenantRef) =>
      and(eq(contactRequests.userId, tenant.userId), eq(contactRequests.contractId, tenant.contractId)),
    handling: createHandlingRepository(db, {
      requests: contactRequests,
      changes: contactRequestStatusChanges,
      requestOf: contactRequestStatusChanges.requestId,
      changeRow: (requestId, status, at, actor) => ({ requestId, status, at, ...actor }),
    }),
  };
  return { "fault-reports": faults, messages } as const;
}

/** A staff member's role as a tenant reads it: the first of their roles in the table's order. */
function mainRole(roles: readonly StaffRole[]): StaffRole | null {
  return STAFF_ROLES.find((role) => roles.includes(role)) ?? null;
}

export function createRepliesRepository(db: Db) {
  const items = itemTables(db);

  async function findItem(kind: ReplyItemKind, id: string, scope: SQL | undefined, tx: Db = db) {
    const t = items[kind];
    const [row] = await tx
      .select({ id: t.id, title: t.title, status: t.status, language: t.language, userId: t.userId })
      .from(t.table)
      .where(and(eq(t.id, id), scope));
    return (row as ReplyItem | undefined) ?? null;
  }

  return {
    /** The item, if the staff member's buildings include it. */
    findForStaff(kind: ReplyItemKind, id: string, buildings: BuildingScope, tx: Db = db) {
      return findItem(kind, id, inBuildings(items[kind].buildingId, buildings), tx);
    },

    /** The item, if it is the tenant's to see. */
    findForTenant(kind: ReplyItemKind, id: string, tenant: TenantRef, tx: Db = db) {
      return findItem(kind, id, items[kind].tenantScope(tenant), tx);
    },

    /** The condition a tenant's move of the item's state is held to. */
    tenantScope(kind: ReplyItemKind, tenant: TenantRef): SQL | undefined {
      return items[kind].tenantScope(tenant);
    },

    /** The item's workflow moves (the workflow kit's conditional update). */
    moveState(kind: ReplyItemKind, move: Move<HandlingStatus>, tx: Db = db): Promise<boolean> {
      return items[kind].handling.moveState(move, tx);
    },

    async insert(kind: ReplyItemKind, itemId: string, reply: NewReply, at: Date, tx: Db = db) {
      const [row] = await tx
        .insert(replies)
        .values({
          [kind === "fault-reports" ? "defectNoticeId" : "contactRequestId"]: itemId,
          kind: reply.kind,
          body: reply.body,
          language: reply.language,
          ...actorColumns(reply.actor),
          createdAt: at,
        })
        .returning({ id: replies.id });
      return row!.id;
    },

    /**
     * The item's conversation, oldest first, with each writer: a staff member's name and roles,
     * or the answering tenant's first name. Notes only when asked for (staff); never for a tenant.
     */
    async conversation(kind: ReplyItemKind, itemId: string, { notes }: { notes: boolean }, tx: Db = db) {
      const rows = await tx
        .select({
          id: replies.id,
          kind: replies.kind,
          body: replies.body,
          language: replies.language,
          at: replies.createdAt,
          actorKind: replies.actorKind,
          staffName: staffMembers.name,
          tenantFirstName: persons.firstName,
        })
        .from(replies)
        .leftJoin(staffMembers, and(eq(replies.actorKind, "staff"), eq(staffMembers.id, replies.actorId)))
        .leftJoin(userAccounts, and(eq(replies.actorKind, "tenant"), eq(userAccounts.id, replies.actorId)))
        .leftJoin(persons, eq(persons.id, userAccounts.personId))
        .where(and(eq(items[kind].replyOf, itemId), notes ? undefined : ne(replies.kind, "note")))
        .orderBy(asc(replies.createdAt), asc(replies.id));
      const staffEntries = rows.filter((r) => r.actorKind === "staff").map((r) => r.id);
      const roles = staffEntries.length
        ? await tx
            .select({ replyId: replies.id, role: staffRoles.role })
            .from(replies)
            .innerJoin(staffRoles, eq(staffRoles.staffId, replies.actorId))
            .where(inArray(replies.id, staffEntries))
        : [];
      return rows.map((row) => ({
        ...row,
        role: mainRole(roles.filter((r) => r.replyId === row.id).map((r) => r.role)),
      }));
    },

    /**
     * Locks the account's row until the transaction ends, then counts its answers since `since`:
     * concurrent answers by one account are counted one after another, so a limit holds exactly.
     */
    async answersSince(userId: string, since: Date, tx: Db): Promise<number> {
      await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.id, userId))
        .for("update");
      const [row] = await tx
        .select({ n: count() })
        .from(replies)
        .where(
          and(
            eq(replies.kind, "answer"),
            eq(replies.actorKind, "tenant"),
            eq(replies.actorId, userId),
            gt(replies.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** Where the tenant's mail goes: the sending account's email, first name, language and protection order. */
    async recipient(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          email: userAccounts.email,
          firstName: persons.firstName,
          protectionOrder: persons.protectionOrder,
        })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.id, userId));
      return row ?? null;
    },

    /** The ready-made replies, by language and title. */
    templates(language?: Language, tx: Db = db) {
      return tx
        .select({
          id: replyTemplates.id,
          language: replyTemplates.language,
          title: replyTemplates.title,
          body: replyTemplates.body,
        })
        .from(replyTemplates)
        .where(language ? eq(replyTemplates.language, language) : undefined)
        .orderBy(asc(replyTemplates.language), asc(replyTemplates.title), asc(replyTemplates.id));
    },

    async createTemplate(
      template: { language: Language; title: string; body: string },
      at: Date,
      tx: Db = db,
    ) {
      const [row] = await tx
        .insert(replyTemplates)
        .values({ ...template, createdAt: at, updatedAt: at })
        .returning({
          id: replyTemplates.id,
          language: replyTemplates.language,
          title: replyTemplates.title,
          body: replyTemplates.body,
        });
      return row!;
    },

    /** The changed template, or null when there is no such template. */
    async updateTemplate(
      id: string,
      template: { language: Language; title: string; body: string },
      at: Date,
      tx: Db = db,
    ) {
      const [row] = await tx
        .update(replyTemplates)
        .set({ ...template, updatedAt: at })
        .where(eq(replyTemplates.id, id))
        .returning({
          id: replyTemplates.id,
          language: replyTemplates.language,
          title: replyTemplates.title,
          body: replyTemplates.body,
        });
      return row ?? null;
    },

    /** Whether a template was removed. */
    async deleteTemplate(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(replyTemplates)
        .where(eq(replyTemplates.id, id))
        .returning({ id: replyTemplates.id });
      return rows.length > 0;
    },
  };
}
export type RepliesRepository = ReturnType<typeof createRepliesRepository>;
