import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { feedQueryOptions } from "./feed.ts";

/** DELETE /api/bookings/feed: the address stops working; 204 without a body. */
export async function revokeFeed(): Promise<void> {
  await deleteJson("/api/bookings/feed", [204]);
}

export function useRevokeFeedMutation(callbacks: MutationCallbacks<void, void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeFeed,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: feedQueryOptions().queryKey }),
  });
}
