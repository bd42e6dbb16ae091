import { deleteJson } from "../../../lib/api.ts";

/** DELETE /api/bookings/fixed-turns/:id: the turn (and its fee) ends with this month. */
export async function giveUpFixedTurn(id: string): Promise<void> {
  await deleteJson(`/api/bookings/fixed-turns/${id}`, [200]);
}
