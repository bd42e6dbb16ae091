import type { Profile } from "@portal/schemas/profile";
import { addDays } from "../bookings/week.ts";
import { LOGIN_GRACE_DAYS_AFTER_CONTRACT_END } from "../contract.ts";
import { helsinkiToday } from "../today.ts";
import { useProfile } from "./profileQuery.ts";

/**
 * Where the signed-in household's lease stands against its end date, as the server's rule has it
 * (lease/contract-access.ts): after the last day nothing is done to the apartment or the building,
 * and nothing is booked for a day after it.
 */
export type LeaseEnd =
  | { kind: "open" }
  | { kind: "ends"; endDate: string }
  | { kind: "ended"; endDate: string; signInUntil: string };

export function leaseEndOf(profile: Pick<Profile, "contract"> | null | undefined, today: string): LeaseEnd {
  const endDate = profile?.contract.endDate ?? null;
  if (endDate === null) return { kind: "open" };
  if (endDate >= today) return { kind: "ends", endDate };
  return { kind: "ended", endDate, signInUntil: addDays(endDate, LOGIN_GRACE_DAYS_AFTER_CONTRACT_END) };
}

/** The session's lease end, from the profile the layout has already read. */
export function useLeaseEnd(): LeaseEnd {
  return leaseEndOf(useProfile().data, helsinkiToday());
}
