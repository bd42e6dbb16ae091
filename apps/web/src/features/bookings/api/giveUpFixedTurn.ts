import { useMutation } from "@tanstack/react-query";
import type { FixedTurn } from "@portal/schemas/bookings";
import { deleteJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { useInvalidateBookings } from "./invalidate.ts";

/** DELETE /api/bookings/fixed-turns/:id: the turn (and its fee) ends with this month. */
export async function giveUpFixedTurn(id: string): Promise<FixedTurn> {
  const answer = await deleteJson(`/api/bookings/fixed-turns/${id}`, [200]);
  const { fixedTurnResponse } = await import("@portal/schemas/bookings");
  return fixedTurnResponse.parse(answer).turn;
}

export function useGiveUpFixedTurnMutation(callbacks: MutationCallbacks<FixedTurn, string>) {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: giveUpFixedTurn, ...callbacks, onSettled: invalidate });
}
