/** Today's date in Helsinki as YYYY-MM-DD, the way the ledger's due dates are written. */
export function helsinkiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(now);
}
