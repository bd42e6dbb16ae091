import { LOGIN_GRACE_DAYS_AFTER_CONTRACT_END } from "@portal/schemas/auth";
import { addDays } from "../../lib/dates.ts";

export interface ContractPeriod {
  id: string;
  startDate: string;
  endDate: string | null;
}

export type Eligibility =
  | { ok: true; contractId: string }
  | { ok: false; errorType: "CONTRACT_NOT_STARTED"; startDate: string }
  | { ok: false; errorType: "CONTRACT_EXPIRED" | "CONTRACT_NOT_FOUND" };

/**
 * Which of a person's contracts a session is opened on, or why sign-in is refused: a lease that has
 * not started (CONTRACT_NOT_STARTED, with its start date), one that ended more than
 * LOGIN_GRACE_DAYS_AFTER_CONTRACT_END days ago (CONTRACT_EXPIRED), or none (CONTRACT_NOT_FOUND).
 * Order matters: a tenant who moved from one apartment to another must land on the current one,
 * so an active contract wins over one in its grace period, which wins over a future one.
 * ISO dates compare correctly as strings.
 */
export function chooseContract(contracts: readonly ContractPeriod[], today: string): Eligibility {
  if (contracts.length === 0) return { ok: false, errorType: "CONTRACT_NOT_FOUND" };
  const byStartDesc = [...contracts].sort((a, b) => b.startDate.localeCompare(a.startDate));

  const active = byStartDesc.find((c) => c.startDate <= today && (c.endDate === null || c.endDate >= today));
  if (active) return { ok: true, contractId: active.id };

  const graceFrom = addDays(today, -LOGIN_GRACE_DAYS_AFTER_CONTRACT_END);
  const inGrace = contracts
    .filter(
      (c): c is ContractPeriod & { endDate: string } =>
        c.endDate !== null && c.endDate < today && c.endDate >= graceFrom,
    )
    .sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
  if (inGrace) return { ok: true, contractId: inGrace.id };

  const upcoming = contracts
    .filter((c) => c.startDate > today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  if (upcoming) return { ok: false, errorType: "CONTRACT_NOT_STARTED", startDate: upcoming.startDate };

  return { ok: false, errorType: "CONTRACT_EXPIRED" };
}
