import { useQueryClient } from "@tanstack/react-query";
import { bookingsKey } from "../../../lib/bookings/bookingsQuery.ts";

/** After any change to the household's bookings, every bookings read (lists, weeks, turns, feed) is asked again. */
export function useInvalidateBookings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bookingsKey });
}
