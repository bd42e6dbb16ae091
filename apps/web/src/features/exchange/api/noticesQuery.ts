import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ExchangeListQueryInput, ExchangeNotice } from "@portal/schemas/exchange";
import type { Page } from "@portal/schemas/page";
import { getJson } from "../../../lib/api.ts";
import { exchangeKey } from "./exchangeKey.ts";

/** The list's filters as a query string: lists repeated, empty values left out. */
export function noticesSearch(query: ExchangeListQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/exchange/notices: one page of published notices by the filters. */
export const noticesQueryOptions = (query: ExchangeListQueryInput) =>
  queryOptions({
    queryKey: [...exchangeKey, "list", query],
    queryFn: async ({ signal }): Promise<Page<ExchangeNotice>> => {
      const { exchangeNoticePage } = await import("@portal/schemas/exchange");
      return getJson(`/api/exchange/notices${noticesSearch(query)}`, exchangeNoticePage, signal);
    },
    placeholderData: keepPreviousData,
  });

export function useNotices(query: ExchangeListQueryInput) {
  return useQuery(noticesQueryOptions(query));
}
