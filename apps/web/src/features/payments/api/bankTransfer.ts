import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BankTransferResponse } from "@portal/schemas/billing";
import { getJson } from "../../../lib/api.ts";
import { BILLING_KEY, retryServerErrors } from "../../../lib/billing/retry.ts";

/** GET /api/billing/bank-transfer: the landlord's account, the tenant's references and the barcode. */
export const bankTransferQueryOptions = () =>
  queryOptions({
    queryKey: [BILLING_KEY, "bankTransfer"],
    queryFn: async ({ signal }): Promise<BankTransferResponse> => {
      const { bankTransferResponse } = await import("@portal/schemas/billing");
      return getJson("/api/billing/bank-transfer", bankTransferResponse, signal);
    },
    retry: retryServerErrors,
  });

export function useBankTransfer() {
  return useQuery(bankTransferQueryOptions());
}
