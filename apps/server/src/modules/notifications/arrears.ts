import { ARREAR_MIN_AGE_DAYS } from "@portal/schemas/notifications.constants";
import { allocate } from "../../lib/allocation.ts";
import { addDays } from "../../lib/dates.ts";
import { overdueOpenLines, type Ledger } from "../billing/index.ts";

/**
 * The debt the arrear notification tells, in cents: every overdue open line, once the oldest of them
 * is more than 7 days overdue (the debt card's rule); null otherwise. The billing allocation decides
 * what is open, as on the debt page.
 */
export function arrearCents(ledger: Ledger, today: string): number | null {
  const allocation = allocate(ledger.lines, ledger.payments);
  let total = 0;
  let oldest: string | null = null;
  for (const { line, open } of overdueOpenLines(allocation, today)) {
    total += open;
    if (oldest === null || line.dueDate < oldest) oldest = line.dueDate;
  }
  return oldest !== null && oldest < addDays(today, -ARREAR_MIN_AGE_DAYS) ? total : null;
}
