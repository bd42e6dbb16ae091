// The week view: a resource's slots for one week as the household sees them, built from what
// week.repository.ts read. Most reads find what the household's previous read found, so its last
// answer is kept with everything it was built from.
import { LRUCache } from "lru-cache";
import { weekResponse, type WeekResponse, type WeekSlot } from "@portal/schemas/bookings";
import { addDays, todayInHelsinki } from "../../lib/dates.ts";
import {
  isoWeekday,
  lastBookableDate,
  localInstant,
  localIso,
  mondayOf,
  slotStarts,
  type SlotRules,
} from "./slots.ts";

/** [start ms, end ms, own booking id or null] of an active booking. */
export type WeekBooking = [number, number, string | null];
/** [weekday, start minute, valid from, valid until, own] of a weekly turn. */
export type WeekTurn = [number, number, string, string | null, boolean];

export interface WeekInputs {
  resourceId: string;
  rules: SlotRules;
  bookings: WeekBooking[];
  turns: WeekTurn[];
  /** The household's lease's last day; null when it runs until further notice. */
  leaseEnd: string | null;
}

/** Answers kept: one per household and resource week in use, each a few kilobytes. */
const ANSWERS_KEPT = 500;

/** The database's JSON text of a week's inputs (see week.repository.ts), read. */
export function parseWeekInputs(text: string): WeekInputs {
  const [resourceId, slotMinutes, opensMinute, closesMinute, windowDays, bookings, turns, leaseEnd] =
    JSON.parse(text) as [
      string,
      number,
      number,
      number,
      number,
      [string, string, string | null][],
      WeekTurn[],
      string | null,
    ];
  return {
    resourceId,
    rules: { slotMinutes, opensMinute, closesMinute, windowDays },
    bookings: bookings.map(([s, e, id]) => [Date.parse(s), Date.parse(e), id]),
    turns,
    leaseEnd,
  };
}

/**
 * The week's slots from `start` (a Monday). Own beats past (a tenant wants to see their own turn
 * even as it runs); a day after the lease's end says so whoever holds the slot (the household
 * cannot book it either way); a slot someone holds is taken before it is outside the window.
 */
export function buildWeek(inputs: WeekInputs, start: string, now: Date): WeekResponse {
  const { rules } = inputs;
  const at = now.getTime();
  const last = lastBookableDate(todayInHelsinki(now), rules.windowDays);
  const starts = slotStarts(rules);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(start, i);
    const weekday = isoWeekday(date);
    const slots = starts.map((minute): WeekSlot => {
      const from = localInstant(date, minute);
      const to = localInstant(date, minute + rules.slotMinutes);
      const slot: WeekSlot = {
        start: localIso(date, minute),
        end: localIso(date, minute + rules.slotMinutes),
        state: "free",
      };
      const booking = inputs.bookings.find(([s, e]) => s < to.getTime() && e > from.getTime());
      const turn = inputs.turns.find(
        ([day, m, validFrom, validUntil]) =>
          day === weekday &&
          m < minute + rules.slotMinutes &&
          m + rules.slotMinutes > minute &&
          validFrom <= date &&
          (validUntil === null || validUntil >= date),
      );
      if (booking?.[2]) return { ...slot, state: "own", bookingId: booking[2] };
      if (turn?.[4]) return { ...slot, state: "own", fixedTurn: true };
      if (from.getTime() <= at) return { ...slot, state: "past" };
      if (inputs.leaseEnd !== null && date > inputs.leaseEnd) return { ...slot, state: "afterLeaseEnd" };
      if (turn) return { ...slot, state: "taken", fixedTurn: true };
      if (booking) return { ...slot, state: "taken" };
      if (date > last) return { ...slot, state: "outsideWindow" };
      return slot;
    });
    return { date, slots };
  });
  return { resourceId: inputs.resourceId, start, days };
}

/** Whether `date` (YYYY-MM-DD) is a real Monday. */
export const isMonday = (date: string) => isoWeekday(date) === 1;

/**
 * What the read of the week from `start` covers: bookings from a day before to a day after the
 * local week (the margin covers the zone's offset; slots are matched by instant anyway) and the
 * weekly turns valid on its dates.
 */
export function weekBounds(start: string) {
  const toDate = addDays(start, 8);
  return {
    from: new Date(`${addDays(start, -1)}T00:00:00Z`),
    to: new Date(`${toDate}T00:00:00Z`),
    fromDate: start,
    toDate,
  };
}

export function createWeekView(now: () => Date) {
  /** The last answer each household got for a resource's week, with what it was built from. */
  const answers = new LRUCache<string, { minute: number; inputs: string; json: Buffer }>({
    max: ANSWERS_KEPT,
  });
  return {
    /** This week's Monday in Helsinki. */
    thisMonday: () => mondayOf(todayInHelsinki(now())),

    /**
     * The answer as UTF-8 JSON, checked against its schema when built. Besides the inputs' text (own
     * bookings carry their id) it depends only on the week and the minute: slots start on whole
     * minutes, so "past" and the window's last day change only between minutes. The household's
     * last answer is given again while both are the same.
     */
    json(week: { resourceId: string; start: string; household: string }, inputs: string): Buffer {
      const at = now();
      const minute = Math.floor(at.getTime() / 60_000);
      const key = `${week.resourceId}|${week.start}|${week.household}`;
      const kept = answers.get(key);
      if (kept && kept.minute === minute && kept.inputs === inputs) return kept.json;
      const answer = weekResponse.parse(buildWeek(parseWeekInputs(inputs), week.start, at));
      // Kept encoded: each answer is then written as it is, without measuring or encoding it again.
      const json = Buffer.from(JSON.stringify(answer));
      answers.set(key, { minute, inputs, json });
      return json;
    },
  };
}
export type WeekView = ReturnType<typeof createWeekView>;
