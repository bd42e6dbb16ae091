import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { BillReason } from "@portal/schemas/billing.constants";
import type { Db } from "../../db/client.ts";
import {
  billLines,
  billingTargets,
  contractReferences,
  landlordBankAccounts,
  securityDeposits,
} from "../../db/schema/billing.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { payments } from "../../db/schema/payments.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";
import {
  personOnContract,
  sessionContract,
  storedSessionColumns,
  type StoredSession,
} from "../../db/scope.ts";
import type { Ledger } from "./ledger.ts";

/** Whose data a query may read: the session's contract, only while the session's person is on it. */
export interface Scope {
  contractId: string;
  personId: string;
}

const contractId = sql.placeholder("contractId");
const personId = sql.placeholder("personId");

export function createBillingRepository(db: Db) {
  // A contract's bill lines and payments as two texts in the contract's row: one row instead of
  // one per line and payment, fields joined by the ASCII unit separator and records by the record
  // separator (taken out of names). History and debt are the busiest billing reads; against JSON
  // arrays of rows with their uuids this is a third of the database's work. No ids and no order:
  // the allocation breaks ties by content (compareLines), and the order of payments does not
  // change what is open. The subqueries name contracts.id in full: drizzle writes a lone column of
  // the outer table unqualified.
  const ledgerColumns = {
    startDate: contracts.startDate,
    endDate: contracts.endDate,
    lines: sql<
      string | null
    >`(select string_agg(concat_ws(chr(31), l.period_start, l.due_date, l.amount_cents,
        l.reason, translate(l.name_on_bill, chr(30) || chr(31), '  ')), chr(30))
      from ${billLines} l where l.contract_id = contracts.id)`,
    payments: sql<string | null>`(select string_agg(concat_ws(chr(31), p.paid_date, p.amount_cents,
        translate(p.payer_name, chr(30) || chr(31), '  ')), chr(30))
      from ${payments} p where p.contract_id = contracts.id)`,
  };
  const ledgerQuery = db
    .select(ledgerColumns)
    .from(contracts)
    .where(and(eq(contracts.id, contractId), personOnContract(contracts.id, personId)))
    .prepare("billing_ledger");
  // History and debt read the session and the ledger in one round trip (as GET /api/profile does);
  // the contract joins only while the session's person is on it, otherwise its columns are null.
  const ledgerBySessionQuery = db
    .select({ session: storedSessionColumns, ...ledgerColumns })
    .from(sessions)
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .leftJoin(contracts, sessionContract(contracts.id))
    .where(eq(sessions.id, sql.placeholder("sessionHash")))
    .prepare("billing_ledger_by_session");

  return {
    /** The session and its contract's ledger (null when the person is no longer on the contract). */
    async ledgerBySession(
      sessionHash: string,
    ): Promise<{ session: StoredSession; ledger: Ledger | null } | null> {
      const [row] = await ledgerBySessionQuery.execute({ sessionHash });
      if (!row) return null;
      const { session, startDate } = row;
      return { session, ledger: startDate ? toLedger({ ...row, startDate }) : null };
    },

    /** The contract's ledger, or null when the contract is not the person's. */
    async ledger(scope: Scope): Promise<Ledger | null> {
      const [row] = await ledgerQuery.execute({ contractId: scope.contractId, personId: scope.personId });
      return row ? toLedger(row) : null;
    },

    /**
     * Ledgers of up to `limit` contracts after `afterId` in id order, not scoped to a session: the
     * notification jobs walk every contract so, a batch per query.
     */
    async ledgerBatch(
      afterId: string | null,
      limit: number,
    ): Promise<{ contractId: string; ledger: Ledger }[]> {
      const rows = await db
        .select({ contractId: contracts.id, ...ledgerColumns })
        .from(contracts)
        .where(afterId === null ? undefined : gt(contracts.id, afterId))
        .orderBy(asc(contracts.id))
        .limit(limit);
      return rows.map((row) => ({ contractId: row.contractId, ledger: toLedger(row) }));
    },

    /**
     * One contract's ledger, not scoped to a session, read under the contract row's lock on the
     * caller's transaction: a settled payment brings the arrear notification up to date with the
     * credit it has just written, and two payments settling at once take turns, so the later one
     * reads the earlier one's credit too.
     */
    async lockedContractLedger(id: string, tx: Db): Promise<Ledger | null> {
      const [row] = await tx
        .select(ledgerColumns)
        .from(contracts)
        .where(eq(contracts.id, id))
        .for("update", { of: contracts });
      return row ? toLedger(row) : null;
    },

    async targets(scope: Scope) {
      return db
        .select({
          reason: billingTargets.reason,
          nameOnBill: billingTargets.nameOnBill,
          amountCents: billingTargets.amountCents,
          startDate: billingTargets.startDate,
          endDate: billingTargets.endDate,
          contractStart: contracts.startDate,
          contractEnd: contracts.endDate,
          monthlyRentCents: contracts.monthlyRentCents,
        })
        .from(contracts)
        .leftJoin(billingTargets, eq(billingTargets.contractId, contracts.id))
        .where(and(eq(contracts.id, scope.contractId), personOnContract(contracts.id, scope.personId)))
        .orderBy(billingTargets.startDate);
    },

    async securityDeposit(scope: Scope) {
      const [row] = await db
        .select({
          found: sql<number>`1`,
          amountCents: securityDeposits.amountCents,
          voucherAmountCents: securityDeposits.voucherAmountCents,
          dueDate: securityDeposits.dueDate,
        })
        .from(contracts)
        .leftJoin(securityDeposits, eq(securityDeposits.contractId, contracts.id))
        .where(and(eq(contracts.id, scope.contractId), personOnContract(contracts.id, scope.personId)));
      return row ?? null;
    },

    /** Where and with which reference the contract's rent is paid by bank transfer. */
    async bankAccount(scope: Scope) {
      const [row] = await db
        .select({
          recipientName: landlordBankAccounts.recipientName,
          iban: landlordBankAccounts.iban,
          bic: landlordBankAccounts.bic,
          referenceNumber: contractReferences.referenceNumber,
        })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .innerJoin(landlordBankAccounts, eq(landlordBankAccounts.organisationId, buildings.organisationId))
        .innerJoin(contractReferences, eq(contractReferences.contractId, contracts.id))
        .where(and(eq(contracts.id, scope.contractId), personOnContract(contracts.id, scope.personId)));
      return row ?? null;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;

const UNIT = "\u001f";
const RECORD = "\u001e";

/** Positions as ids: the rows have none (see ledgerColumns), the allocation only needs them unique. */
const position = (i: number) => String(i).padStart(6, "0");

function records(text: string | null): string[][] {
  return text ? text.split(RECORD).map((r) => r.split(UNIT)) : [];
}

/** The ledger query's row as the pure ledger functions take it. */
export function toLedger(row: {
  startDate: string;
  endDate: string | null;
  lines: string | null;
  payments: string | null;
}): Ledger {
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    lines: records(row.lines).map(([periodStart, dueDate, amount, reason, nameOnBill], i) => ({
      id: position(i),
      periodStart: periodStart!,
      dueDate: dueDate!,
      amountCents: Number(amount),
      reason: reason as BillReason,
      nameOnBill: nameOnBill!,
    })),
    payments: records(row.payments).map(([paidDate, amount, payerName], i) => ({
      id: position(i),
      paidDate: paidDate!,
      amountCents: Number(amount),
      payerName: payerName!,
      createdAt: position(i),
    })),
  };
}
