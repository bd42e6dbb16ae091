import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentBillResponse } from "@portal/schemas/billing";
import { eurosToCents } from "@portal/schemas/billing.rules";
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

/**
 * Whether the tenant has overdue debt: the one rule for every link to the debt breakdown (the
 * specification shows it only when the current debt is not zero).
 */
export function billHasDebt(bill: Pick<CurrentBillResponse, "debt"> | undefined): boolean {
  return bill !== undefined && eurosToCents(bill.debt) !== 0;
}

/** Whether the debt breakdown is worth a link: false until the current bill has answered. */
export function useHasDebt(): boolean {
  return billHasDebt(useCurrentBill().data);
}
