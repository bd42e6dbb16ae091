import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WaterMeterResponse } from "@portal/schemas/home";
import { getJsonLoading } from "../../../lib/api.ts";

/** GET /api/water-meter: month-end readings and the month's use in litres, oldest first. */
export const waterMeterQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "water-meter"],
    queryFn: async ({ signal }): Promise<WaterMeterResponse> => {
      const schema = import("@portal/schemas/home").then((m) => m.waterMeterResponse);
      return getJsonLoading("/api/water-meter", schema, signal);
    },
  });

export function useWaterMeter() {
  return useQuery(waterMeterQueryOptions());
}
