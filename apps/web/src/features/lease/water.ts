import type { CurrentContract } from "@portal/schemas/lease";
import { eurosToCents } from "@portal/schemas/billing.rules";

/**
 * How the lease's water is charged, as its texts tell it: included in the rent when nothing is
 * billed for water, otherwise the contract's water billing (a prepayment settled by the apartment's
 * meter, or a fixed charge by the number of residents). Either is billed with the rent and paid with
 * it, online too.
 */
export type WaterTerms = "included" | "consumption" | "perPerson";

export function waterTerms(c: Pick<CurrentContract, "waterBilling" | "waterPrepayment">): WaterTerms {
  if (eurosToCents(c.waterPrepayment) === 0) return "included";
  return c.waterBilling;
}
