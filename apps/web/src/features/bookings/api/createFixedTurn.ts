import { useMutation } from "@tanstack/react-query";
import type { CreateFixedTurnRequest, FixedTurn } from "@portal/schemas/bookings";
import { postJson } from "../../../lib/api.ts";
import type { MutationCallbacks } from "../../../lib/mutation.ts";
import { useInvalidateBookings } from "./invalidate.ts";

/** POST /api/bookings/fixed-turns: 201 with the turn, which starts on the first day of next month. */
export async function createFixedTurn(request: CreateFixedTurnRequest): Promise<FixedTurn> {
  const answer = await postJson("/api/bookings/fixed-turns", request, [201]);
  const { fixedTurnResponse } = await import("@portal/schemas/bookings");
  return fixedTurnResponse.parse(answer).turn;
}

export function useCreateFixedTurnMutation(callbacks: MutationCallbacks<FixedTurn, CreateFixedTurnRequest>) {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: createFixedTurn, ...callbacks, onSettled: invalidate });
}
