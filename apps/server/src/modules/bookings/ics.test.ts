import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, utcStamp, writeCalendar } from "./ics.ts";
import { checkSlot, isoWithOffset, localInstant, localParts } from "./slots.ts";

describe("iCalendar writer", () => {
  it("escapes TEXT: backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const line = `SUMMARY:${"ä".repeat(100)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(line);
  });

  it("writes UTC times and CRLF lines that a parser reads back", () => {
    const start = new Date("2026-11-23T16:00:00Z");
    const text = writeCalendar({
      name: "Varaukset",
      now: new Date("2026-11-20T08:30:15.123Z"),
      events: [
        {
          uid: "x@y",
          start,
          end: new Date("2026-11-23T17:00:00Z"),
          summary: `Talosauna; lauteet, kiuas \\ ${"pitkä nimi ".repeat(10)}`,
          location: "Kirsikkatie 5, Espoo",
        },
      ],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("DTSTAMP:20261120T083015Z\r\n");
    expect(utcStamp(start)).toBe("20261123T160000Z");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(`Talosauna; lauteet, kiuas \\ ${"pitkä nimi ".repeat(10)}`);
    expect(event.location).toBe("Kirsikkatie 5, Espoo");
    expect(event.startDate.toJSDate().getTime()).toBe(start.getTime());
  });
});

describe("slots in Helsinki time", () => {
  it("keeps wall-clock hours across the DST changes", () => {
    expect(localInstant("2026-03-28", 19 * 60).toISOString()).toBe("2026-03-28T17:00:00.000Z");
    expect(localInstant("2026-03-29", 19 * 60).toISOString()).toBe("2026-03-29T16:00:00.000Z");
    expect(localInstant("2026-10-25", 19 * 60).toISOString()).toBe("2026-10-25T17:00:00.000Z");
    expect(isoWithOffset(new Date("2026-07-01T12:00:00Z"))).toBe("2026-07-01T15:00:00+03:00");
    expect(localParts(new Date("2026-03-29T21:30:00Z"))).toMatchObject({
      date: "2026-03-30",
      minute: 30,
      weekday: 1,
    });
  });

  it("judges a start against the rules", () => {
    const rules = { slotMinutes: 180, opensMinute: 420, closesMinute: 1320, windowDays: 14 };
    const now = new Date("2026-03-16T10:00:00Z");
    expect(checkSlot(rules, new Date("2026-03-17T05:00:00Z"), now)).toMatchObject({ ok: true });
    expect(checkSlot(rules, new Date("2026-03-17T05:00:01Z"), now)).toEqual({
      ok: false,
      error: "NOT_A_SLOT",
    });
    expect(checkSlot(rules, new Date("2026-03-17T06:00:00Z"), now)).toEqual({
      ok: false,
      error: "NOT_A_SLOT",
    });
    expect(checkSlot(rules, new Date("2026-03-17T04:00:00Z"), now)).toEqual({
      ok: false,
      error: "OUTSIDE_HOURS",
    });
    expect(checkSlot(rules, new Date("2026-03-16T05:00:00Z"), now)).toEqual({
      ok: false,
      error: "IN_THE_PAST",
    });
    expect(checkSlot(rules, new Date("2026-03-31T04:00:00Z"), now)).toEqual({
      ok: false,
      error: "OUTSIDE_WINDOW",
    });
  });
});

describe("slot times without Intl", () => {
  it("agree with the Intl computation on every hour of a year", async () => {
    const { isoWithOffset: slow, localIso, localInstant } = await import("./slots.ts");
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      for (let minute = 4 * 60; minute <= 1440; minute += 30) {
        expect(localIso(date, minute)).toBe(slow(localInstant(date, minute)));
      }
    }
  });
});
