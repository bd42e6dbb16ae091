import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  billLines,
  billingTargets,
  bills,
  contractReferences,
  landlordBankAccounts,
  securityDeposits,
} from "../db/schema/billing.ts";
import { contractParties, contracts } from "../db/schema/contracts.ts";
import { organisations } from "../db/schema/organisations.ts";
import { payments } from "../db/schema/payments.ts";
import { persons, userAccounts } from "../db/schema/persons.ts";
import { finnishReference } from "../lib/reference-number.ts";
import { seededRandom } from "./names.ts";
import { STORY, planContract, type Plan, type SeedContract } from "./billing-plan.ts";

/** Finance Finland's example account: a valid Finnish IBAN that belongs to no one. */
export const DEMO_IBAN = "FI2112345600000785";
export const DEMO_BIC = "NDEAFIHH";
/** The tenant whose deposit is a voucher (e.g. from social services) rather than money. */
const VOUCHER_DEPOSIT = "suojattu.asukas@example.fi";
/** The tenant who has moved out: the home page tells how the deposit in money comes back. */
const MOVED_OUT = "muuttanut.pois@example.fi";

/** Rows per insert statement: well under the 65 535 bind parameters a statement may carry. */
const BATCH = 1000;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Each seeded contract with its paying parties' names, resident count and account emails. */
async function loadContracts(tx: Db): Promise<SeedContract[]> {
  const rows = await tx
    .select({
      id: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      monthlyRentCents: contracts.monthlyRentCents,
      dueDay: contracts.dueDay,
    })
    .from(contracts)
    .orderBy(asc(contracts.contractNumber));
  const parties = await tx
    .select({
      contractId: contractParties.contractId,
      kind: contractParties.kind,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: userAccounts.email,
    })
    .from(contractParties)
    .innerJoin(persons, eq(persons.id, contractParties.personId))
    .leftJoin(userAccounts, eq(userAccounts.personId, persons.id))
    .orderBy(asc(persons.firstName));
  const byContract = new Map(
    rows.map((r) => [r.id, { ...r, payers: [] as string[], residents: 0, emails: [] as string[] }]),
  );
  for (const p of parties) {
    const c = byContract.get(p.contractId);
    if (!c) continue;
    c.residents++;
    if (p.kind === "party") c.payers.push(`${p.firstName} ${p.lastName}`);
    if (p.email) c.emails.push(p.email);
  }
  return [...byContract.values()];
}

/**
 * Bills every month from 1 April 2025 (or the lease start) to this month for every contract, bank
 * payments for most, a debt for Aino (collection costs and penalty interest included), a tenant
 * paid ahead, security deposits, reference numbers and the landlord's account. Run after every
 * other seed has created its contracts.
 */
export async function seedBilling(tx: Db, today: string): Promise<void> {
  const rand = seededRandom(4711);
  const orgs = await tx.select({ id: organisations.id, name: organisations.name }).from(organisations);
  await tx
    .insert(landlordBankAccounts)
    .values(
      orgs.map((o) => ({ organisationId: o.id, recipientName: o.name, iban: DEMO_IBAN, bic: DEMO_BIC })),
    );

  const all = await loadContracts(tx);
  const plans: Plan[] = all.map((c) => planContract(c, today, rand));
  await insertAll(
    all.map((c, i) => ({ contractId: c.id, referenceNumber: finnishReference(String(100_001 + i)) })),
    (chunk) => tx.insert(contractReferences).values(chunk),
  );
  const deposits = all.flatMap((c) => {
    const twoMonths = Math.round((c.monthlyRentCents * 2) / 10_000) * 10_000;
    if (c.emails.includes(VOUCHER_DEPOSIT))
      return [{ contractId: c.id, amountCents: 0, voucherAmountCents: twoMonths, dueDate: c.startDate }];
    // The draw comes before the moved-out tenant's rule, so every other contract's deposit stays as it was.
    if (c.emails.includes(STORY.debt) || rand() < 0.5 || c.emails.includes(MOVED_OUT))
      return [{ contractId: c.id, amountCents: twoMonths, voucherAmountCents: 0, dueDate: c.startDate }];
    return [];
  });
  await insertAll(deposits, (chunk) => tx.insert(securityDeposits).values(chunk));
  await insertAll(
    plans.flatMap((p) => p.targets),
    (chunk) => tx.insert(billingTargets).values(chunk),
  );
  await insertAll(
    plans.flatMap((p) => p.bills),
    (chunk) => tx.insert(bills).values(chunk),
  );
  await insertAll(
    plans.flatMap((p) => p.lines),
    (chunk) => tx.insert(billLines).values(chunk),
  );
  await insertAll(
    plans.flatMap((p) => p.payments),
    (chunk) => tx.insert(payments).values(chunk),
  );
}
