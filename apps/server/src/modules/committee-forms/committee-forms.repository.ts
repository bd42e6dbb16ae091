import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  not,
  sql,
  type SQL,
} from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import {
  EDITABLE_FORM_STATES,
  FORM_WORKFLOW,
  type CommitteeRole,
  type FormState,
  type FormType,
} from "@portal/schemas/committee-forms.constants";
import { reach, seesNoBuilding } from "../../access/reach.ts";
import type { Db } from "../../db/client.ts";
import {
  committeeAllowances,
  committeeBuildings,
  committeeFormReceipts,
  committeeFormReviewTokens,
  committeeForms,
  committeeFormStateChanges,
  committeeMembers,
  committees,
} from "../../db/schema/committees.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { createWorkflowRepository } from "../workflow/index.ts";
import type { NewReceipt } from "./multipart.ts";

export interface Membership {
  committeeId: string;
  committeeName: string;
  role: CommitteeRole;
}

export interface NewForm {
  committeeId: string;
  authorId: string;
  formType: FormType;
  formData: Record<string, unknown>;
  totalCents: number;
  buildingId: string;
  dueAt: Date;
}

const authorName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;

// Accounts and persons under names of their own in subqueries, apart from a query's own.
const namedAccount = alias(userAccounts, "named_account");
const namedPerson = alias(persons, "named_person");
const namedAccountTable = sql`${userAccounts} as ${sql.identifier("named_account")}`;
const namedPersonTable = sql`${persons} as ${sql.identifier("named_person")}`;

/** The name of the account `userId` names, as a subquery (null for none). */
const nameOf = (userId: SQL | PgColumn) =>
  sql<string | null>`(select ${namedPerson.firstName} || ' ' || ${namedPerson.lastName}
    from ${namedAccountTable} join ${namedPersonTable} on ${namedPerson.id} = ${namedAccount.personId}
    where ${namedAccount.id} = ${userId})`;

/**
 * A current lease of the person `personId` in a building the condition names: one of whose
 * parties they are, begun by `today` and not ended before it.
 */
const currentLease = (db: Db, personId: SQL | PgColumn, today: string, building: (id: PgColumn) => SQL) =>
  db
    .select({ id: contracts.id })
    .from(contractParties)
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .where(
      and(
        eq(contractParties.personId, personId),
        building(apartments.buildingId),
        sql`${contracts.startDate} <= ${today}`,
        sql`(${contracts.endDate} is null or ${contracts.endDate} >= ${today})`,
      ),
    );

/** A member lives in one of their committee's buildings: a current lease there. */
const livesInCommittee = (db: Db, today: string) =>
  exists(
    currentLease(
      db,
      sql`(select ${namedAccount.personId} from ${namedAccountTable} where ${namedAccount.id} = ${committeeMembers.userId})`,
      today,
      (buildingId) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(committeeBuildings)
            .where(
              and(
                eq(committeeBuildings.committeeId, committeeMembers.committeeId),
                eq(committeeBuildings.buildingId, buildingId),
              ),
            ),
        ),
    ),
  );

const formColumns = {
  id: committeeForms.id,
  committeeId: committeeForms.committeeId,
  committeeName: committees.name,
  authorId: committeeForms.authorId,
  authorName,
  /** Who wrote the data last; the author for a form nobody else changed. */
  modifiedByName: sql<string>`coalesce(${nameOf(sql`coalesce(${committeeForms.modifiedBy}, ${committeeForms.authorId})`)}, ${authorName})`,
  sentByName: nameOf(committeeForms.sentBy),
  formType: committeeForms.formType,
  formData: committeeForms.formData,
  formState: committeeForms.formState,
  totalCents: committeeForms.totalCents,
  rejectionReason: committeeForms.rejectionReason,
  createdAt: committeeForms.createdAt,
  updatedAt: committeeForms.updatedAt,
  publishedAt: committeeForms.publishedAt,
  buildingId: committeeForms.buildingId,
};

/** A form by id, within a committee when one is named. */
const formScope = (id: string, committeeId: string | undefined) =>
  and(
    eq(committeeForms.id, id),
    committeeId === undefined ? undefined : eq(committeeForms.committeeId, committeeId),
  );

/** One member's row of a committee. */
const memberScope = (committeeId: string, userId: string) =>
  and(eq(committeeMembers.committeeId, committeeId), eq(committeeMembers.userId, userId));

/** Helsinki's new year as an instant: midnight at UTC+2 (there is no summer time in January). */
export function helsinkiYearStart(year: number): Date {
  return new Date(Date.UTC(year - 1, 11, 31, 22, 0, 0));
}

/**
 * Committees, their members and forms, review tokens, receipts and allowances. Every tenant read
 * is scoped to the committee the caller is a member of; staff reads to the buildings they see.
 */
export function createCommitteeFormsRepository(db: Db) {
  const workflow = createWorkflowRepository(db, {
    workflow: FORM_WORKFLOW,
    records: committeeForms,
    stateKey: "formState",
    stored: (state) => state,
    history: committeeFormStateChanges,
    historyState: committeeFormStateChanges.state,
    historyOf: committeeFormStateChanges.formId,
    historyRow: (formId, state, at, actor) => ({ formId, state: state as FormState, at, ...actor }),
  });

  const formsQuery = (tx: Db) =>
    tx
      .select(formColumns)
      .from(committeeForms)
      .innerJoin(committees, eq(committees.id, committeeForms.committeeId))
      .innerJoin(userAccounts, eq(userAccounts.id, committeeForms.authorId))
      .innerJoin(persons, eq(persons.id, userAccounts.personId));

  /** One form by id, within a committee when one is named: the row, or null. */
  async function oneForm(id: string, committeeId: string | undefined, tx: Db) {
    const [row] = await formsQuery(tx).where(formScope(id, committeeId));
    return row ?? null;
  }

  /** A form's links that can still be used: not used, not replaced. */
  const openTokens = (...where: SQL[]) =>
    and(...where, isNull(committeeFormReviewTokens.usedAt), isNull(committeeFormReviewTokens.replacedAt));

  /** Ends every unused link of a form: they answer 404 from now on. */
  async function retireTokens(formId: string, at: Date, tx: Db = db) {
    await tx
      .update(committeeFormReviewTokens)
      .set({ replacedAt: at })
      .where(openTokens(eq(committeeFormReviewTokens.formId, formId)));
  }

  /** The form's receipts in upload order. */
  async function receiptsOfForms(formIds: string[], tx: Db = db) {
    if (!formIds.length) return [];
    return tx
      .select()
      .from(committeeFormReceipts)
      .where(inArray(committeeFormReceipts.formId, formIds))
      .orderBy(asc(committeeFormReceipts.uploadedAt), asc(committeeFormReceipts.id));
  }

  async function insertReceipts(formId: string, receipts: NewReceipt[], at: Date, tx: Db = db) {
    if (!receipts.length) return;
    await tx.insert(committeeFormReceipts).values(
      receipts.map((r) => ({
        id: r.id,
        formId,
        storageKey: r.storageKey,
        originalName: r.originalName,
        contentType: r.contentType,
        extension: r.extension,
        size: r.size,
        uploadedAt: at,
      })),
    );
  }

  return {
    ...workflow,

    /**
     * The caller's committee and role, or null for a resident on none. A member is one only while
     * they have a current lease in one of the committee's buildings (`today`, Helsinki's): one whose
     * lease has ended, or who moved to another building, is no member even before the lease-end
     * job ends the row.
     */
    async membership(userId: string, today: string, tx: Db = db): Promise<Membership | null> {
      const [row] = await tx
        .select({
          committeeId: committeeMembers.committeeId,
          committeeName: committees.name,
          role: committeeMembers.role,
        })
        .from(committeeMembers)
        .innerJoin(committees, eq(committees.id, committeeMembers.committeeId))
        .where(and(eq(committeeMembers.userId, userId), livesInCommittee(tx, today)));
      return row ?? null;
    },

    /**
     * Ends the membership of everyone who no longer has a current lease in their committee's
     * buildings, as one conditional delete (a second pass, or two at once, ends nobody twice): the
     * ended members with their committee's name and chair (null when the chair was among them).
     */
    async endMembershipsWithoutLease(today: string, tx: Db = db) {
      const ended = await tx
        .delete(committeeMembers)
        .where(not(livesInCommittee(tx, today)))
        .returning({
          committeeId: committeeMembers.committeeId,
          userId: committeeMembers.userId,
          role: committeeMembers.role,
        });
      return Promise.all(
        ended.map(async (member) => {
          const [committee] = await tx
            .select({ name: committees.name })
            .from(committees)
            .where(eq(committees.id, member.committeeId));
          const [named] = await tx
            .select({ name: authorName })
            .from(userAccounts)
            .innerJoin(persons, eq(persons.id, userAccounts.personId))
            .where(eq(userAccounts.id, member.userId));
          const [chair] = await tx
            .select({
              email: userAccounts.email,
              language: userAccounts.language,
              firstName: persons.firstName,
            })
            .from(committeeMembers)
            .innerJoin(userAccounts, eq(userAccounts.id, committeeMembers.userId))
            .innerJoin(persons, eq(persons.id, userAccounts.personId))
            .where(
              and(eq(committeeMembers.committeeId, member.committeeId), eq(committeeMembers.role, "chair")),
            )
            .limit(1);
          return {
            ...member,
            name: named?.name ?? "",
            committeeName: committee?.name ?? "",
            chair: chair ?? null,
          };
        }),
      );
    },

    /** A committee's buildings, by name. */
    async buildingsOf(committeeId: string, tx: Db = db) {
      return tx
        .select({ id: buildings.id, name: buildings.name })
        .from(committeeBuildings)
        .innerJoin(buildings, eq(buildings.id, committeeBuildings.buildingId))
        .where(eq(committeeBuildings.committeeId, committeeId))
        .orderBy(asc(buildings.name), asc(buildings.id));
    },

    /** A committee's members: chair first, then secretary, then members by name. */
    async membersOf(committeeId: string, tx: Db = db) {
      return tx
        .select({
          userId: committeeMembers.userId,
          name: authorName,
          email: userAccounts.email,
          role: committeeMembers.role,
          since: committeeMembers.createdAt,
        })
        .from(committeeMembers)
        .innerJoin(userAccounts, eq(userAccounts.id, committeeMembers.userId))
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(committeeMembers.committeeId, committeeId))
        .orderBy(
          sql`case ${committeeMembers.role} when 'chair' then 0 when 'secretary' then 1 else 2 end`,
          asc(persons.lastName),
          asc(persons.firstName),
        );
    },

    /** The new form, its first history row (Draft) and its receipts' rows. */
    async insertForm(form: NewForm, receipts: NewReceipt[], at: Date, tx: Db = db): Promise<string> {
      const [row] = await tx
        .insert(committeeForms)
        .values({ ...form, modifiedBy: form.authorId, formState: "Draft", createdAt: at, updatedAt: at })
        .returning({ id: committeeForms.id });
      const formId = row!.id;
      await insertReceipts(formId, receipts, at, tx);
      await workflow.record(formId, "Draft", at, { kind: "tenant", userId: form.authorId }, tx);
      return formId;
    },

    insertReceipts,

    /** One form of the committee, or null (another committee's form too). */
    form: (committeeId: string, id: string, tx: Db = db) => oneForm(id, committeeId, tx),

    /** One form by id alone (review links, the queue). */
    formById: (id: string, tx: Db = db) => oneForm(id, undefined, tx),

    /**
     * One form of the committee, its row locked until the transaction ends (a change or another
     * send waits): what is sent is exactly what was checked.
     */
    async lockedForm(committeeId: string, id: string, tx: Db) {
      const [row] = await formsQuery(tx)
        .where(formScope(id, committeeId))
        .for("update", { of: committeeForms });
      return row ?? null;
    },

    /**
     * As a form is sent: its data as the complete schema wrote it (normalised), its total, its
     * building and who sent it. Inside the send's transaction, on the row it locked.
     */
    async markSent(
      id: string,
      sent: { formData: Record<string, unknown>; totalCents: number; buildingId: string; sentBy: string },
      tx: Db,
    ) {
      await tx.update(committeeForms).set(sent).where(eq(committeeForms.id, id));
    },

    /** The author's forms in their committee, newest change first. */
    async ownForms(committeeId: string, authorId: string, tx: Db = db) {
      return formsQuery(tx)
        .where(and(eq(committeeForms.committeeId, committeeId), eq(committeeForms.authorId, authorId)))
        .orderBy(desc(committeeForms.updatedAt), desc(committeeForms.id));
    },

    /**
     * The new data of a form still in Draft or Rejected, as one conditional update: "updated",
     * "notEditable" (it is in another state now) or "notFound".
     */
    async updateForm(
      committeeId: string,
      id: string,
      change: {
        formData: Record<string, unknown>;
        totalCents: number;
        buildingId: string;
        /** Who changed it (any member may change a committee document). */
        modifiedBy: string;
      },
      at: Date,
      tx: Db = db,
    ): Promise<"updated" | "notEditable" | "notFound"> {
      const scope = formScope(id, committeeId);
      const updated = await tx
        .update(committeeForms)
        .set({ ...change, updatedAt: at })
        .where(and(scope, inArray(committeeForms.formState, [...EDITABLE_FORM_STATES])))
        .returning({ id: committeeForms.id });
      if (updated.length) return "updated";
      const [exists] = await tx.select({ id: committeeForms.id }).from(committeeForms).where(scope);
      return exists ? "notEditable" : "notFound";
    },

    /** One form's receipts in upload order. */
    receiptsOf: (formId: string, tx: Db = db) => receiptsOfForms([formId], tx),

    receiptsOfForms,

    async deleteReceipts(ids: string[], tx: Db = db) {
      if (!ids.length) return;
      await tx.delete(committeeFormReceipts).where(inArray(committeeFormReceipts.id, ids));
    },

    /** A receipt by id (its signed link was checked before). */
    async receipt(id: string, tx: Db = db) {
      const [row] = await tx.select().from(committeeFormReceipts).where(eq(committeeFormReceipts.id, id));
      return row ?? null;
    },

    /** After a decision: when, and the reason of a rejection (cleared on approval). */
    async setDecision(id: string, at: Date, rejectionReason: string | null, tx: Db = db) {
      await tx
        .update(committeeForms)
        .set({ publishedAt: at, rejectionReason })
        .where(eq(committeeForms.id, id));
    },

    async setDue(id: string, dueAt: Date, tx: Db = db) {
      await tx.update(committeeForms).set({ dueAt }).where(eq(committeeForms.id, id));
    },

    // Review tokens ------------------------------------------------------------------------------

    /** A new review token; every earlier unused one of the form is replaced. */
    async insertToken(formId: string, tokenHash: string, at: Date, expiresAt: Date, tx: Db = db) {
      await retireTokens(formId, at, tx);
      await tx.insert(committeeFormReviewTokens).values({ formId, tokenHash, createdAt: at, expiresAt });
    },

    /** A token with its form's state, or null. */
    async token(tokenHash: string, tx: Db = db) {
      const [row] = await tx
        .select({
          id: committeeFormReviewTokens.id,
          formId: committeeFormReviewTokens.formId,
          expiresAt: committeeFormReviewTokens.expiresAt,
          usedAt: committeeFormReviewTokens.usedAt,
          replacedAt: committeeFormReviewTokens.replacedAt,
          formState: committeeForms.formState,
        })
        .from(committeeFormReviewTokens)
        .innerJoin(committeeForms, eq(committeeForms.id, committeeFormReviewTokens.formId))
        .where(eq(committeeFormReviewTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Uses a token once, as one conditional update: the form's id when this call used it; null
     * when it is used, replaced, expired or unknown (of two decisions at once, one gets null).
     */
    async useToken(tokenHash: string, at: Date, tx: Db = db): Promise<string | null> {
      const [row] = await tx
        .update(committeeFormReviewTokens)
        .set({ usedAt: at })
        .where(
          openTokens(
            eq(committeeFormReviewTokens.tokenHash, tokenHash),
            gt(committeeFormReviewTokens.expiresAt, at),
          ),
        )
        .returning({ formId: committeeFormReviewTokens.formId });
      return row?.formId ?? null;
    },

    /** Ends every unused link of a form (it was decided in the staff console, or a new one is made). */
    retireTokens,

    /** Replaces a token (a new link was ordered), once: false when it was used or replaced meanwhile. */
    async replaceToken(id: string, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(committeeFormReviewTokens)
        .set({ replacedAt: at })
        .where(openTokens(eq(committeeFormReviewTokens.id, id)))
        .returning({ id: committeeFormReviewTokens.id });
      return rows.length > 0;
    },

    /** New links ordered for a form since `since`: each replaced a token then (the resend limit). */
    async resendsSince(formId: string, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(committeeFormReviewTokens)
        .where(
          and(eq(committeeFormReviewTokens.formId, formId), gte(committeeFormReviewTokens.replacedAt, since)),
        );
      return row?.n ?? 0;
    },

    /** An account's address, first name, name and language: the author's for their mails, a sender's. */
    async author(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          email: userAccounts.email,
          language: userAccounts.language,
          firstName: persons.firstName,
          name: authorName,
        })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.id, userId));
      return row ?? null;
    },

    // Allowance ----------------------------------------------------------------------------------

    /** Per building: the allowance staff set for the year (or null) and the number of apartments. */
    async allowances(buildingIds: string[], year: number, tx: Db = db) {
      if (!buildingIds.length) return [];
      const apartmentCounts = await tx
        .select({ buildingId: apartments.buildingId, n: count() })
        .from(apartments)
        .where(inArray(apartments.buildingId, buildingIds))
        .groupBy(apartments.buildingId);
      const set = await tx
        .select({ buildingId: committeeAllowances.buildingId, cents: committeeAllowances.allowanceCents })
        .from(committeeAllowances)
        .where(and(inArray(committeeAllowances.buildingId, buildingIds), eq(committeeAllowances.year, year)));
      return buildingIds.map((buildingId) => ({
        buildingId,
        apartments: apartmentCounts.find((a) => a.buildingId === buildingId)?.n ?? 0,
        setCents: set.find((s) => s.buildingId === buildingId)?.cents ?? null,
      }));
    },

    /** What a committee's expense reports approved in the year (Helsinki time) add up to. */
    async usedCents(committeeId: string, year: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string | null>`sum(${committeeForms.totalCents})` })
        .from(committeeForms)
        .where(
          and(
            eq(committeeForms.committeeId, committeeId),
            eq(committeeForms.formState, "Approved"),
            gte(committeeForms.publishedAt, helsinkiYearStart(year)),
            lt(committeeForms.publishedAt, helsinkiYearStart(year + 1)),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** The committee a building belongs to, if any. */
    async committeeOfBuilding(buildingId: string, tx: Db = db) {
      const [row] = await tx
        .select({ committeeId: committeeBuildings.committeeId })
        .from(committeeBuildings)
        .where(eq(committeeBuildings.buildingId, buildingId));
      return row?.committeeId ?? null;
    },

    async setAllowance(
      buildingId: string,
      year: number,
      allowanceCents: number,
      setBy: string | null,
      at: Date,
      tx: Db = db,
    ) {
      await tx
        .insert(committeeAllowances)
        .values({ buildingId, year, allowanceCents, setBy, updatedAt: at })
        .onConflictDoUpdate({
          target: [committeeAllowances.buildingId, committeeAllowances.year],
          set: { allowanceCents, setBy, updatedAt: at },
        });
    },

    async buildingExists(buildingId: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, buildingId));
      return Boolean(row);
    },

    // Staff: committees and membership -----------------------------------------------------------

    /** Committees with a building among `within` ("all": every committee), optionally of one building. */
    async committeeIds(within: "all" | readonly string[], building: string | undefined, tx: Db = db) {
      if (seesNoBuilding(within)) return [];
      const where = [
        reach.committees(within),
        building ? eq(committeeBuildings.buildingId, building) : undefined,
      ];
      const rows = await tx
        .selectDistinct({ id: committees.id, name: committees.name })
        .from(committees)
        .innerJoin(committeeBuildings, eq(committeeBuildings.committeeId, committees.id))
        .where(and(...where))
        .orderBy(asc(committees.name), asc(committees.id));
      return rows;
    },

    async committee(id: string, tx: Db = db) {
      const [row] = await tx.select().from(committees).where(eq(committees.id, id));
      return row ?? null;
    },

    async createCommittee(name: string, buildingIds: string[], at: Date, tx: Db = db): Promise<string> {
      return tx.transaction(async (t) => {
        const [row] = await t
          .insert(committees)
          .values({ name, createdAt: at })
          .returning({ id: committees.id });
        await t
          .insert(committeeBuildings)
          .values(buildingIds.map((buildingId) => ({ committeeId: row!.id, buildingId })));
        return row!.id;
      });
    },

    /** A tenant account by email, and whether it is on a current lease in one of the buildings. */
    async residentByEmail(email: string, buildingIds: string[], today: string, tx: Db = db) {
      const [account] = await tx
        .select({ userId: userAccounts.id, personId: userAccounts.personId })
        .from(userAccounts)
        .where(eq(userAccounts.email, email));
      if (!account) return null;
      const [lease] = await currentLease(tx, sql`${account.personId}::uuid`, today, (buildingId) =>
        inArray(buildingId, buildingIds),
      ).limit(1);
      return { userId: account.userId, resident: Boolean(lease) };
    },

    async addMember(committeeId: string, userId: string, role: CommitteeRole, at: Date, tx: Db = db) {
      const rows = await tx
        .insert(committeeMembers)
        .values({ committeeId, userId, role, createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: committeeMembers.userId });
      return rows.length > 0;
    },

    async changeMember(committeeId: string, userId: string, role: CommitteeRole, tx: Db = db) {
      const rows = await tx
        .update(committeeMembers)
        .set({ role })
        .where(memberScope(committeeId, userId))
        .returning({ userId: committeeMembers.userId });
      return rows.length > 0;
    },

    async removeMember(committeeId: string, userId: string, tx: Db = db) {
      const rows = await tx
        .delete(committeeMembers)
        .where(memberScope(committeeId, userId))
        .returning({ userId: committeeMembers.userId });
      return rows.length > 0;
    },
  };
}

export type CommitteeFormsRepository = ReturnType<typeof createCommitteeFormsRepository>;
export type FormRow = NonNullable<Awaited<ReturnType<CommitteeFormsRepository["form"]>>>;
