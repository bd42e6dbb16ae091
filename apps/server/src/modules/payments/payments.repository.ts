import { and, asc, count, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { contractReferences } from "../../db/schema/billing.ts";
import { paymentAttempts } from "../../db/schema/payments.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** Who pays: the signed-in tenant's name and address for the provider and the receipt. */
export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  /** The contract's reference number; null when none was issued (then no online payment). */
  referenceNumber: string | null;
}

/** Which attempt a provider's word is about, and what it says. */
export interface ProviderOutcome {
  stamp: string;
  transactionId: string;
  provider: string | null;
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** Every tenant-facing read is scoped to the session's contract here; the provider's are by stamp. */
export function createPaymentsRepository(db: Db) {
  return {
    async findPayer(userId: string, contractId: string, tx: Db = db): Promise<Payer | null> {
      const [row] = await tx
        .select({
          email: userAccounts.email,
          firstName: persons.firstName,
          lastName: persons.lastName,
          language: userAccounts.language,
          referenceNumber: contractReferences.referenceNumber,
        })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .leftJoin(contractReferences, eq(contractReferences.contractId, contractId))
        .where(eq(userAccounts.id, userId))
        .limit(1);
      return row ?? null;
    },

    async insertAttempt(
      attempt: Pick<
        PaymentAttemptRow,
        | "stamp"
        | "contractId"
        | "userId"
        | "amountCents"
        | "language"
        | "reference"
        | "createdAt"
        | "nextCheckAt"
      >,
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(paymentAttempts).values({ ...attempt, status: "pending" });
    },

    /**
     * Locks the account's row until the transaction ends: one account's payment starts then count
     * and insert one after another, so parallel requests cannot all see room under the cap.
     */
    async lockAccount(userId: string, tx: Db): Promise<void> {
      await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.id, userId))
        .for("update");
    },

    /** How many payments the account has started since `since` (index on contract and time). */
    async countStartedSince(user: { userId: string; contractId: string }, since: Date, tx: Db = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.contractId, user.contractId),
            eq(paymentAttempts.userId, user.userId),
            gte(paymentAttempts.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** The provider accepted the payment: its transaction id is what later returns must carry. */
    async setTransactionId(stamp: string, transactionId: string, tx: Db = db): Promise<void> {
      await tx
        .update(paymentAttempts)
        .set({ providerTransactionId: transactionId })
        .where(and(eq(paymentAttempts.stamp, stamp), isNull(paymentAttempts.providerTransactionId)));
    },

    /** The provider refused or could not be reached: the attempt ends before any money could move. */
    async markNotCreated(stamp: string, at: Date, tx: Db = db): Promise<void> {
      await tx
        .update(paymentAttempts)
        .set({ status: "fail", settledAt: at, nextCheckAt: null })
        .where(and(eq(paymentAttempts.stamp, stamp), eq(paymentAttempts.status, "pending")));
    },

    /** One attempt of the signed-in tenant's contract; another contract's stamp is not found. */
    async findForContract(stamp: string, contractId: string, tx: Db = db): Promise<PaymentAttemptRow | null> {
      const [row] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.stamp, stamp), eq(paymentAttempts.contractId, contractId)))
        .limit(1);
      return row ?? null;
    },

    /** For the provider's redirects and callbacks, which are not signed in: by stamp only. */
    async findByStamp(stamp: string, tx: Db = db): Promise<PaymentAttemptRow | null> {
      const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.stamp, stamp)).limit(1);
      return row ?? null;
    },

    /**
     * pending (or fail) → ok, once: the conditional update is what makes crediting exactly-once.
     * Concurrent settlements of one stamp queue on the row lock; every one after the first finds
     * the status already ok and gets nothing back. A failed attempt may still turn ok (the provider's
     * signed word that money arrived wins), never the other way round.
     */
    async settleOk(outcome: ProviderOutcome, at: Date, tx: Db = db): Promise<PaymentAttemptRow | null> {
      const [row] = await tx
        .update(paymentAttempts)
        .set({
          status: "ok",
          settledAt: at,
          nextCheckAt: null,
          providerTransactionId: outcome.transactionId,
          provider: outcome.provider,
        })
        .where(
          and(
            eq(paymentAttempts.stamp, outcome.stamp),
            inArray(paymentAttempts.status, ["pending", "fail"]),
            or(
              eq(paymentAttempts.providerTransactionId, outcome.transactionId),
              isNull(paymentAttempts.providerTransactionId),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** pending → fail, once; a paid attempt stays paid. */
    async settleFail(outcome: ProviderOutcome, at: Date, tx: Db = db): Promise<PaymentAttemptRow | null> {
      const [row] = await tx
        .update(paymentAttempts)
        .set({ status: "fail", settledAt: at, nextCheckAt: null, provider: outcome.provider })
        .where(
          and(
            eq(paymentAttempts.stamp, outcome.stamp),
            eq(paymentAttempts.status, "pending"),
            or(
              eq(paymentAttempts.providerTransactionId, outcome.transactionId),
              isNull(paymentAttempts.providerTransactionId),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Claims pending attempts whose check is due, moving each one's next check to `next(row)`.
     * SKIP LOCKED and the repeated condition let several processes claim without taking one twice.
     */
    async claimDueChecks(
      now: Date,
      limit: number,
      next: (createdAt: Date) => Date,
      tx: Db = db,
    ): Promise<PaymentAttemptRow[]> {
      const due = and(eq(paymentAttempts.status, "pending"), lte(paymentAttempts.nextCheckAt, now));
      return tx.transaction(async (inner) => {
        const rows = await inner
          .select()
          .from(paymentAttempts)
          .where(due)
          .orderBy(asc(paymentAttempts.nextCheckAt))
          .limit(limit)
          .for("update", { skipLocked: true });
        for (const row of rows) {
          await inner
            .update(paymentAttempts)
            .set({ nextCheckAt: next(row.createdAt) })
            .where(and(eq(paymentAttempts.id, row.id), due));
        }
        return rows;
      });
    },
  };
}
