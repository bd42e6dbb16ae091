import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentAttempt } from "@portal/schemas/payments";
import { getJson } from "../../../lib/api.ts";

/** The provider's return carries the attempt's stamp: a UUID, anything else is not asked about. */
const STAMP = /^[0-9a-f-]{36}$/;

/** GET /api/payments/:stamp: the attempt the result modal is about (another tenant's stamp: 404). */
export const paymentAttemptQueryOptions = (stamp: string) =>
  queryOptions({
    queryKey: ["payments", stamp],
    queryFn: async ({ signal }): Promise<PaymentAttempt> => {
      const { paymentAttemptResponse } = await import("@portal/schemas/payments");
      return getJson(`/api/payments/${encodeURIComponent(stamp)}`, paymentAttemptResponse, signal);
    },
  });

export function usePaymentAttempt(stamp: string | null) {
  const valid = stamp !== null && STAMP.test(stamp);
  return useQuery({ ...paymentAttemptQueryOptions(valid ? stamp : ""), enabled: valid });
}
