import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxPaymentNonces, sandboxPayments } from "../../db/schema/sandbox.ts";
import type { PaytrailAlgorithm } from "../../integrations/payments/paytrail-signature.ts";
import type { PaymentRequest } from "./payment-request.ts";

export interface SandboxTransaction {
  transactionId: string;
  request: PaymentRequest;
  algorithm: PaytrailAlgorithm;
  status: "new" | "ok" | "fail";
  provider: string | undefined;
  createdAt: Date;
  paidAt: Date | undefined;
}

export type Outcome = { status: "ok"; provider: string; paidAt: Date } | { status: "fail" };

/** Where the sandbox payment provider keeps its transactions and the nonces it has seen. */
export interface SandboxPaymentStore {
  /** False when the stamp was used before (nothing is stored then). */
  create(transaction: SandboxTransaction): Promise<boolean>;
  find(transactionId: string): Promise<SandboxTransaction | undefined>;
  /**
   * Ends a new transaction with `outcome`; answers it when this call ended it, undefined when it was
   * ended already (or never existed): of two pays at once, one wins and sends the callbacks.
   */
  finish(transactionId: string, outcome: Outcome): Promise<SandboxTransaction | undefined>;
  /** False when the nonce was seen before. */
  useNonce(nonce: string, at: Date): Promise<boolean>;
}

/**
 * Nonces are kept twice as long as a request's timestamp may be off: an older request is refused
 * by its timestamp anyway. Transactions are kept for 30 days, as long as a demo needs them.
 */
const NONCE_KEPT_MS = 20 * 60_000;
const TRANSACTIONS_KEPT_MS = 30 * 24 * 3_600_000;

type Row = typeof sandboxPayments.$inferSelect;

const transactionOf = (row: Row): SandboxTransaction => ({
  transactionId: row.transactionId,
  request: row.request as PaymentRequest,
  algorithm: row.algorithm as PaytrailAlgorithm,
  status: row.status,
  provider: row.provider ?? undefined,
  createdAt: row.createdAt,
  paidAt: row.paidAt ?? undefined,
});

/**
 * In the database: every server process behind one address is the same provider, so a payment
 * created by one is paid on another's page and read (reconciled) by any, and none is lost when a
 * process stops.
 */
export function databasePaymentStore(db: Db): SandboxPaymentStore {
  return {
    async create(t) {
      await db
        .delete(sandboxPayments)
        .where(lt(sandboxPayments.createdAt, new Date(t.createdAt.getTime() - TRANSACTIONS_KEPT_MS)));
      const inserted = await db
        .insert(sandboxPayments)
        .values({
          transactionId: t.transactionId,
          stamp: t.request.stamp,
          request: t.request,
          algorithm: t.algorithm,
          status: t.status,
          provider: t.provider ?? null,
          createdAt: t.createdAt,
          paidAt: t.paidAt ?? null,
        })
        .onConflictDoNothing({ target: sandboxPayments.stamp })
        .returning({ id: sandboxPayments.transactionId });
      return inserted.length === 1;
    },
    async find(transactionId) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.transactionId, transactionId));
      return row ? transactionOf(row) : undefined;
    },
    async finish(transactionId, outcome) {
      const [row] = await db
        .update(sandboxPayments)
        .set(
          outcome.status === "ok"
            ? { status: "ok", provider: outcome.provider, paidAt: outcome.paidAt }
            : { status: "fail" },
        )
        .where(and(eq(sandboxPayments.transactionId, transactionId), eq(sandboxPayments.status, "new")))
        .returning();
      return row ? transactionOf(row) : undefined;
    },
    async useNonce(nonce, at) {
      await db
        .delete(sandboxPaymentNonces)
        .where(lt(sandboxPaymentNonces.usedAt, new Date(at.getTime() - NONCE_KEPT_MS)));
      const inserted = await db
        .insert(sandboxPaymentNonces)
        .values({ nonce, usedAt: at })
        .onConflictDoNothing()
        .returning({ nonce: sandboxPaymentNonces.nonce });
      return inserted.length === 1;
    },
  };
}

/** In this process's memory: for tests of the provider alone. */
export function memoryPaymentStore(): SandboxPaymentStore {
  const transactions = new Map<string, SandboxTransaction>();
  const stamps = new Set<string>();
  const nonces = new Set<string>();
  return {
    async create(t) {
      if (stamps.has(t.request.stamp)) return false;
      stamps.add(t.request.stamp);
      transactions.set(t.transactionId, { ...t });
      return true;
    },
    async find(transactionId) {
      const t = transactions.get(transactionId);
      return t && { ...t };
    },
    async finish(transactionId, outcome) {
      const t = transactions.get(transactionId);
      if (!t || t.status !== "new") return undefined;
      Object.assign(t, outcome);
      return { ...t };
    },
    async useNonce(nonce) {
      if (nonces.has(nonce)) return false;
      nonces.add(nonce);
      return true;
    },
  };
}
