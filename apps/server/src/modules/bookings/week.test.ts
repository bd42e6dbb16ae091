import { describe, expect, it } from "vitest";
import { weekResponse } from "@portal/schemas/bookings";
import { createWeekView, parseWeekInputs } from "./week.ts";
import { localInstant } from "./slots.ts";

const RESOURCE = "0b6c2f7e-4a57-4f0e-9d3a-2f4f6c1d2e3a";
const OWN = "5d0f1c2a-9b8e-4c7d-a6f5-e4d3c2b1a091";
const start = "2026-11-23";
const household = { resourceId: RESOURCE, start, household: "contract-1" };
const iso = (date: string, hour: number) => localInstant(date, hour * 60).toISOString();

/** The database's text for a sauna with 60-minute slots 14–22 and a 14-day window. */
function inputs(
  bookings: [string, string, string | null][] = [],
  turns: unknown[] = [],
  leaseEnd: string | null = null,
) {
  return JSON.stringify([RESOURCE, 60, 14 * 60, 22 * 60, 14, bookings, turns, leaseEnd]);
}

function view(at: Date) {
  let now = at;
  const week = createWeekView(() => now);
  return { week, set: (next: Date) => void (now = next) };
}

const read = (json: Buffer) => weekResponse.parse(JSON.parse(json.toString("utf8")));

describe("the week view", () => {
  it("reads the database's text: timestamps in any offset, own bookings by id", () => {
    const parsed = parseWeekInputs(
      inputs(
        [["2026-11-24T14:00:00+02:00", "2026-11-24T13:00:00+00:00", OWN]],
        [[4, 1140, "2026-11-01", null, false]],
      ),
    );
    expect(parsed.rules).toEqual({ slotMinutes: 60, opensMinute: 840, closesMinute: 1320, windowDays: 14 });
    expect(parsed.bookings).toEqual([
      [Date.parse(iso("2026-11-24", 14)), Date.parse(iso("2026-11-24", 15)), OWN],
    ]);
    expect(parsed.turns).toEqual([[4, 1140, "2026-11-01", null, false]]);
  });

  it("turns a slot past at its first millisecond, not a minute later", () => {
    const slotStart = localInstant("2026-11-23", 14 * 60);
    const v = view(new Date(slotStart.getTime() - 1));
    expect(read(v.week.json(household, inputs())).days[0]!.slots[0]!.state).toBe("free");
    v.set(slotStart);
    expect(read(v.week.json(household, inputs())).days[0]!.slots[0]!.state).toBe("past");
  });

  it("builds an answer once a minute for the same text, and again for new text or a new minute", () => {
    const v = view(new Date("2026-11-23T08:00:10Z"));
    const first = v.week.json(household, inputs());
    expect(v.week.json(household, inputs())).toBe(first);
    v.set(new Date("2026-11-23T08:00:59.999Z"));
    expect(v.week.json(household, inputs())).toBe(first);

    const booked = v.week.json(household, inputs([[iso("2026-11-25", 18), iso("2026-11-25", 19), OWN]]));
    expect(booked).not.toBe(first);
    expect(read(booked).days[2]!.slots[4]).toMatchObject({ state: "own", bookingId: OWN });
    expect(
      read(v.week.json(household, inputs([[iso("2026-11-25", 18), iso("2026-11-25", 19), null]]))).days[2]!
        .slots[4]!.state,
    ).toBe("taken");

    v.set(new Date("2026-11-23T08:01:00Z"));
    const next = v.week.json(household, inputs());
    expect(next).not.toBe(first);
    expect(next.equals(first)).toBe(true);
  });

  it("says which days lie after the household's lease, own slots and those gone by staying what they are", () => {
    const v = view(new Date("2026-11-23T13:00:00Z"));
    const ownAfter: [string, string, string | null] = [iso("2026-11-27", 18), iso("2026-11-27", 19), OWN];
    const week = read(v.week.json(household, inputs([ownAfter], [], "2026-11-25")));
    const states = (day: number) => new Set(week.days[day]!.slots.map((slot) => slot.state));
    // Monday's early slots have passed; Wednesday, the lease's last day, is still bookable.
    expect(week.days[0]!.slots[0]!.state).toBe("past");
    expect(states(2)).toEqual(new Set(["free"]));
    expect(states(3)).toEqual(new Set(["afterLeaseEnd"]));
    expect(week.days[4]!.slots[4]).toMatchObject({ state: "own", bookingId: OWN });
    expect(week.days[4]!.slots[5]!.state).toBe("afterLeaseEnd");
    // The same week without an end date: free.
    expect(read(v.week.json(household, inputs())).days[3]!.slots[0]!.state).toBe("free");
  });

  it("keeps each household's answer apart", () => {
    const v = view(new Date("2026-11-23T08:00:10Z"));
    const other = { ...household, household: "contract-2" };
    const mine = v.week.json(household, inputs([[iso("2026-11-25", 18), iso("2026-11-25", 19), OWN]]));
    const theirs = v.week.json(other, inputs([[iso("2026-11-25", 18), iso("2026-11-25", 19), null]]));
    expect(read(theirs).days[2]!.slots[4]!.state).toBe("taken");
    expect(v.week.json(household, inputs([[iso("2026-11-25", 18), iso("2026-11-25", 19), OWN]]))).toBe(mine);
  });
});
