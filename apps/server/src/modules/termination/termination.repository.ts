import type { Language } from "@portal/schemas/common";
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { NotificationMeta } from "@portal/schemas/notifications";
import type { NotificationCategory } from "@portal/schemas/notifications.constants";
import type { CursorKey } from "@portal/schemas/page";
import type { TerminationRequest } from "@portal/schemas/termination";
import {
  TERMINATION_WORKFLOW,
  type PartyApproval,
  type TerminationStatus,
} from "@portal/schemas/termination.constants";
import type { Db } from "../../db/client.ts";
import { keysetPage } from "../../db/keyset.ts";
import { personOnContract } from "../../db/scope.ts";
import { securityDeposits } from "../../db/schema/billing.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { leaseDetails } from "../../db/schema/lease.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import {
  terminationConfirmations,
  terminationFiles,
  terminationNotices,
  terminationParties,
  terminationStatusChanges,
  type RefundPlan,
} from "../../db/schema/termination.ts";
import { createWorkflowRepository } from "../workflow/index.ts";
import { createLeaseEndRepository } from "../bookings/index.ts";
import { createContractEnds } from "../lease/index.ts";
import { createNotificationJobsRepository } from "../notifications/index.ts";

/** The session's contract and person: every tenant read is scoped to both in its query. */
export interface Scope {
  contractId: string;
  personId: string;
}

export type NoticeRow = typeof terminationNotices.$inferSelect;

/** A person's one current notification of a notice (notifications.dedupe_key). */
const noticeKey = (noticeId: string, personId: string) => `termination:${noticeId}:${personId}`;
const address = sql<string>`${buildings.streetAddress} || ' ' || ${apartments.apartmentNumber}`;

/** Of `ids`, the files of this account and contract that no notice names yet. */
const ownUnattached = (owner: { userId: string; contractId: string }, ids: string[]) =>
  and(
    inArray(terminationFiles.id, ids),
    eq(terminationFiles.userId, owner.userId),
    eq(terminationFiles.contractId, owner.contractId),
    isNull(terminationFiles.noticeId),
  );

export function createTerminationRepository(db: Db) {
  const notices = createNotificationJobsRepository(db);
  const contractEnds = createContractEnds();
  const turnEnds = createLeaseEndRepository(db);
  const workflow = createWorkflowRepository(db, {
    workflow: TERMINATION_WORKFLOW,
    records: terminationNotices,
    stateKey: "status",
    stored: (state) => state,
    history: terminationStatusChanges,
    historyState: terminationStatusChanges.status,
    historyOf: terminationStatusChanges.noticeId,
    historyRow: (noticeId, status, at, actor) => ({
      noticeId,
      status: status as TerminationStatus,
      at,
      ...actor,
    }),
  });

  return {
    ...workflow,

    /**
     * The lease as termination needs it: its flags, the signed-in person's place on it, the open
     * notice's state and the deposit. Null unless the person is on the contract.
     */
    async contract(scope: Scope, tx: Db = db) {
      const [row] = await tx
        .select({
          id: contracts.id,
          contractNumber: contracts.contractNumber,
          endDate: contracts.endDate,
          buildingId: apartments.buildingId,
          address,
          details: leaseDetails,
          depositCents: securityDeposits.amountCents,
          kind: sql<"party" | "other" | null>`(select cp.kind from ${contractParties} cp
            where cp.contract_id = ${contracts.id} and cp.person_id = ${scope.personId})`,
          openStatus: sql<TerminationStatus | null>`(select n.status from ${terminationNotices} n
            where n.contract_id = ${contracts.id}
              and n.status in ('pending_tenant_approval', 'ready_for_review') limit 1)`,
        })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .leftJoin(leaseDetails, eq(leaseDetails.contractId, contracts.id))
        .leftJoin(securityDeposits, eq(securityDeposits.contractId, contracts.id))
        .where(and(eq(contracts.id, scope.contractId), personOnContract(contracts.id, scope.personId)));
      return row ?? null;
    },

    /** Everyone on the contract with their account (if any): signing parties first. */
    async people(contractId: string, tx: Db = db) {
      return tx
        .select({
          personId: persons.id,
          externalId: persons.externalId,
          firstName: persons.firstName,
          lastName: persons.lastName,
          identityCodeHash: persons.identityCodeHash,
          phone: persons.phone,
          kind: contractParties.kind,
          userId: userAccounts.id,
          email: userAccounts.email,
          language: userAccounts.language,
        })
        .from(contractParties)
        .innerJoin(persons, eq(persons.id, contractParties.personId))
        .leftJoin(userAccounts, eq(userAccounts.personId, persons.id))
        .where(eq(contractParties.contractId, contractId))
        .orderBy(asc(contractParties.kind), asc(persons.lastName), asc(persons.firstName));
    },

    /** The contract's open notice, else its newest, or null. */
    async latest(contractId: string, tx: Db = db): Promise<NoticeRow | null> {
      const [row] = await tx
        .select()
        .from(terminationNotices)
        .where(eq(terminationNotices.contractId, contractId))
        // The open one if there is one, else the newest.
        .orderBy(
          desc(sql`${terminationNotices.status} in ('pending_tenant_approval', 'ready_for_review')`),
          desc(terminationNotices.createdAt),
          desc(terminationNotices.id),
        )
        .limit(1);
      return row ?? null;
    },

    /** One of the contract's notices, or null (another contract's too). */
    async notice(contractId: string, id: string, tx: Db = db): Promise<NoticeRow | null> {
      const [row] = await tx
        .select()
        .from(terminationNotices)
        .where(and(eq(terminationNotices.id, id), eq(terminationNotices.contractId, contractId)));
      return row ?? null;
    },

    /**
     * Locks a notice for a decision on it: decisions on one notice take turns, so the last
     * acceptance sees every other one (under read committed, two at once would each see the
     * other's still pending).
     */
    async lockNotice(id: string, tx: Db): Promise<NoticeRow | null> {
      const [row] = await tx
        .select()
        .from(terminationNotices)
        .where(eq(terminationNotices.id, id))
        .for("update");
      return row ?? null;
    },

    /** A notice's people and where they stand, with names. */
    async parties(noticeId: string, tx: Db = db) {
      return tx
        .select({
          personId: terminationParties.personId,
          firstName: persons.firstName,
          lastName: persons.lastName,
          approval: terminationParties.approval,
          decidedAt: terminationParties.decidedAt,
        })
        .from(terminationParties)
        .innerJoin(persons, eq(persons.id, terminationParties.personId))
        .where(eq(terminationParties.noticeId, noticeId))
        .orderBy(asc(persons.lastName), asc(persons.firstName));
    },

    /** What a new identification is for; it replaces any the account started before and left. */
    async saveConfirmation(row: typeof terminationConfirmations.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(terminationConfirmations).where(eq(terminationConfirmations.userId, row.userId));
        await tx.insert(terminationConfirmations).values(row);
      });
    },

    /** Takes the confirmation started under `state` by this account: used once (null: none). */
    async takeConfirmation(state: string, userId: string, tx: Db) {
      const [row] = await tx
        .delete(terminationConfirmations)
        .where(and(eq(terminationConfirmations.state, state), eq(terminationConfirmations.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** Writes a new notice with its people. */
    async insertNotice(
      values: {
        contractId: string;
        senderPersonId: string;
        senderUserId: string;
        status: TerminationStatus;
        form: TerminationRequest;
        subject: string;
        language: Language;
        buildingId: string;
        dueAt: Date;
        at: Date;
      },
      people: { personId: string; approval: PartyApproval }[],
      tx: Db,
    ): Promise<string> {
      const [row] = await tx
        .insert(terminationNotices)
        .values({
          contractId: values.contractId,
          senderPersonId: values.senderPersonId,
          senderUserId: values.senderUserId,
          status: values.status,
          endDate: values.form.endDate,
          subject: values.subject,
          description: values.form.additionalDetails,
          language: values.language,
          form: values.form,
          buildingId: values.buildingId,
          dueAt: values.dueAt,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .returning({ id: terminationNotices.id });
      const id = row!.id;
      await tx.insert(terminationParties).values(
        people.map((p) => ({
          noticeId: id,
          personId: p.personId,
          approval: p.approval,
          decidedAt: p.approval === "sender" ? values.at : null,
        })),
      );
      return id;
    },

    /**
     * Records a party's decision, only while it is pending: of two decisions at once one is
     * written. False when the party had no pending decision.
     */
    async decide(noticeId: string, personId: string, approval: "accepted" | "rejected", at: Date, tx: Db) {
      const rows = await tx
        .update(terminationParties)
        .set({ approval, decidedAt: at })
        .where(
          and(
            eq(terminationParties.noticeId, noticeId),
            eq(terminationParties.personId, personId),
            eq(terminationParties.approval, "pending"),
          ),
        )
        .returning({ personId: terminationParties.personId });
      return rows.length === 1;
    },

    /** A notice ready for review is due by the landlord's service level from now on. */
    async setDue(id: string, dueAt: Date, tx: Db) {
      await tx.update(terminationNotices).set({ dueAt }).where(eq(terminationNotices.id, id));
    },

    async pendingCount(noticeId: string, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(terminationParties)
        .where(and(eq(terminationParties.noticeId, noticeId), eq(terminationParties.approval, "pending")));
      return row?.n ?? 0;
    },

    /**
     * A person's notification of a notice's step: it replaces the one they had of the notice's step
     * before (closed, its key given up), so each person holds one, the notice as it now stands. An
     * approval request is important and stays until the party decides; the others may be closed.
     */
    async notify(
      values: {
        contractId: string;
        personId: string;
        category: NotificationCategory;
        noticeId: string;
        meta: NotificationMeta;
      },
      at: Date,
      tx: Db,
    ): Promise<void> {
      const request = values.category === "termination_request_approval_needed";
      await notices.replaceKeyed(
        {
          contractId: values.contractId,
          personId: values.personId,
          priority: request ? "important" : "normal",
          category: values.category,
          meta: values.meta,
          isCloseable: !request,
          dedupeKey: noticeKey(values.noticeId, values.personId),
        },
        at,
        tx,
      );
    },

    /** Closes a person's notification of the notice once they decided, or everyone's when it ended. */
    async closeNoticeNotifications(noticeId: string, personId: string | null, at: Date, tx: Db) {
      await notices.closeKeyed(
        personId ? { dedupeKey: noticeKey(noticeId, personId) } : { prefix: `termination:${noticeId}:` },
        at,
        tx,
      );
    },

    /** Staff: one page of notices, oldest first. */
    async reviewPage(
      filters: { state: TerminationStatus; building?: string | undefined; scope: SQL | undefined },
      cursor: CursorKey | undefined,
      limit: number,
    ) {
      const where = and(
        eq(terminationNotices.status, filters.state),
        filters.building ? eq(terminationNotices.buildingId, filters.building) : undefined,
        filters.scope,
      );
      return keysetPage({
        rows: (w: SQL | undefined) =>
          db
            .select({
              id: terminationNotices.id,
              status: terminationNotices.status,
              buildingId: terminationNotices.buildingId,
              address,
              contractNumber: contracts.contractNumber,
              endDate: terminationNotices.endDate,
              firstName: persons.firstName,
              lastName: persons.lastName,
              createdAt: terminationNotices.createdAt,
              updatedAt: terminationNotices.updatedAt,
            })
            .from(terminationNotices)
            .innerJoin(contracts, eq(contracts.id, terminationNotices.contractId))
            .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
            .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
            .innerJoin(persons, eq(persons.id, terminationNotices.senderPersonId))
            .where(w)
            .$dynamic(),
        count: async (w: SQL | undefined) => {
          const [row] = await db.select({ n: count() }).from(terminationNotices).where(w);
          return row?.n ?? 0;
        },
        columns: { createdAt: terminationNotices.createdAt, id: terminationNotices.id },
        where,
        cursor,
        limit,
      });
    },

    /**
     * Records an uploaded file, not yet named on a notice, while the account holds fewer than `max`
     * such files; null when it holds `max` already. The account's row is locked for the count and
     * the insert, so one account's uploads at once are counted one after another and the cap holds.
     */
    async insertFile(values: Omit<typeof terminationFiles.$inferInsert, "id" | "noticeId">, max: number) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: userAccounts.id })
          .from(userAccounts)
          .where(eq(userAccounts.id, values.userId))
          .for("update");
        const [held] = await tx
          .select({ n: count() })
          .from(terminationFiles)
          .where(and(eq(terminationFiles.userId, values.userId), isNull(terminationFiles.noticeId)));
        if ((held?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(terminationFiles).values(values).returning();
        return row!;
      });
    },

    /** How many files the account uploaded that no notice names yet. */
    async unattachedCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(terminationFiles)
        .where(and(eq(terminationFiles.userId, userId), isNull(terminationFiles.noticeId)));
      return row?.n ?? 0;
    },

    /** Of `ids`, how many are this account's and contract's files not yet named on a notice. */
    async unattachedOf(owner: { userId: string; contractId: string }, ids: string[]): Promise<number> {
      if (!ids.length) return 0;
      const [row] = await db.select({ n: count() }).from(terminationFiles).where(ownUnattached(owner, ids));
      return row?.n ?? 0;
    },

    /**
     * Names the files on a notice, only those still the sender's and unattached: of two notices
     * naming one file at once, one gets it. Answers how many were attached.
     */
    /**
     * Uploads no notice named, made before `before`: up to `limit` of them, removed from the table
     * only while still unattached (a notice given meanwhile keeps its file), each with the key of its
     * bytes in the file store for the caller to delete.
     */
    async deleteUnsentFiles(before: Date, limit: number): Promise<string[]> {
      const unsent = and(isNull(terminationFiles.noticeId), lt(terminationFiles.createdAt, before));
      const batch = db.select({ id: terminationFiles.id }).from(terminationFiles).where(unsent).limit(limit);
      const deleted = await db
        .delete(terminationFiles)
        .where(and(inArray(terminationFiles.id, batch), isNull(terminationFiles.noticeId)))
        .returning({ storageKey: terminationFiles.storageKey });
      return deleted.map((r) => r.storageKey);
    },

    async attachFiles(
      noticeId: string,
      owner: { userId: string; contractId: string },
      ids: string[],
      tx: Db,
    ): Promise<number> {
      if (!ids.length) return 0;
      const rows = await tx
        .update(terminationFiles)
        .set({ noticeId })
        .where(ownUnattached(owner, ids))
        .returning({ id: terminationFiles.id });
      return rows.length;
    },

    /** The files named on a notice, in upload order. */
    async noticeFiles(noticeId: string, tx: Db = db) {
      return tx
        .select()
        .from(terminationFiles)
        .where(eq(terminationFiles.noticeId, noticeId))
        .orderBy(asc(terminationFiles.createdAt), asc(terminationFiles.id));
    },

    /** Staff: one notice in scope with its lease, or null. */
    async reviewNotice(id: string, scope: SQL | undefined, tx: Db = db) {
      const [row] = await tx
        .select({
          notice: terminationNotices,
          address,
          contractNumber: contracts.contractNumber,
          contractExternalId: contracts.externalId,
          depositCents: securityDeposits.amountCents,
          noticeMonths: leaseDetails.noticeMonths,
        })
        .from(terminationNotices)
        .innerJoin(contracts, eq(contracts.id, terminationNotices.contractId))
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .leftJoin(securityDeposits, eq(securityDeposits.contractId, contracts.id))
        .leftJoin(leaseDetails, eq(leaseDetails.contractId, contracts.id))
        .where(and(eq(terminationNotices.id, id), scope));
      return row ?? null;
    },

    /**
     * The approval's effects on the lease: its end date, the termination recorded on the lease, the
     * household's weekly turns (and their fees) ending with it, and the refund plan.
     */
    async applyApproval(notice: NoticeRow, refundPlan: RefundPlan, today: string, tx: Db) {
      // The lease, its turns and their fees are other modules' rows, each changed through its owner.
      await contractEnds.end(notice.contractId, notice.endDate, today, tx);
      await turnEnds.endContractTurns(notice.contractId, notice.endDate, tx);
      await tx.update(terminationNotices).set({ refundPlan }).where(eq(terminationNotices.id, notice.id));
    },

    async setRejectionReason(id: string, reason: string, tx: Db) {
      await tx
        .update(terminationNotices)
        .set({ rejectionReason: reason })
        .where(eq(terminationNotices.id, id));
    },
  };
}
export type TerminationRepository = ReturnType<typeof createTerminationRepository>;
