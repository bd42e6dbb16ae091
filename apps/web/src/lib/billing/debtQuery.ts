import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DebtResponse } from "@portal/schemas/billing";
import { getJsonLoading } from "../api.ts";
import { billingKey } from "./billingKey.ts";

/** GET /api/billing/debt: overdue lines by month, oldest first, and their total. */
export const debtQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, "debt"],
    queryFn: async ({ signal }): Promise<DebtResponse> => {
      const schema = import("@portal/schemas/billing").then((m) => m.debtResponse);
      return getJsonLoading("/api/billing/debt", schema, signal);
    },
  });

export function useDebt() {
  return useQuery(debtQueryOptions());
}
