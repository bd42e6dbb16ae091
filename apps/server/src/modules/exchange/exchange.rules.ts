// The eligibility rules of the apartment exchange, as configuration: which rules apply and how long
// a tenant must have lived in the apartment. The answer names every rule and whether it holds.
import { EXCHANGE_RULES, type ExchangeRule } from "@portal/schemas/exchange.constants";
import { allocate } from "../../lib/allocation.ts";
import { addMonths } from "../../lib/dates.ts";
import { overdueOpenLines, type Ledger } from "../billing/index.ts";

export interface ExchangeRules {
  /** The rules that apply, in the order the page lists them. */
  rules: readonly ExchangeRule[];
  /** Months a tenant must have lived in the apartment. */
  minimumMonths: number;
}

export const DEFAULT_EXCHANGE_RULES: ExchangeRules = { rules: EXCHANGE_RULES, minimumMonths: 12 };

export interface LeaseFacts {
  startDate: string;
  endDate: string | null;
  temporary: boolean | null;
  terminatedOn: string | null;
}

/** Each configured rule and whether the tenant meets it, today. */
export function checkRules(
  config: ExchangeRules,
  lease: LeaseFacts,
  ledger: Ledger | null,
  today: string,
): { rule: ExchangeRule; ok: boolean }[] {
  const verdict: Record<ExchangeRule, () => boolean> = {
    // A lease until further notice that nobody has given notice on.
    openEndedLease: () => !lease.temporary && lease.endDate === null && lease.terminatedOn === null,
    livedLongEnough: () => lease.startDate <= addMonths(today, -config.minimumMonths),
    noOverdueDebt: () =>
      !ledger || overdueOpenLines(allocate(ledger.lines, ledger.payments), today).length === 0,
  };
  return config.rules.map((rule) => ({ rule, ok: verdict[rule]() }));
}
