import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentBillResponse } from "@portal/schemas/billing";
import { getJsonLoading } from "../api.ts";
import { billingKey } from "./billingKey.ts";

/** GET /api/billing/current: this period's bill, what of it is unpaid and the overdue debt. */
export const currentBillQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, "current"],
    queryFn: async ({ signal }): Promise<CurrentBillResponse> => {
      const schema = import("@portal/schemas/billing").then((m) => m.currentBillResponse);
      return getJsonLoading("/api/billing/current", schema, signal);
    },
  });

export function useCurrentBill() {
  return useQuery(currentBillQueryOptions());
}
