import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { feedQueryOptions } from "./feed.ts";

/** POST /api/bookings/feed: a new address; an earlier one stops working at once. */
export async function createFeed(): Promise<string> {
  const answer = await postJson("/api/bookings/feed", {}, [201]);
  const { feedCreatedResponse } = await import("@portal/schemas/bookings");
  return feedCreatedResponse.parse(answer).url;
}

export function useCreateFeedMutation(callbacks: MutationCallbacks<string, void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: feedQueryOptions().queryKey }),
  });
}
