import type { QueueQueryInput } from "@portal/schemas/queue";

/** The queue's filters as the page's address keeps them (/hallinta/jono?kind=messages&overdue=true). */
export const FILTER_KEYS = [
  "sort",
  "kind",
  "state",
  "building",
  "category",
  "assignee",
  "overdue",
  "q",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** The filters in an address's query string; unknown and empty parameters are left out. */
export function filtersFrom(search: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query string for filters, in a fixed order so one view always has one address. */
export function searchOf(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    // The defaults need no parameter.
    if (!value || (key === "sort" && value === "newest") || (key === "overdue" && value !== "true")) continue;
    params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The request's query for filters and a page's cursor (the server validates every value). */
export function queueQueryOf(filters: Filters, cursor: string | undefined, limit: number): QueueQueryInput {
  return { ...(filters as QueueQueryInput), ...(cursor ? { cursor } : {}), limit };
}

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An age in its largest whole unit, for "3 pv", "5 h", "12 min". */
export function ageParts(minutes: number): { unit: "days" | "hours" | "minutes"; count: number } {
  if (minutes >= DAY) return { unit: "days", count: Math.floor(minutes / DAY) };
  if (minutes >= HOUR) return { unit: "hours", count: Math.floor(minutes / HOUR) };
  return { unit: "minutes", count: Math.max(0, Math.floor(minutes)) };
}

/** Whole days from `from` to `to` (both instants), rounded down; negative when `to` is earlier. */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
}
