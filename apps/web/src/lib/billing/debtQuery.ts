import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DebtResponse } from "@portal/schemas/billing";
import { getJsonLoading } from "../api.ts";
import { BILLING_KEY, retryServerErrors } from "./retry.ts";

/** GET /api/billing/debt: overdue lines by month, oldest first, and their total. */
export const debtQueryOptions = () =>
  queryOptions({
    queryKey: [BILLING_KEY, "debt"],
    queryFn: async ({ signal }): Promise<DebtResponse> => {
      const schema = import("@portal/schemas/billing").then((m) => m.debtResponse);
      return getJsonLoading("/api/billing/debt", schema, signal);
    },
    retry: retryServerErrors,
  });

export function useDebt() {
  return useQuery(debtQueryOptions());
}
