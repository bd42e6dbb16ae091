import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnExchangeNotice } from "@portal/schemas/exchange";
import { getJson } from "../../../lib/api.ts";
import { exchangeKey } from "./exchangeKey.ts";

/** GET /api/exchange/own: the tenant's notice (valid, else the latest expired), or null. */
export const ownNoticeQueryOptions = () =>
  queryOptions({
    queryKey: [...exchangeKey, "own"],
    queryFn: async ({ signal }): Promise<OwnExchangeNotice | null> => {
      const { ownExchangeResponse } = await import("@portal/schemas/exchange");
      return (await getJson("/api/exchange/own", ownExchangeResponse, signal)).notice;
    },
  });

export function useOwnNotice() {
  return useQuery(ownNoticeQueryOptions());
}
