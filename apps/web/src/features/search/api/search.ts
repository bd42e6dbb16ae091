import { queryOptions } from "@tanstack/react-query";
import type { Language } from "@portal/schemas/common";
import { getJsonLoading } from "../../../lib/api.ts";

// The schema loads alongside the request, so the page paints without the validation code.
const schema = () => import("@portal/schemas/search").then((module) => module.searchResponse);

/** GET /api/search?q=…&lang=…: groups by kind, best first. */
export const searchQueryOptions = (query: string, lang: Language) =>
  queryOptions({
    queryKey: ["search", query, lang],
    queryFn: ({ signal }) =>
      getJsonLoading(`/api/search?${new URLSearchParams({ q: query, lang })}`, schema(), signal),
    staleTime: 60_000,
  });
