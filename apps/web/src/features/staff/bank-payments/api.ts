import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BankPaymentItem, PlaceBankPaymentRequest } from "@portal/schemas/bank-statements";
import { getJsonLoading, postJson } from "../../../lib/api.ts";

const base = (id: string) => `/api/staff/bank-payments/${encodeURIComponent(id)}`;
const schema = () => import("@portal/schemas/bank-statements").then((m) => m.bankPaymentItem);

export const bankPaymentKey = (id: string) => ["staff", "bank-payments", id] as const;

/** GET /api/staff/bank-payments/:id: an unmatched payment of the staff member's buildings; 404 otherwise. */
export function useBankPayment(id: string) {
  return useQuery(
    queryOptions({
      queryKey: bankPaymentKey(id),
      queryFn: ({ signal }): Promise<BankPaymentItem> => getJsonLoading(base(id), schema(), signal),
      staleTime: 0,
    }),
  );
}

/**
 * POST …/place: credit the payment to the contract of this number (400 contractNumber: none such;
 * 409: handled already). The answer is the id and the new state; the page reads the payment again.
 */
export async function placeBankPayment(id: string, body: PlaceBankPaymentRequest): Promise<void> {
  await postJson(`${base(id)}/place`, body);
}

/** POST …/return: the payment goes back to the payer (409: handled already). */
export async function returnBankPayment(id: string): Promise<void> {
  await postJson(`${base(id)}/return`, {});
}
