import { queryOptions } from "@tanstack/react-query";
import type { Booking } from "@portal/schemas/bookings";
import type { BookingScope } from "@portal/schemas/bookings.constants";
import { ApiError, getJsonLoading } from "../api.ts";

/** Every query about the household's bookings starts with this key, so one invalidation refreshes all. */
export const BOOKINGS_KEY = "bookings";

/** GET /api/bookings?scope=…: the household's upcoming or past bookings (the bookings page and the home card). */
export const bookingsQueryOptions = (scope: BookingScope) =>
  queryOptions({
    queryKey: [BOOKINGS_KEY, "list", scope],
    queryFn: async ({ signal }): Promise<Booking[]> => {
      // The request goes out while the schema loads: the home page reads it in the same round trip as the rest.
      const schema = import("@portal/schemas/bookings").then((m) => m.bookingsResponse);
      return (await getJsonLoading(`/api/bookings?scope=${scope}`, schema, signal)).bookings;
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
