import { formatTime } from "./format.ts";

const day = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/Helsinki",
});

/** A moment from the API (ISO time) as its day in Helsinki, D.M.YYYY. */
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const [y, m, d] = day.format(date).split("-");
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** A moment from the API as its clock time in Helsinki, HH.mm. */
export function formatInstantTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatTime(date);
}
