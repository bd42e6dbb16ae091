import { useMutation } from "@tanstack/react-query";
import type { Booking, CreateBookingRequest } from "@portal/schemas/bookings";
import { postJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { useInvalidateBookings } from "./invalidate.ts";

/** POST /api/bookings: 201 with the booking; 409 and 400 answers come as ApiError (see errors.ts). */
export async function createBooking(request: CreateBookingRequest): Promise<Booking> {
  const answer = await postJson("/api/bookings", request, [201]);
  const { bookingResponse } = await import("@portal/schemas/bookings");
  return bookingResponse.parse(answer).booking;
}

export function useCreateBookingMutation(callbacks: MutationCallbacks<Booking, CreateBookingRequest>) {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: createBooking, ...callbacks, onSettled: invalidate });
}
