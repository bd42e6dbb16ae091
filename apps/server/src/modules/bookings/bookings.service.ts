import type { Booking, BookingResource, FixedTurn } from "@portal/schemas/bookings";
import type { BookingRuleError } from "@portal/schemas/bookings.constants";
import { V } from "@portal/schemas/common";
import { centsToEuros } from "@portal/schemas/billing.rules";
import type { Db } from "../../db/client.ts";
import { DEADLOCK_DETECTED, sqlState, UNIQUE_VIOLATION } from "../../db/errors.ts";
import { addDays, addMonths, todayInHelsinki } from "../../lib/dates.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { BookingRow, BookingsRepository, ResourceRow, Scope, TurnRow } from "./bookings.repository.ts";
import { contractEndedOn, type ContractAccess, type ContractEnded } from "../lease/index.ts";
import type { Feeds } from "./feed.ts";
import { rulesText } from "./rules-text.ts";
import { checkSlot, isoWithOffset, localParts, minuteToTime, timeToMinute } from "./slots.ts";

/** SQLSTATE of an exclusion-constraint violation: bookings_no_overlap refused an overlapping slot. */
const EXCLUSION_VIOLATION = "23P01";

export type CreateResult =
  | { booking: Booking }
  | ContractEnded
  | Refusal<"NOT_FOUND" | BookingRuleError | "SLOT_TAKEN" | "QUOTA_EXCEEDED">;

export function toResource(r: ResourceRow): BookingResource {
  return {
    id: r.id,
    kind: r.kind,
    name: { fi: r.nameFi, sv: r.nameSv || r.nameFi, en: r.nameEn },
    rules: rulesText(r),
    slotMinutes: r.slotMinutes,
    opensAt: minuteToTime(r.opensMinute),
    closesAt: minuteToTime(r.closesMinute),
    windowDays: r.windowDays,
    quota: r.quota,
    lateCancelHours: r.lateCancelHours,
    fixedTurns: {
      available: r.fixedTurnFeeCents !== null,
      monthlyFee: centsToEuros(r.fixedTurnFeeCents ?? 0),
    },
  };
}

export function toBooking(b: BookingRow): Booking {
  return {
    id: b.id,
    resourceId: b.resourceId,
    resourceName: { fi: b.nameFi, sv: b.nameSv || b.nameFi, en: b.nameEn },
    kind: b.kind,
    start: isoWithOffset(b.startsAt),
    end: isoWithOffset(b.endsAt),
    status: b.cancelledAt ? "cancelled" : "active",
    cancelledAt: b.cancelledAt ? isoWithOffset(b.cancelledAt) : null,
    lateCancel: b.lateCancel,
  };
}

export function toTurn(t: TurnRow): FixedTurn {
  return {
    id: t.id,
    resourceId: t.resourceId,
    weekday: t.weekday,
    startTime: minuteToTime(t.startMinute),
    monthlyFee: centsToEuros(t.monthlyFeeCents),
    validFrom: t.validFrom,
    validUntil: t.validUntil,
  };
}

/** The last day of the month `date` is in. */
export const monthEnd = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

/** What a fixed turn's fee says on the bill. */
const TURN_BILL = { sauna: { reason: "sauna", nameOnBill: "Saunamaksu" } } as const;

export interface BookingsServiceDeps {
  db: Db;
  repo: BookingsRepository;
  feeds: Feeds;
  access: ContractAccess;
  now: () => Date;
}

export function createBookingsService({ db, repo, feeds, access, now }: BookingsServiceDeps) {
  const service = {
    async resources(scope: Scope): Promise<BookingResource[]> {
      return (await repo.resources(scope)).map(toResource);
    },

    async create(scope: Scope, resourceId: string, startText: string): Promise<CreateResult> {
      // Households racing for one slot take turns (lockSlot), but bookings of overlapping slots
      // that start at different times (after a resource's slot length changed) can still deadlock
      // inside the exclusion constraint's check; the database aborts one of them, and its second
      // try finds the winner's booking (409).
      for (let attempt = 1; ; attempt++) {
        try {
          return await service.tryCreate(scope, resourceId, startText);
        } catch (err) {
          if (sqlState(err) !== DEADLOCK_DETECTED || attempt >= 3) throw err;
        }
      }
    },

    async tryCreate(scope: Scope, resourceId: string, startText: string): Promise<CreateResult> {
      const start = new Date(startText);
      const at = now();
      try {
        return await db.transaction(async (tx): Promise<CreateResult> => {
          const household = await repo.lockHousehold(scope, resourceId, tx);
          if (!household?.id) return refuse("NOT_FOUND");
          const resource = household as ResourceRow & { apartmentId: string; leaseEnd: string | null };
          // A tenant who has moved out hears that first, whatever the slot.
          const moved = contractEndedOn(resource.leaseEnd, todayInHelsinki(at));
          if (moved) return moved;
          const slot = checkSlot(resource, start, at);
          if (!slot.ok) return refuse(slot.error);
          const afterLease = contractEndedOn(resource.leaseEnd, slot.date);
          if (afterLease) return afterLease;
          const end = slot.end;
          if (
            await repo.turnHolds(
              resource.id,
              slot.date,
              slot.weekday,
              slot.minute,
              slot.minute + resource.slotMinutes,
              tx,
            )
          )
            return refuse("SLOT_TAKEN");
          // Counted under the apartment's row lock: a household's concurrent requests queue here.
          const held = await repo.countActive(scope.contractId, resource.id, at, tx);
          if (held >= resource.quota) return refuse("QUOTA_EXCEEDED", { quota: resource.quota });
          await repo.lockSlot(resource.id, start, tx);
          const id = await repo.insertBooking(
            { resourceId: resource.id, apartmentId: resource.apartmentId, scope, start, end, now: at },
            tx,
          );
          const booking = await repo.booking(scope, id, tx);
          return { booking: toBooking(booking!) };
        });
      } catch (err) {
        // The database's own refusal of an overlapping slot, whoever got there first.
        if (sqlState(err) === EXCLUSION_VIOLATION) return refuse("SLOT_TAKEN");
        throw err;
      }
    },

    /**
     * Cancels one of the household's bookings until it starts. The slot is free for others at once
     * (the exclusion constraint covers active bookings only); a late cancellation keeps counting
     * toward the household's quota until the slot's end.
     */
    async cancel(scope: Scope, id: string): Promise<Booking | Refusal<"NOT_FOUND" | "ALREADY_STARTED">> {
      const at = now();
      return db.transaction(async (tx) => {
        const booking = await repo.booking(scope, id, tx, true);
        if (!booking) return refuse("NOT_FOUND");
        if (booking.cancelledAt) return toBooking(booking);
        if (booking.startsAt.getTime() <= at.getTime()) return refuse("ALREADY_STARTED");
        const late = booking.startsAt.getTime() - at.getTime() < booking.lateCancelHours * 3_600_000;
        await repo.cancel(id, at, late, tx);
        return toBooking({ ...booking, cancelledAt: at, lateCancel: late });
      });
    },

    async list(scope: Scope, scopeName: "upcoming" | "past"): Promise<Booking[]> {
      return (await repo.list(scope, scopeName === "upcoming", now())).map(toBooking);
    },

    booking: (scope: Scope, id: string) => repo.booking(scope, id),

    async turns(scope: Scope): Promise<FixedTurn[]> {
      return (await repo.turns(scope, todayInHelsinki(now()))).map(toTurn);
    },

    /**
     * A weekly turn from the first day of next month, with its monthly fee as a billing target so
     * every bill from then on carries the line; on a lease with a known end date both end with it.
     * Another household's turn on the slot: SLOT_TAKEN. A lease that has ended, or ends before the
     * turn would begin: CONTRACT_ENDED.
     */
    async takeTurn(
      scope: Scope,
      input: { resourceId: string; weekday: number; startTime: string },
    ): Promise<
      | { turn: FixedTurn }
      | ContractEnded
      | Refusal<"NOT_FOUND" | "VALIDATION" | "OUTSIDE_HOURS" | "NOT_A_SLOT" | "SLOT_TAKEN">
    > {
      const at = now();
      const today = todayInHelsinki(at);
      const validFrom = addMonths(`${today.slice(0, 7)}-01`, 1);
      const minute = timeToMinute(input.startTime);
      try {
        return await db.transaction(async (tx) => {
          const household = await repo.lockHousehold(scope, input.resourceId, tx);
          if (!household?.id) return refuse("NOT_FOUND");
          const resource = household as ResourceRow & { apartmentId: string; leaseEnd: string | null };
          const refused =
            contractEndedOn(resource.leaseEnd, today) ?? contractEndedOn(resource.leaseEnd, validFrom);
          if (refused) return refused;
          // A resource without weekly turns: the field names the wrong resource.
          if (resource.fixedTurnFeeCents === null)
            return refuse("VALIDATION", { fields: { resourceId: V.invalid } });
          if (minute < resource.opensMinute || minute + resource.slotMinutes > resource.closesMinute)
            return refuse("OUTSIDE_HOURS");
          if ((minute - resource.opensMinute) % resource.slotMinutes !== 0) return refuse("NOT_A_SLOT");
          if (await repo.turnTakenFrom(resource.id, input.weekday, minute, validFrom, tx))
            return refuse("SLOT_TAKEN");
          const bill =
            resource.kind === "sauna"
              ? TURN_BILL.sauna
              : { reason: "other" as const, nameOnBill: resource.nameFi };
          const turn = await repo.insertTurn(
            {
              scope,
              apartmentId: resource.apartmentId,
              resourceId: resource.id,
              weekday: input.weekday,
              startMinute: minute,
              feeCents: resource.fixedTurnFeeCents,
              validFrom,
              validUntil: resource.leaseEnd,
              reason: bill.reason,
              nameOnBill: bill.nameOnBill,
              now: at,
            },
            tx,
          );
          return { turn: toTurn(turn) };
        });
      } catch (err) {
        if (sqlState(err) === UNIQUE_VIOLATION) return refuse("SLOT_TAKEN");
        throw err;
      }
    },

    /**
     * A new calendar feed for the tenant, replacing any earlier one; NOT_FOUND when the person is
     * not on the contract. A feed follows the household's bookings, so it is not made after the lease.
     */
    async rotateFeed(scope: Scope): Promise<{ token: string } | ContractEnded | Refusal<"NOT_FOUND">> {
      const refused = await access.refusal(scope.contractId);
      if (refused) return refused;
      const token = await feeds.rotate(scope, now());
      return token === null ? refuse("NOT_FOUND") : { token };
    },

    /**
     * Gives a turn up at the end of this month; one not yet begun goes away with its fee. Allowed
     * after the lease too: it only frees the slot.
     */
    async giveUpTurn(scope: Scope, id: string): Promise<FixedTurn | Refusal<"NOT_FOUND">> {
      const today = todayInHelsinki(now());
      return db.transaction(async (tx) => {
        const turn = await repo.turn(scope, id, tx);
        if (!turn) return refuse("NOT_FOUND");
        if (turn.validFrom > today) {
          await repo.deleteTurn(turn, tx);
          return toTurn({ ...turn, validUntil: addDays(turn.validFrom, -1) });
        }
        const until = monthEnd(today);
        // Given up already, or ending with the lease before this month is out.
        if (turn.validUntil !== null && turn.validUntil <= until) return toTurn(turn);
        await repo.endTurn(turn, until, tx);
        return toTurn({ ...turn, validUntil: until });
      });
    },

    localParts,
  };
  return service;
}
export type BookingsService = ReturnType<typeof createBookingsService>;
