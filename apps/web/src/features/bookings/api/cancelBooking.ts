import type { Booking } from "@portal/schemas/bookings";
import { deleteJson } from "../../../lib/api.ts";

/** DELETE /api/bookings/:id: the cancelled booking (lateCancel tells whether it still counts). */
export async function cancelBooking(id: string): Promise<Booking> {
  const answer = await deleteJson(`/api/bookings/${id}`, [200]);
  const { bookingResponse } = await import("@portal/schemas/bookings");
  return bookingResponse.parse(answer).booking;
}
