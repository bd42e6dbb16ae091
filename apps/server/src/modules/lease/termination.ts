// Whether a lease may be terminated online, and from when. Pure: the lease page shows the reason
// when it may not, and the print layout the notice period.
import {
  CONTRACT_FLAGS,
  type ContractFlag,
  type TerminationDisallowedReason,
} from "@portal/schemas/lease.constants";
import { firstAllowedEndDate } from "@portal/schemas/termination.rules";

/**
 * The first day the lease may end on: the tenant's notice runs from the end of the month it is
 * given in (Huoneenvuokralaki 52 §), by the one rule the termination form's end dates come from; a
 * fixed-term lease ends on its end date at the earliest. Null once the lease has ended or its
 * termination is recorded: its end is then a fact, not a possibility.
 */
export function earliestEndDate(
  today: string,
  noticeMonths: number,
  lease: { temporary: boolean; endDate: string | null; terminated: boolean },
): string | null {
  if (lease.terminated) return null;
  const byNotice = firstAllowedEndDate(today, noticeMonths);
  return lease.temporary && lease.endDate && lease.endDate > byNotice ? lease.endDate : byNotice;
}

/** The first flag set, in the specification's order; null when termination is allowed. */
export function terminationDisallowedReason(
  flags: Record<ContractFlag, boolean>,
): TerminationDisallowedReason | null {
  return CONTRACT_FLAGS.find((flag) => flags[flag]) ?? null;
}
