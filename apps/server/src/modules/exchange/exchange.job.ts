// The apartment exchange's housekeeping: published notices expire after three months (with a
// reminder mail a week before), and a notice is deleted once its tenant's lease has ended. Each
// pass is conditional updates only, so a second pass, or two at once, changes nothing twice.
import type { JobPass } from "../../lib/job.ts";
import type { ExchangeService } from "./exchange.service.ts";

export interface ExchangeCounts {
  expired: number;
  reminded: number;
  deleted: number;
}

export function createExchangeJob(
  exchange: Pick<ExchangeService, "leaseEndPass" | "expiryPass">,
): JobPass<ExchangeCounts> {
  async function runOnce(): Promise<ExchangeCounts> {
    // Lease ends first: a notice of a tenant who has moved out is deleted, not reminded.
    const { deleted } = await exchange.leaseEndPass();
    const { expired, reminded } = await exchange.expiryPass();
    return { expired, reminded, deleted };
  }

  return {
    runOnce,
    report: (counts) =>
      counts.expired || counts.reminded || counts.deleted
        ? { details: { ...counts }, message: "exchange notices tended" }
        : undefined,
  };
}
export type ExchangeJob = ReturnType<typeof createExchangeJob>;
