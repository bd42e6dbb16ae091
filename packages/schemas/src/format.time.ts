// Moments in Helsinki time: the day as D.M.YYYY and the clock as HH.mm. Part of the portal's one set
// of formatters: import it from ./format.ts.

const HELSINKI = "Europe/Helsinki";

const clock = /* @__PURE__ */ new Intl.DateTimeFormat("fi-FI", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: HELSINKI,
});
const helsinkiDay = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: HELSINKI,
});

/** Clock time in Helsinki as HH.mm. */
export function formatTime(date: Date): string {
  return clock.format(date).replace(":", ".");
}

/** A moment (a Date or an ISO time from the API) as its day in Helsinki, D.M.YYYY; '' when invalid. */
export function formatInstantDate(at: string | Date): string {
  const date = typeof at === "string" ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return typeof at === "string" ? at : "";
  const [y, m, d] = helsinkiDay.format(date).split("-");
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** A moment (a Date or an ISO time) as its clock time in Helsinki, HH.mm; '' when invalid. */
export function formatInstantTime(at: string | Date): string {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? "" : formatTime(date);
}
