import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BuildingResponse } from "@portal/schemas/home";
import { getJsonLoading } from "../api.ts";

/** GET /api/building: facts, emergency plan and the contacts (customer service, maintenance, manager). */
export const buildingQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "building"],
    queryFn: async ({ signal }): Promise<BuildingResponse> => {
      const schema = import("@portal/schemas/home").then((m) => m.buildingResponse);
      return getJsonLoading("/api/building", schema, signal);
    },
    staleTime: 5 * 60_000,
  });

export function useBuilding() {
  return useQuery(buildingQueryOptions());
}
