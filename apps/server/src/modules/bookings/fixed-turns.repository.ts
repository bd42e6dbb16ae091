// Weekly turns of the household: each with the billing target that bills its monthly fee.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { createBillingTargetsRepository } from "../billing/index.ts";
import { household, queryRows, type Scope } from "./bookings-sql.ts";

export interface TurnRow {
  id: string;
  resourceId: string;
  weekday: number;
  startMinute: number;
  monthlyFeeCents: number;
  validFrom: string;
  validUntil: string | null;
  billingTargetId: string | null;
}

/** The household the scope points at: only while the person is on the contract. */

const turnColumns = sql`t.id, t.resource_id as "resourceId", t.weekday, t.start_minute as "startMinute",
  t.monthly_fee_cents as "monthlyFeeCents", t.valid_from::text as "validFrom",
  t.valid_until::text as "validUntil", t.billing_target_id as "billingTargetId"`;

/** Both drivers give timestamptz as Date; json built in SQL gives text. */

export function createFixedTurnsRepository(db: Db) {
  // A turn's fee is a billing target, billing's own: started, ended and dropped through its repository.
  const fees = createBillingTargetsRepository();
  const rows = <T>(query: Parameters<typeof queryRows>[1], tx: Db = db) => queryRows<T>(tx, query);
  return {
    /** The household's weekly turns not ended before `today`. */
    async turns(scope: Scope, today: string): Promise<TurnRow[]> {
      return rows<TurnRow>(sql`with h as (${household(scope)})
        select ${turnColumns} from fixed_turns t join h on h.contract_id = t.contract_id
        where t.valid_until is null or t.valid_until >= ${today}::date
        order by t.weekday, t.start_minute`);
    },

    async turn(scope: Scope, id: string, tx: Db): Promise<TurnRow | null> {
      const [row] = await rows<TurnRow>(
        sql`with h as (${household(scope)})
          select ${turnColumns} from fixed_turns t join h on h.contract_id = t.contract_id
          where t.id = ${id} for update of t`,
        tx,
      );
      return row ?? null;
    },

    /**
     * Whether another turn holds the weekday's slot on `from` or later, taken under a lock on the
     * slot so that households taking it at once are counted one after another. The partial unique
     * index covers only turns without an end; a turn that ends with its lease has one from the start.
     */
    async turnTakenFrom(resourceId: string, weekday: number, startMinute: number, from: string, tx: Db) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`turn ${resourceId} ${weekday} ${startMinute}`}, 0))`,
      );
      const found = await rows(
        sql`select 1 from fixed_turns t where t.resource_id = ${resourceId} and t.weekday = ${weekday}
          and t.start_minute = ${startMinute} and (t.valid_until is null or t.valid_until >= ${from}::date)
          limit 1`,
        tx,
      );
      return found.length > 0;
    },

    /**
     * A weekly turn and the billing target that bills its fee every month from `validFrom`. The
     * partial unique index refuses a second holder of the slot (23505).
     */
    async insertTurn(
      values: {
        scope: Scope;
        apartmentId: string;
        resourceId: string;
        weekday: number;
        startMinute: number;
        feeCents: number;
        validFrom: string;
        /** The lease's last day, when known: the turn and its fee end with the lease. */
        validUntil: string | null;
        reason: "sauna" | "other";
        nameOnBill: string;
        now: Date;
      },
      tx: Db,
    ): Promise<TurnRow> {
      const target = await fees.insertFee(
        {
          contractId: values.scope.contractId,
          reason: values.reason,
          nameOnBill: values.nameOnBill,
          amountCents: values.feeCents,
          startDate: values.validFrom,
          endDate: values.validUntil,
        },
        tx,
      );
      const [row] = await rows<TurnRow>(
        sql`insert into fixed_turns as t (resource_id, apartment_id, contract_id, person_id, weekday, start_minute,
            monthly_fee_cents, valid_from, valid_until, billing_target_id, created_at)
          values (${values.resourceId}, ${values.apartmentId}, ${values.scope.contractId}, ${values.scope.personId},
            ${values.weekday}, ${values.startMinute}, ${values.feeCents}, ${values.validFrom}::date,
            ${values.validUntil}::date, ${target}, ${values.now.toISOString()}::timestamptz)
          returning ${turnColumns}`,
        tx,
      );
      return row!;
    },

    /** Gives a turn up from `validUntil` on: its fee's target ends the same day. */
    async endTurn(turn: TurnRow, validUntil: string, tx: Db) {
      await tx.execute(sql`update fixed_turns set valid_until = ${validUntil}::date where id = ${turn.id}`);
      if (turn.billingTargetId) await fees.setEnd(turn.billingTargetId, validUntil, tx);
    },

    /** A turn given up before its first month: nothing was billed, nothing is kept. */
    async deleteTurn(turn: TurnRow, tx: Db) {
      await tx.execute(sql`delete from fixed_turns where id = ${turn.id}`);
      if (turn.billingTargetId) await fees.remove(turn.billingTargetId, tx);
    },
  };
}
