import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueuePage, QueueQueryInput } from "@portal/schemas/queue";
import { getJson } from "../../../../lib/api.ts";

/** The root of every queue read: a change to any work item invalidates it. */
export const queueKey = ["staff", "queue"] as const;

/** The query string of a queue request, without empty values. */
export function queueSearch(query: QueueQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/staff/queue: one page of work items, by the filters and the cursor. */
export const queueQueryOptions = (query: QueueQueryInput) =>
  queryOptions({
    queryKey: [...queueKey, "page", query],
    queryFn: async ({ signal }): Promise<QueuePage> => {
      const { queuePage } = await import("@portal/schemas/queue");
      return getJson(`/api/staff/queue${queueSearch(query)}`, queuePage, signal);
    },
  });

/** The page keeps showing the previous rows while the next page loads, so the table does not jump. */
export function useQueue(query: QueueQueryInput) {
  return useQuery({ ...queueQueryOptions(query), placeholderData: keepPreviousData });
}
