import type { BankStatementResponse } from "@portal/schemas/bank-statements";
import type { BankEntryResult, UnmatchedReason } from "@portal/schemas/bank-statements.constants";
import type { Db } from "../../db/client.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { SYSTEM, type Actor } from "../../lib/workflow.ts";
import { dueAt } from "../../lib/working-days.ts";
import type { BuildingScope } from "../../plugins/principal.ts";
import type { BankCreditService } from "../payments/index.ts";
import type { BankStatementsRepository } from "./bank-statements.repository.ts";
import type { BankEntry, BankStatement } from "./camt054.ts";
import { readReference } from "./references.ts";
import { bankPaymentStates } from "./work-item.repository.ts";

/** Customer service place an unmatched payment within two working days. */
const UNMATCHED_DUE_DAYS = 2;

type Item = BankStatementResponse["items"][number];

/** The key the ledger's payment keeps: the account and the bank's reference of the entry. */
const archiveId = (entry: { account: string; entryRef: string }) => `${entry.account}:${entry.entryRef}`;

/**
 * Reads the bank's statements into the ledger: each credit whose structured reference is a
 * contract's is credited once (the entry's account, reference and direction are unique; the
 * ledger's payment keeps the account and reference as its archive id), a reversal takes its credit
 * back, and the rest wait in the staff queue for customer service. Each payment is its own
 * transaction, so one entry's failure or wait holds no other.
 */
export function createBankStatementsService(deps: {
  db: Db;
  repo: BankStatementsRepository;
  credit: BankCreditService;
  now: () => Date;
}) {
  const { db, repo, credit, now } = deps;
  const states = bankPaymentStates(db);

  function matchOf(entry: BankEntry): { reason: UnmatchedReason } | { referenceNumber: string } {
    const reading = readReference(entry.reference);
    if (reading.kind === "finnish") return { referenceNumber: reading.number };
    return {
      reason:
        reading.kind === "none"
          ? "no_reference"
          : reading.kind === "invalid"
            ? "invalid_reference"
            : "foreign_reference",
    };
  }

  function record(entry: BankEntry, messageId: string, at: Date) {
    return {
      accountIban: entry.account,
      entryRef: entry.entryRef,
      credit: entry.credit,
      reversal: entry.reversal,
      amountCents: entry.amountCents,
      currency: entry.currency,
      bookingDate: entry.bookingDate,
      reference: entry.reference,
      payerName: entry.payerName,
      messageId,
      createdAt: at,
    };
  }

  /** A credit: to its contract, else to the queue. */
  async function received(entry: BankEntry, messageId: string, at: Date, tx: Db): Promise<Item> {
    const item = {
      entryRef: entry.entryRef,
      amountCents: entry.amountCents,
      credit: true,
      reference: entry.reference,
    };
    const match = matchOf(entry);
    const contract =
      "referenceNumber" in match ? await repo.contractByReference(match.referenceNumber, tx) : null;
    const reason: UnmatchedReason | null =
      "reason" in match
        ? match.reason
        : !contract
          ? "unknown_reference"
          : entry.currency !== "EUR"
            ? "currency"
            : null;
    // The contract first, then the entry's key: the same order in every transaction.
    if (contract) await credit.lockContract(contract.contractId, tx);
    const entryId = await repo.insertEntry(
      {
        ...record(entry, messageId, at),
        outcome: reason ? "unmatched" : "credited",
        contractId: contract?.contractId ?? null,
      },
      tx,
    );
    if (!entryId) return { ...item, result: "duplicate", reason: null };
    if (reason) {
      const buildingId = contract?.buildingId ?? (await repo.fallbackBuilding(tx));
      const id = await repo.insertUnmatched(
        { entryId, reason, buildingId, at, dueAt: dueAt(at, UNMATCHED_DUE_DAYS) },
        tx,
      );
      await states.record(id, "Unmatched", at, SYSTEM, tx);
      return { ...item, result: "unmatched", reason };
    }
    const paymentId = await credit.credit(
      {
        contractId: contract!.contractId,
        payerName: entry.payerName ?? "",
        amountCents: entry.amountCents,
        paidDate: entry.bookingDate,
        bankArchiveId: archiveId(entry),
        reference: entry.reference,
      },
      at,
      tx,
    );
    if (!paymentId) return { ...item, result: "duplicate", reason: null };
    await repo.setEntryPayment(entryId, contract!.contractId, paymentId, tx);
    return { ...item, result: "created", reason: null };
  }

  /** A reversal, or a debit that may be one: the earlier credit it names is taken back. */
  async function reversed(entry: BankEntry, messageId: string, at: Date, tx: Db): Promise<Item> {
    const item = {
      entryRef: entry.entryRef,
      amountCents: entry.amountCents,
      credit: entry.credit,
      reference: entry.reference,
      reason: null,
    };
    const entryId = await repo.insertEntry({ ...record(entry, messageId, at), outcome: "reversal" }, tx);
    if (!entryId) return { ...item, result: "duplicate" };
    const original = await repo.claimReversed(
      {
        account: entry.account,
        refs: entry.relatedRefs,
        reference: entry.reference,
        amountCents: entry.amountCents,
      },
      entryId,
      at,
      tx,
    );
    if (!original) {
      await repo.markIgnored(entryId, tx);
      return { ...item, result: "ignored" };
    }
    if (original.outcome === "credited" && original.paymentId && original.contractId)
      await credit.undo({ paymentId: original.paymentId, contractId: original.contractId }, at, tx);
    if (original.outcome === "unmatched") {
      const queued = await repo.unmatchedOfEntry(original.id, tx);
      if (queued && (queued.state === "Unmatched" || queued.state === "Placed")) {
        if (queued.state === "Placed" && queued.paymentId && queued.contractId)
          await credit.undo({ paymentId: queued.paymentId, contractId: queued.contractId }, at, tx);
        await states.moveState({ id: queued.id, from: queued.state, to: "Reversed", actor: SYSTEM, at }, tx);
      }
    }
    return { ...item, result: "reversed" };
  }

  return {
    /** Every payment of the statement, each in its own transaction, and what became of it. */
    async receive(statement: BankStatement): Promise<BankStatementResponse> {
      const items: Item[] = [];
      for (const entry of statement.entries) {
        const at = now();
        const isReversal = entry.reversal || !entry.credit;
        items.push(
          await db.transaction((tx) =>
            isReversal
              ? reversed(entry, statement.messageId, at, tx)
              : received(entry, statement.messageId, at, tx),
          ),
        );
      }
      const count = (result: BankEntryResult) => items.filter((i) => i.result === result).length;
      return {
        messageId: statement.messageId,
        created: count("created"),
        duplicate: count("duplicate"),
        reversed: count("reversed"),
        unmatched: count("unmatched"),
        ignored: count("ignored"),
        items,
      };
    },

    /** An unmatched payment, as customer service see it. */
    async item(id: string, reach: BuildingScope) {
      const row = await repo.item(id, reach);
      if (!row) return refuse("NOT_FOUND");
      return {
        id: row.id,
        state: row.state,
        reason: row.reason,
        amountCents: row.amountCents,
        currency: row.currency,
        payerName: row.payerName,
        reference: row.reference,
        bookingDate: row.bookingDate,
        entryRef: row.entryRef,
        account: row.account,
        building: { id: row.buildingId, name: row.buildingName },
        contract:
          row.contractId && row.contractNumber ? { id: row.contractId, number: row.contractNumber } : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /**
     * Credits an unmatched payment to the contract of this number in the staff member's buildings,
     * with its receipt, once: 404 when the payment or the contract is not in reach, 409 when the
     * payment is no longer unmatched (placed, returned or reversed meanwhile).
     */
    async place(
      id: string,
      contractNumber: string,
      reach: BuildingScope,
      actor: Actor,
    ): Promise<true | Refusal> {
      const row = await repo.item(id, reach);
      if (!row) return refuse("NOT_FOUND");
      const contract = await repo.contractByNumber(contractNumber, reach);
      if (!contract) return refuse("VALIDATION", { fields: { contractNumber: "validation.invalid" } });
      if (row.currency !== "EUR") return refuse("CONFLICT");
      const at = now();
      await db.transaction(async (tx) => {
        await credit.lockContract(contract.contractId, tx);
        // Throws StaleStateError (409) when another placing, return or reversal came first.
        await states.moveState(
          { id, from: "Unmatched", to: "Placed", actor, at, set: { contractId: contract.contractId } },
          tx,
        );
        const paymentId = await credit.credit(
          {
            contractId: contract.contractId,
            payerName: row.payerName ?? "",
            amountCents: row.amountCents,
            paidDate: row.bookingDate,
            bankArchiveId: archiveId({ account: row.account, entryRef: row.entryRef }),
            reference:
              row.reference && readReference(row.reference).kind === "finnish" ? row.reference : null,
          },
          at,
          tx,
        );
        if (paymentId) await repo.setPlacedPayment(id, paymentId, tx);
      });
      return true;
    },

    /** Marks an unmatched payment returned to the payer (409 when no longer unmatched). */
    async markReturned(id: string, reach: BuildingScope, actor: Actor): Promise<true | Refusal> {
      const row = await repo.item(id, reach);
      if (!row) return refuse("NOT_FOUND");
      await states.moveState({ id, from: "Unmatched", to: "Returned", actor, at: now() });
      return true;
    },
  };
}

export type BankStatementsService = ReturnType<typeof createBankStatementsService>;
