import { todayInHelsinki } from "../lib/dates.ts";

/** A fixed, movable "now": noon in Helsinki on an ordinary day, so date rules are deterministic. */
export const START = new Date("2026-03-16T10:00:00Z");
/** The day the demo world is seeded for (test/global-setup.ts seeds the template once with it). */
export const TODAY = todayInHelsinki(START);
