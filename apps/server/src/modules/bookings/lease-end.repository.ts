// What a lease's end date does to the household's hold on the building: bookings for days after it
// are cancelled and weekly turns end on it, with their fees. Every statement finds only what is
// still to do, so passes can run again, or in several processes at once.
import { sql } from "drizzle-orm";
import { BOOKING_TIME_ZONE } from "@portal/schemas/bookings.constants";
import type { Db } from "../../db/client.ts";
import { createBillingTargetsRepository } from "../billing/index.ts";
import { queryRows } from "./bookings-sql.ts";

export function createLeaseEndRepository(db: Db) {
  // The turns' fees are billing targets, billing's own: ended and dropped through its repository.
  const fees = createBillingTargetsRepository();
  return {
    /**
     * Cancels the active bookings, not yet begun, whose slot starts after the household's lease's
     * last day (in Helsinki). Not a late cancellation: nothing counts toward any quota.
     */
    async cancelBookingsAfterLease(at: Date): Promise<number> {
      const found = await queryRows<{ id: string }>(
        db,
        sql`update bookings b set cancelled_at = ${at.toISOString()}::timestamptz, late_cancel = false
          from contracts c
          where c.id = b.contract_id and c.end_date is not null and b.cancelled_at is null
            and b.starts_at > ${at.toISOString()}::timestamptz
            and b.starts_at >= ((c.end_date + 1)::timestamp at time zone ${BOOKING_TIME_ZONE})
          returning b.id`,
      );
      return found.length;
    },

    /**
     * Ends the contract's weekly turns that run past `endDate` on it (a termination's approval, in
     * its transaction), and their fees with them.
     */
    async endContractTurns(contractId: string, endDate: string, tx: Db): Promise<void> {
      const turns = await queryRows<{ billingTargetId: string | null }>(
        tx,
        sql`update fixed_turns t set valid_until = ${endDate}::date
          where t.contract_id = ${contractId} and (t.valid_until is null or t.valid_until > ${endDate}::date)
            and t.valid_from <= ${endDate}::date
          returning t.billing_target_id as "billingTargetId"`,
      );
      const targets = turns.map((t) => t.billingTargetId).filter((id): id is string => id !== null);
      await fees.endBy(targets, endDate, tx);
    },

    /**
     * Ends each weekly turn that runs past its lease's last day on that day, and its fee's billing
     * target with it; a turn that would only begin after the lease goes away with its target, as
     * nothing of it was billed.
     */
    async endTurnsWithLease(): Promise<number> {
      return db.transaction(async (tx) => {
        const turns = await queryRows<{ billingTargetId: string | null; endDate: string }>(
          tx,
          sql`update fixed_turns t set valid_until = c.end_date
            from contracts c
            where c.id = t.contract_id and c.end_date is not null and t.valid_from <= c.end_date
              and (t.valid_until is null or t.valid_until > c.end_date)
            returning t.billing_target_id as "billingTargetId", c.end_date::text as "endDate"`,
        );
        // Each turn's fee ends with it; counted are the fees that ended.
        const byEnd = new Map<string, string[]>();
        for (const turn of turns)
          if (turn.billingTargetId)
            byEnd.set(turn.endDate, [...(byEnd.get(turn.endDate) ?? []), turn.billingTargetId]);
        let ended = 0;
        for (const [endDate, ids] of byEnd) ended += await fees.endBy(ids, endDate, tx);
        const gone = await queryRows<{ billingTargetId: string | null }>(
          tx,
          sql`delete from fixed_turns t using contracts c
            where c.id = t.contract_id and c.end_date is not null and t.valid_from > c.end_date
            returning t.billing_target_id as "billingTargetId"`,
        );
        const targets = gone.map((row) => row.billingTargetId).filter((id): id is string => id !== null);
        for (const id of targets) await fees.remove(id, tx);
        return ended + gone.length;
      });
    },
  };
}
