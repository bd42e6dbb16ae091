import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApartmentResponse } from "@portal/schemas/home";
import { getJsonLoading } from "../../../lib/api.ts";

/** GET /api/apartment: the rented apartment and its images (fetched one by one through the API). */
export const apartmentQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "apartment"],
    queryFn: async ({ signal }): Promise<ApartmentResponse> => {
      const schema = import("@portal/schemas/home").then((m) => m.apartmentResponse);
      return getJsonLoading("/api/apartment", schema, signal);
    },
    staleTime: 5 * 60_000,
  });

export function useApartment() {
  return useQuery(apartmentQueryOptions());
}
