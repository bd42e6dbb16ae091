import { randomUUID } from "node:crypto";
import type { Language } from "@portal/schemas/common";
import { paymentAmountOverLimit, type PaymentStatus } from "@portal/schemas/payments.constants";
import type { CreatePaymentRequest } from "@portal/schemas/payments";
import {
  PaytrailError,
  type PaytrailClient,
  type PaytrailReturn,
} from "../../integrations/payments/paytrail-client.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { Db } from "../../db/client.ts";
import type { TenantSession } from "../../plugins/principal.ts";
import type { PaymentLimits } from "../billing/index.ts";
import type { PaymentAttemptRow, PaymentsRepository } from "./payments.repository.ts";
import type { Settlement } from "./settlement.ts";

/** Where the provider sends the browser back and calls us; the server checks and settles there. */
export const RETURN_PATH = "/api/payments/return";
export const CALLBACK_PATH = "/api/payments/callback";
/** Reconciliation first asks about an attempt this long after it was made (redirects usually come first). */
export const FIRST_CHECK_AFTER_MS = 5 * 60_000;
/**
 * Payments one account may start in an hour: far more than a tenant needs (a few retries), few
 * enough that a session cannot turn the portal into a flood of requests at the provider.
 */
export const STARTS_PER_HOUR = 20;

type Log = (details: Record<string, unknown>, message: string) => void;

export interface PaymentsServiceDeps {
  db: Db;
  repo: PaymentsRepository;
  settlement: Settlement;
  /** What the contract owes and may pay ahead now (the billing service's answer). */
  limits: (scope: { contractId: string; personId: string }) => Promise<PaymentLimits | null>;
  client: PaytrailClient;
  now: () => Date;
  publicUrl: string;
  /** Callback URLs are sent only where the provider can reach them (https, or the in-process sandbox). */
  callbacks: boolean;
  log?: { info: Log; warn: Log };
}

export type CreateResult =
  { stamp: string; href: string } | Refusal<"VALIDATION" | "PAYMENT_CREATION_FAILED" | "TOO_MANY_REQUESTS">;

export type ReturnResult = { stamp: string; status: PaymentStatus } | Refusal<"PAYMENT_VERIFICATION_FAILED">;

/** Why a return was refused, for the log only: the answer never tells a forger which check failed. */
function mismatch(attempt: PaymentAttemptRow, verified: PaytrailReturn): string | null {
  if (attempt.amountCents !== verified.amount) return "amount";
  if ((attempt.reference ?? "") !== verified.reference) return "reference";
  if (attempt.providerTransactionId !== null && attempt.providerTransactionId !== verified.transactionId)
    return "transaction";
  return null;
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, settlement, client, now } = deps;

  /** The provider's signed word about a known attempt: settle it, and say where it now stands. */
  async function apply(attempt: PaymentAttemptRow, verified: PaytrailReturn): Promise<PaymentStatus> {
    const outcome = {
      stamp: attempt.stamp,
      transactionId: verified.transactionId,
      provider: verified.provider ?? null,
    };
    if (verified.status === "ok") await settlement.paid(outcome, now());
    else if (verified.status === "fail") await settlement.failed(outcome, now());
    // pending and delayed: the provider will tell again (callback, or reconciliation asks).
    return (await repo.findByStamp(attempt.stamp))?.status ?? attempt.status;
  }

  return {
    /**
     * Starts an online payment of the signed-in tenant's contract: a pending attempt with a fresh
     * stamp, then the provider's hosted page. When the provider fails, the attempt ends as failed:
     * the browser never got a page to pay on, so no money can have moved.
     */
    async create(user: TenantSession, request: CreatePaymentRequest): Promise<CreateResult> {
      // Never more than is owed, or with paying ahead chosen, than that and the next month's bill.
      const limits = (await deps.limits(user)) ?? { dueCents: 0, advanceMaxCents: 0 };
      const over = paymentAmountOverLimit(request.amountCents, request.purpose ?? "due", limits);
      if (over) return refuse("VALIDATION", { fields: { amountCents: over } });
      const createdAt = now();
      const hourAgo = new Date(createdAt.getTime() - 60 * 60_000);
      const stamp = randomUUID();
      // Counted and recorded under the account's row lock, and committed before the provider is
      // asked: parallel starts take turns, and every payment the provider creates has its row.
      const started = await deps.db.transaction(async (tx) => {
        await repo.lockAccount(user.userId, tx);
        if ((await repo.countStartedSince(user, hourAgo, tx)) >= STARTS_PER_HOUR) return "limited" as const;
        const payer = await repo.findPayer(user.userId, user.contractId, tx);
        if (!payer?.referenceNumber) return "noReference" as const;
        const language: Language = request.language ?? payer.language;
        await repo.insertAttempt(
          {
            stamp,
            contractId: user.contractId,
            userId: user.userId,
            amountCents: request.amountCents,
            language,
            reference: payer.referenceNumber,
            createdAt,
            nextCheckAt: new Date(createdAt.getTime() + FIRST_CHECK_AFTER_MS),
          },
          tx,
        );
        return { payer, reference: payer.referenceNumber, language };
      });
      if (started === "limited") return refuse("TOO_MANY_REQUESTS");
      if (started === "noReference") return refuse("PAYMENT_CREATION_FAILED");
      const { payer, reference, language } = started;
      const back = `${deps.publicUrl}${RETURN_PATH}`;
      const callback = `${deps.publicUrl}${CALLBACK_PATH}`;
      try {
        const created = await client.createPayment({
          stamp,
          reference,
          amount: request.amountCents,
          currency: "EUR",
          language: language === "en" ? "EN" : language === "sv" ? "SV" : "FI",
          // Rent is exempt from VAT; one item lets the settlement report say so.
          items: [
            {
              unitPrice: request.amountCents,
              units: 1,
              vatPercentage: 0,
              productCode: "rent",
              description: { fi: "Vuokranmaksu", sv: "Hyresbetalning", en: "Rent payment" }[language],
            },
          ],
          customer: { email: payer.email, firstName: payer.firstName, lastName: payer.lastName },
          redirectUrls: { success: back, cancel: back },
          ...(deps.callbacks ? { callbackUrls: { success: callback, cancel: callback } } : {}),
        });
        await repo.setTransactionId(stamp, created.transactionId);
        return { stamp, href: created.href };
      } catch (error) {
        if (!(error instanceof PaytrailError)) throw error;
        deps.log?.warn({ kind: error.kind, status: error.status }, "payment provider refused a new payment");
        await repo.markNotCreated(stamp, now());
        return refuse("PAYMENT_CREATION_FAILED").as(502);
      }
    },

    /** One attempt of the signed-in tenant's contract (the result modal asks); NOT_FOUND: not theirs. */
    async attempt(user: TenantSession, stamp: string): Promise<PaymentAttemptRow | Refusal<"NOT_FOUND">> {
      return (await repo.findForContract(stamp, user.contractId)) ?? refuse("NOT_FOUND");
    },

    /**
     * A redirect or callback: signed with our secret (timing-safe), for our account, about a stamp
     * we issued, with its amount, reference and transaction. Anything else changes nothing.
     */
    async handleReturn(query: Record<string, unknown>): Promise<ReturnResult> {
      const verified = client.verifyReturn(query);
      const attempt = verified ? await repo.findByStamp(verified.stamp) : null;
      const why = !verified ? "signature" : !attempt ? "stamp" : mismatch(attempt, verified);
      if (why || !verified || !attempt) {
        deps.log?.warn({ check: why }, "payment return refused");
        return refuse("PAYMENT_VERIFICATION_FAILED");
      }
      return { stamp: attempt.stamp, status: await apply(attempt, verified) };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
