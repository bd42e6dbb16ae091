import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BankTransferResponse } from "@portal/schemas/billing";
import { getJsonLoading } from "../api.ts";
import { billingKey } from "./billingKey.ts";

/**
 * GET /api/billing/bank-transfer: the landlord's account, the tenant's references and the barcode,
 * with everything still unpaid (the payment page, and the home page of a tenant who has moved out).
 */
export const bankTransferQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, "bankTransfer"],
    queryFn: async ({ signal }): Promise<BankTransferResponse> => {
      const schema = import("@portal/schemas/billing").then((m) => m.bankTransferResponse);
      return getJsonLoading("/api/billing/bank-transfer", schema, signal);
    },
  });

export function useBankTransfer() {
  return useQuery(bankTransferQueryOptions());
}
