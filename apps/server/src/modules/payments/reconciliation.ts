import { PaytrailError, type PaytrailClient } from "../../integrations/payments/paytrail-client.ts";
import type { PaymentAttemptRow, PaymentsRepository } from "./payments.repository.ts";
import { FIRST_CHECK_AFTER_MS } from "./payments.service.ts";
import type { Settlement } from "./settlement.ts";

/** A payment nobody paid in a day is over; a later signed "ok" still credits it (settlement.ts). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/** Checks grow apart with an attempt's age (half its age), between these bounds. */
const MIN_GAP_MS = 60_000;
const MAX_GAP_MS = 6 * 60 * 60_000;
const BATCH = 50;

type Log = (details: Record<string, unknown>, message: string) => void;

export interface ReconciliationCounts {
  checked: number;
  paid: number;
  failed: number;
}

/**
 * Asks the provider about attempts still pending a while after they were made (the browser never
 * came back and no callback arrived) and settles them as a redirect would. Each attempt is claimed
 * with its next check time, so two server processes never ask about the same one at once; and
 * settling is exactly-once anyway.
 */
export function createReconciliation(deps: {
  repo: PaymentsRepository;
  settlement: Settlement;
  client: PaytrailClient;
  now: () => Date;
  log?: { info: Log; warn: Log };
}) {
  const { repo, settlement, client, now } = deps;

  const nextCheck = (createdAt: Date) => {
    const at = now().getTime();
    const gap = Math.min(MAX_GAP_MS, Math.max(MIN_GAP_MS, (at - createdAt.getTime()) / 2));
    return new Date(at + gap);
  };

  async function check(row: PaymentAttemptRow, counts: ReconciliationCounts) {
    const age = now().getTime() - row.createdAt.getTime();
    const outcome = { stamp: row.stamp, transactionId: row.providerTransactionId ?? "", provider: null };
    if (!row.providerTransactionId) {
      // The provider never answered its creation, so the browser never got a page to pay on.
      if (age >= FIRST_CHECK_AFTER_MS) await repo.markNotCreated(row.stamp, now());
      return;
    }
    const info = await client.getPayment(row.providerTransactionId);
    if (info.stamp !== row.stamp || info.amount !== row.amountCents) {
      deps.log?.warn({ stamp: row.stamp }, "provider's payment does not match the attempt");
      return;
    }
    const provider = { ...outcome, provider: info.provider ?? null };
    if (info.status === "ok" && (await settlement.paid(provider, now()))) counts.paid++;
    if (info.status === "fail" || (info.status === "new" && age >= ABANDONED_AFTER_MS))
      if (await settlement.failed(provider, now())) counts.failed++;
  }

  return {
    /** One batch of due attempts; safe to run from several processes at once. */
    async runOnce(): Promise<ReconciliationCounts> {
      const counts: ReconciliationCounts = { checked: 0, paid: 0, failed: 0 };
      const rows = await repo.claimDueChecks(now(), BATCH, nextCheck);
      for (const row of rows) {
        counts.checked++;
        try {
          await check(row, counts);
        } catch (error) {
          if (!(error instanceof PaytrailError)) throw error;
          // Asked again at its next check.
          deps.log?.warn(
            { stamp: row.stamp, kind: error.kind, status: error.status },
            "payment check failed",
          );
        }
      }
      return counts;
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
