// Whether a lease may be terminated online, and from when. Pure: the lease page shows the reason
// when it may not, and the print layout the notice period.
import {
  CONTRACT_FLAGS,
  type ContractFlag,
  type TerminationDisallowedReason,
} from "@portal/schemas/lease.constants";
import { addMonths } from "../../lib/dates.ts";

/** The last day of the month `months` months after the one `date` is in. */
export function endOfMonthAfter(date: string, months: number): string {
  const first = addMonths(`${date.slice(0, 7)}-01`, months + 1);
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/**
 * The tenant's notice runs from the end of the month it is given in (Huoneenvuokralaki 52 §); a
 * fixed-term lease ends on its end date at the earliest.
 */
export function earliestEndDate(
  today: string,
  noticeMonths: number,
  lease: { temporary: boolean; endDate: string | null },
): string {
  const byNotice = endOfMonthAfter(today, noticeMonths);
  return lease.temporary && lease.endDate && lease.endDate > byNotice ? lease.endDate : byNotice;
}

/** The first flag set, in the specification's order; null when termination is allowed. */
export function terminationDisallowedReason(
  flags: Record<ContractFlag, boolean>,
): TerminationDisallowedReason | null {
  return CONTRACT_FLAGS.find((flag) => flags[flag]) ?? null;
}
