import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApartmentResponse } from "@portal/schemas/home";
import { getJson } from "../../../lib/api.ts";
import { retryServerErrors } from "../../../lib/billing/retry.ts";

/** GET /api/apartment: the rented apartment and its images (fetched one by one through the API). */
export const apartmentQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "apartment"],
    queryFn: async ({ signal }): Promise<ApartmentResponse> => {
      const { apartmentResponse } = await import("@portal/schemas/home");
      return getJson("/api/apartment", apartmentResponse, signal);
    },
    retry: retryServerErrors,
    staleTime: 5 * 60_000,
  });

export function useApartment() {
  return useQuery(apartmentQueryOptions());
}
