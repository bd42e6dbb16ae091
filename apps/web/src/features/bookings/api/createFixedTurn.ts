import type { CreateFixedTurnRequest } from "@portal/schemas/bookings";
import { postJson } from "../../../lib/api.ts";

/** POST /api/bookings/fixed-turns: 201; the turn starts on the first day of next month. */
export async function createFixedTurn(request: CreateFixedTurnRequest): Promise<void> {
  await postJson("/api/bookings/fixed-turns", request, [201]);
}
