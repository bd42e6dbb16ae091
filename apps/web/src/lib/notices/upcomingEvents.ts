import { queryOptions } from "@tanstack/react-query";
import type { UpcomingEventsResponse } from "@portal/schemas/notices";
import { getJsonLoading } from "../api.ts";

/** GET /api/events/upcoming: the home page's cards, up to 3 of the building's and of the residents' events not yet over. */
export const upcomingEventsQueryOptions = () =>
  queryOptions({
    queryKey: ["events", "upcoming"],
    queryFn: async ({ signal }): Promise<UpcomingEventsResponse["data"]> => {
      // The request goes out while the schema loads.
      const schema = import("@portal/schemas/notices").then((m) => m.upcomingEventsResponse);
      return (await getJsonLoading("/api/events/upcoming", schema, signal)).data;
    },
  });
