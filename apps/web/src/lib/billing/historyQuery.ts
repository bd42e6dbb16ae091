import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BillingHistoryResponse } from "@portal/schemas/billing";
import { getJson } from "../api.ts";
import { billingKey } from "./billingKey.ts";

/** GET /api/billing/history: every period from 1 April 2025, newest first. */
export const historyQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, "history"],
    queryFn: async ({ signal }): Promise<BillingHistoryResponse> => {
      // The schema (and the validation library) loads with the first answer, after the first render.
      const { billingHistoryResponse } = await import("@portal/schemas/billing");
      return getJson("/api/billing/history", billingHistoryResponse, signal);
    },
  });

export function useHistory() {
  return useQuery(historyQueryOptions());
}
