import { and, eq, exists, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { BillReason } from "@portal/schemas/billing.constants";
import type { Db } from "../../db/client.ts";
import {
  billLines,
  billingTargets,
  contractReferences,
  landlordBankAccounts,
  securityDeposits,
} from "../../db/schema/billing.ts";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { payments } from "../../db/schema/payments.ts";
import type { Ledger } from "./ledger.ts";

/** Whose data a query may read: the session's contract, only while the session's person is on it. */
export interface Scope {
  contractId: string;
  personId: string;
}

const contractId = sql.placeholder("contractId");
const personId = sql.placeholder("personId");

function onContract(db: Db, column: typeof contracts.id) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(contractParties)
      .where(and(eq(contractParties.contractId, column), eq(contractParties.personId, personId))),
  );
}

type LedgerRow = {
  kind: "c" | "l" | "p";
  id: string;
  d1: string;
  d2: string | null;
  cents: number;
  name: string;
  reason: string | null;
  ord: string | null;
};

export function createBillingRepository(db: Db) {
  // The whole ledger of a contract in one round trip: the contract (only if the person is on it),
  // its bill lines and its payments. The history and debt calls are the busiest billing reads.
  const ledgerQuery = unionAll(
    db
      .select({
        kind: sql<LedgerRow["kind"]>`'c'::text`.as("kind"),
        id: sql<string>`${contracts.id}::text`.as("id"),
        d1: sql<string>`${contracts.startDate}::text`.as("d1"),
        d2: sql<string | null>`${contracts.endDate}::text`.as("d2"),
        cents: sql<number>`0`.as("cents"),
        name: sql<string>`''::text`.as("name"),
        reason: sql<string | null>`null::text`.as("reason"),
        ord: sql<string | null>`null::text`.as("ord"),
      })
      .from(contracts)
      .where(and(eq(contracts.id, contractId), onContract(db, contracts.id))),
    db
      .select({
        kind: sql<LedgerRow["kind"]>`'l'::text`,
        id: sql<string>`${billLines.id}::text`,
        d1: sql<string>`${billLines.periodStart}::text`,
        d2: sql<string | null>`${billLines.dueDate}::text`,
        cents: billLines.amountCents,
        name: billLines.nameOnBill,
        reason: sql<string | null>`${billLines.reason}`,
        ord: sql<string | null>`null::text`,
      })
      .from(billLines)
      .where(eq(billLines.contractId, contractId)),
    db
      .select({
        kind: sql<LedgerRow["kind"]>`'p'::text`,
        id: sql<string>`${payments.id}::text`,
        d1: sql<string>`${payments.paidDate}::text`,
        d2: sql<string | null>`null::text`,
        cents: payments.amountCents,
        name: payments.payerName,
        reason: sql<string | null>`null::text`,
        ord: sql<
          string | null
        >`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      })
      .from(payments)
      .where(eq(payments.contractId, contractId)),
  ).prepare("billing_ledger");

  return {
    /** The contract's ledger, or null when the contract is not the person's. */
    async ledger(scope: Scope): Promise<Ledger | null> {
      const rows = await ledgerQuery.execute({ contractId: scope.contractId, personId: scope.personId });
      return toLedger(rows);
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
        .where(and(eq(contracts.id, scope.contractId), scopedTo(scope)))
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
        .where(and(eq(contracts.id, scope.contractId), scopedTo(scope)));
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
        .where(and(eq(contracts.id, scope.contractId), scopedTo(scope)));
      return row ?? null;
    },
  };

  function scopedTo(scope: Scope) {
    return exists(
      db
        .select({ one: sql`1` })
        .from(contractParties)
        .where(
          and(eq(contractParties.contractId, contracts.id), eq(contractParties.personId, scope.personId)),
        ),
    );
  }
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;

export function toLedger(rows: LedgerRow[]): Ledger | null {
  const head = rows.find((r) => r.kind === "c");
  if (!head) return null;
  const ledger: Ledger = { startDate: head.d1, endDate: head.d2, lines: [], payments: [] };
  for (const r of rows) {
    if (r.kind === "l")
      ledger.lines.push({
        id: r.id,
        periodStart: r.d1,
        dueDate: r.d2!,
        amountCents: Number(r.cents),
        nameOnBill: r.name,
        reason: r.reason as BillReason,
      });
    else if (r.kind === "p")
      ledger.payments.push({
        id: r.id,
        paidDate: r.d1,
        amountCents: Number(r.cents),
        payerName: r.name,
        createdAt: r.ord ?? "",
      });
  }
  return ledger;
}
