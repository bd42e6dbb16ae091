import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { UnmatchedReason } from "@portal/schemas/bank-statements.constants";
import type { Db } from "../../db/client.ts";
import { contractReferences } from "../../db/schema/billing.ts";
import { bankEntries, unmatchedBankPayments } from "../../db/schema/bank-statements.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { reach as staffReach } from "../../access/reach.ts";
import type { BuildingScope } from "../../plugins/principal.ts";

export type BankEntryRow = typeof bankEntries.$inferSelect;
export type NewBankEntry = Omit<typeof bankEntries.$inferInsert, "id">;

/** The statements' entries and the queue of unmatched payments; contracts are read through their references. */
export function createBankStatementsRepository(db: Db) {
  return {
    /** The contract of a Finnish reference number, with its building. */
    async contractByReference(referenceNumber: string, tx: Db = db) {
      const [row] = await tx
        .select({ contractId: contracts.id, buildingId: apartments.buildingId })
        .from(contractReferences)
        .innerJoin(contracts, eq(contracts.id, contractReferences.contractId))
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .where(eq(contractReferences.referenceNumber, referenceNumber));
      return row ?? null;
    },

    /** A contract by its number within the staff member's buildings, with its building. */
    async contractByNumber(contractNumber: string, reach: BuildingScope, tx: Db = db) {
      const [row] = await tx
        .select({ contractId: contracts.id, buildingId: apartments.buildingId })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .where(
          and(
            eq(contracts.contractNumber, contractNumber),
            staffReach.workItems(apartments.buildingId, reach),
          ),
        );
      return row ?? null;
    },

    /**
     * Where a payment without a contract is listed: the first building by name. Customer service,
     * who see every building, place it.
     */
    async fallbackBuilding(tx: Db = db): Promise<string> {
      const [row] = await tx
        .select({ id: buildings.id })
        .from(buildings)
        .orderBy(asc(buildings.name), asc(buildings.id))
        .limit(1);
      if (!row) throw new Error("no building to list an unmatched bank payment under");
      return row.id;
    },

    /**
     * Records an entry once: null when its account, reference and direction were recorded before
     * (by this statement's earlier sending or by an overlapping one committing first, whose
     * insert this one waits for on the unique index).
     */
    async insertEntry(entry: NewBankEntry, tx: Db = db): Promise<string | null> {
      const [row] = await tx
        .insert(bankEntries)
        .values(entry)
        .onConflictDoNothing({ target: [bankEntries.accountIban, bankEntries.entryRef, bankEntries.credit] })
        .returning({ id: bankEntries.id });
      return row?.id ?? null;
    },

    /** A debit that reverses nothing of ours: kept, so the statement sent again finds it. */
    async markIgnored(id: string, tx: Db = db) {
      await tx.update(bankEntries).set({ outcome: "ignored" }).where(eq(bankEntries.id, id));
    },

    async setEntryPayment(id: string, contractId: string, paymentId: string, tx: Db = db) {
      await tx.update(bankEntries).set({ contractId, paymentId }).where(eq(bankEntries.id, id));
    },

    /**
     * The earlier credit a reversal takes back, claimed once (reversed_at set): by the bank's
     * reference of it, else by the same reference and amount (the latest such credit).
     */
    async claimReversed(
      reversal: { account: string; refs: string[]; reference: string | null; amountCents: number },
      by: string,
      at: Date,
      tx: Db = db,
    ): Promise<BankEntryRow | null> {
      const open = and(
        eq(bankEntries.accountIban, reversal.account),
        eq(bankEntries.credit, true),
        inArray(bankEntries.outcome, ["credited", "unmatched"]),
        isNull(bankEntries.reversedAt),
      );
      let [target] = reversal.refs.length
        ? await tx
            .select({ id: bankEntries.id })
            .from(bankEntries)
            .where(and(open, inArray(bankEntries.entryRef, reversal.refs)))
            .limit(1)
        : [];
      if (!target && reversal.reference)
        [target] = await tx
          .select({ id: bankEntries.id })
          .from(bankEntries)
          .where(
            and(
              open,
              eq(bankEntries.reference, reversal.reference),
              eq(bankEntries.amountCents, reversal.amountCents),
            ),
          )
          .orderBy(desc(bankEntries.bookingDate), desc(bankEntries.createdAt))
          .limit(1);
      if (!target) return null;
      const [claimed] = await tx
        .update(bankEntries)
        .set({ reversedAt: at, reversedBy: by })
        .where(and(eq(bankEntries.id, target.id), isNull(bankEntries.reversedAt)))
        .returning();
      return claimed ?? null;
    },

    async insertUnmatched(
      item: { entryId: string; reason: UnmatchedReason; buildingId: string; at: Date; dueAt: Date },
      tx: Db = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(unmatchedBankPayments)
        .values({
          entryId: item.entryId,
          reason: item.reason,
          buildingId: item.buildingId,
          dueAt: item.dueAt,
          createdAt: item.at,
          updatedAt: item.at,
        })
        .returning({ id: unmatchedBankPayments.id });
      return row!.id;
    },

    /** The queue item of an unmatched entry. */
    async unmatchedOfEntry(entryId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(unmatchedBankPayments)
        .where(eq(unmatchedBankPayments.entryId, entryId));
      return row ?? null;
    },

    async setPlacedPayment(id: string, paymentId: string, tx: Db = db) {
      await tx.update(unmatchedBankPayments).set({ paymentId }).where(eq(unmatchedBankPayments.id, id));
    },

    /** One unmatched payment with its entry, in the staff member's buildings. */
    async item(id: string, reach: BuildingScope, tx: Db = db) {
      const [row] = await tx
        .select({
          id: unmatchedBankPayments.id,
          state: unmatchedBankPayments.state,
          reason: unmatchedBankPayments.reason,
          buildingId: unmatchedBankPayments.buildingId,
          buildingName: buildings.name,
          contractId: unmatchedBankPayments.contractId,
          contractNumber: contracts.contractNumber,
          paymentId: unmatchedBankPayments.paymentId,
          createdAt: unmatchedBankPayments.createdAt,
          updatedAt: unmatchedBankPayments.updatedAt,
          entryId: bankEntries.id,
          account: bankEntries.accountIban,
          entryRef: bankEntries.entryRef,
          amountCents: bankEntries.amountCents,
          currency: bankEntries.currency,
          bookingDate: bankEntries.bookingDate,
          reference: bankEntries.reference,
          payerName: bankEntries.payerName,
        })
        .from(unmatchedBankPayments)
        .innerJoin(bankEntries, eq(bankEntries.id, unmatchedBankPayments.entryId))
        .innerJoin(buildings, eq(buildings.id, unmatchedBankPayments.buildingId))
        .leftJoin(contracts, eq(contracts.id, unmatchedBankPayments.contractId))
        .where(
          and(
            eq(unmatchedBankPayments.id, id),
            staffReach.workItems(unmatchedBankPayments.buildingId, reach),
          ),
        );
      return row ?? null;
    },
  };
}

export type BankStatementsRepository = ReturnType<typeof createBankStatementsRepository>;
