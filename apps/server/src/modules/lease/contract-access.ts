// The one rule for acting on the apartment or the building after the lease. A lease that has ended
// leaves its tenants 30 days to sign in, read, pay and write to customer service; nothing that acts
// on the apartment or the building (bookings, weekly turns, a calendar feed, fault reports) is
// allowed after its end date, and nothing is booked for a day after a known future end date.
// Undoing is allowed: a tenant who moved out may still cancel a booking or give up a turn, which
// only frees the building's slots. Services call this; a later access layer can take it over whole.
import { todayInHelsinki } from "../../lib/dates.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { LeaseRepository } from "./lease.repository.ts";

/** 403 CONTRACT_ENDED with the lease's last day, which the act's day came after. */
export type ContractEnded = Refusal<"CONTRACT_ENDED">;

/**
 * The refusal when `day` (today for an act done now, the slot's day for a booking) is after the
 * lease's last day; null when the lease runs until further notice or still runs that day.
 */
export function contractEndedOn(endDate: string | null, day: string): ContractEnded | null {
  return endDate !== null && day > endDate ? refuse("CONTRACT_ENDED", { endDate }) : null;
}

/** The rule for acts done now, reading the lease's end date of the session's contract. */
export function createContractAccess(repo: Pick<LeaseRepository, "endDate">, now: () => Date) {
  return {
    async refusal(contractId: string): Promise<ContractEnded | null> {
      return contractEndedOn(await repo.endDate(contractId), todayInHelsinki(now()));
    },
  };
}
export type ContractAccess = ReturnType<typeof createContractAccess>;
