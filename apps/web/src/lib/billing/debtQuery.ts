import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DebtResponse } from "@portal/schemas/billing";
import { getJson } from "../api.ts";
import { BILLING_KEY, retryServerErrors } from "./retry.ts";

/** GET /api/billing/debt: overdue lines by month, oldest first, and their total. */
export const debtQueryOptions = () =>
  queryOptions({
    queryKey: [BILLING_KEY, "debt"],
    queryFn: async ({ signal }): Promise<DebtResponse> => {
      const { debtResponse } = await import("@portal/schemas/billing");
      return getJson("/api/billing/debt", debtResponse, signal);
    },
    retry: retryServerErrors,
  });

export function useDebt() {
  return useQuery(debtQueryOptions());
}
