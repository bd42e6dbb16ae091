import { useMutation } from "@tanstack/react-query";
import type { Booking } from "@portal/schemas/bookings";
import { deleteJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { useInvalidateBookings } from "./invalidate.ts";

/** DELETE /api/bookings/:id: the cancelled booking (lateCancel tells whether it still counts). */
export async function cancelBooking(id: string): Promise<Booking> {
  const answer = await deleteJson(`/api/bookings/${id}`, [200]);
  const { bookingResponse } = await import("@portal/schemas/bookings");
  return bookingResponse.parse(answer).booking;
}

export function useCancelBookingMutation(callbacks: MutationCallbacks<Booking, string>) {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: cancelBooking, ...callbacks, onSettled: invalidate });
}
