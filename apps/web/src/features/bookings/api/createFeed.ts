import { postJson } from "../../../lib/api.ts";

/** POST /api/bookings/feed: a new address; an earlier one stops working at once. */
export async function createFeed(): Promise<string> {
  const answer = await postJson("/api/bookings/feed", {}, [201]);
  const { feedCreatedResponse } = await import("@portal/schemas/bookings");
  return feedCreatedResponse.parse(answer).url;
}
