// The monthly charges other modules start and end on a lease: a weekly turn's fee (bookings), and
// the end a lease's end puts to them (bookings' lease-end job, termination's approval). Every
// method takes the caller's transaction: the charge changes with what causes it.
import { and, eq, inArray, isNull, or, gt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { billingTargets } from "../../db/schema/billing.ts";

export interface NewFee {
  contractId: string;
  reason: "sauna" | "other";
  nameOnBill: string;
  amountCents: number;
  /** YYYY-MM-DD */
  startDate: string;
  /** The lease's last day, when known: the fee ends with it. */
  endDate: string | null;
}

export function createBillingTargetsRepository() {
  return {
    /** A monthly fee from its start date on: its id. */
    async insertFee(fee: NewFee, tx: Db): Promise<string> {
      const [row] = await tx.insert(billingTargets).values(fee).returning({ id: billingTargets.id });
      if (!row) throw new Error("billing target insert returned nothing");
      return row.id;
    },

    /** The fee ends on `endDate`, whenever it would have. */
    async setEnd(id: string, endDate: string, tx: Db): Promise<void> {
      await tx.update(billingTargets).set({ endDate }).where(eq(billingTargets.id, id));
    },

    /** Of these fees, those running past `endDate` end on it; how many ended. */
    async endBy(ids: readonly string[], endDate: string, tx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const running = or(isNull(billingTargets.endDate), gt(billingTargets.endDate, endDate)) as SQL;
      const ended = await tx
        .update(billingTargets)
        .set({ endDate })
        .where(and(inArray(billingTargets.id, [...ids]), running))
        .returning({ id: billingTargets.id });
      return ended.length;
    },

    /** A fee nothing was billed of goes. */
    async remove(id: string, tx: Db): Promise<void> {
      await tx.delete(billingTargets).where(eq(billingTargets.id, id));
    },
  };
}
export type BillingTargetsRepository = ReturnType<typeof createBillingTargetsRepository>;
