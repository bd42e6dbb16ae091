import { queryOptions } from "@tanstack/react-query";
import type { Booking } from "@portal/schemas/bookings";
import type { BookingScope } from "@portal/schemas/bookings.constants";
import { getJsonLoading } from "../api.ts";

/** Every query about the household's bookings starts with this key, so one invalidation refreshes all. */
export const bookingsKey = ["bookings"] as const;

/** GET /api/bookings?scope=…: the household's upcoming or past bookings (the bookings page and the home card). */
export const bookingsQueryOptions = (scope: BookingScope) =>
  queryOptions({
    queryKey: [...bookingsKey, "list", scope],
    queryFn: async ({ signal }): Promise<Booking[]> => {
      // The request goes out while the schema loads: the home page reads it in the same round trip as the rest.
      const schema = import("@portal/schemas/bookings").then((m) => m.bookingsResponse);
      return (await getJsonLoading(`/api/bookings?scope=${scope}`, schema, signal)).bookings;
    },
  });
