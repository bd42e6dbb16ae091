import { deleteJson } from "../../../lib/api.ts";

/** DELETE /api/bookings/feed: the address stops working. */
export async function revokeFeed(): Promise<void> {
  await deleteJson("/api/bookings/feed", [204]);
}
