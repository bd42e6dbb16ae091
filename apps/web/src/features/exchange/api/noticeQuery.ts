import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExchangeNotice } from "@portal/schemas/exchange";
import { getJson } from "../../../lib/api.ts";
import { exchangeKey } from "./exchangeKey.ts";

/** GET /api/exchange/notices/:id: one published notice (or the tenant's own); 404 otherwise. */
export const noticeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...exchangeKey, "notice", id],
    queryFn: async ({ signal }): Promise<ExchangeNotice> => {
      const { exchangeNotice } = await import("@portal/schemas/exchange");
      return getJson(`/api/exchange/notices/${encodeURIComponent(id)}`, exchangeNotice, signal);
    },
  });

export function useNotice(id: string) {
  return useQuery(noticeQueryOptions(id));
}
