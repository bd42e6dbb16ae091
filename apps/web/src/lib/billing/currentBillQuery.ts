import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentBillResponse } from "@portal/schemas/billing";
import { getJson } from "../api.ts";
import { BILLING_KEY, retryServerErrors } from "./retry.ts";

/** GET /api/billing/current: this period's bill, what of it is unpaid and the overdue debt. */
export const currentBillQueryOptions = () =>
  queryOptions({
    queryKey: [BILLING_KEY, "current"],
    queryFn: async ({ signal }): Promise<CurrentBillResponse> => {
      const { currentBillResponse } = await import("@portal/schemas/billing");
      return getJson("/api/billing/current", currentBillResponse, signal);
    },
    retry: retryServerErrors,
  });

export function useCurrentBill() {
  return useQuery(currentBillQueryOptions());
}
