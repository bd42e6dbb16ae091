import { randomUUID } from "node:crypto";
import {
  isPaytrailAlgorithm,
  paytrailSignature,
  verifyPaytrailSignature,
  type PaytrailAlgorithm,
} from "../../integrations/payments/paytrail-signature.ts";
import { METHOD_IDS, paymentRequest } from "./payment-request.ts";
import type { SandboxPaymentStore, SandboxTransaction } from "./pay.repository.ts";

export type { SandboxTransaction } from "./pay.repository.ts";

export const PAY_PATH = "/sandbox/pay";

export interface SandboxPaymentsOptions {
  merchantId: string;
  secret: string;
  /** Where browsers reach the hosted page. */
  publicUrl: string;
  now: () => Date;
  /**
   * Its transactions and the nonces it has seen: the database (pay.repository.ts), shared by every
   * server process, so any of them answers for any payment.
   */
  store: SandboxPaymentStore;
  /** GETs a merchant's callback URL; answers the status (the sandbox is in-process: app.inject). */
  callMerchant(url: string): Promise<number>;
  /** How many times each callback is sent: the first before the redirect (or after callbackDelay), then repeats. */
  callbackTimes?: number;
  /** Wait between repeated callbacks. */
  callbackRepeatMs?: number;
  log?: (details: Record<string, unknown>, message: string) => void;
}

/** A sandbox answer: status, body, and the headers Paytrail signs its responses with. */
export interface SandboxAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A request signed longer ago (or ahead) than this is refused, as a replay would be. */
const TIMESTAMP_SKEW_MS = 10 * 60_000;

/**
 * The sandbox payment provider: Paytrail's Payment API (create, get), its hosted page's outcome
 * (pay or cancel), and the signed redirect and callbacks that follow, against one test merchant.
 * Transactions are kept in `store`; the repeated callbacks are timers of the process that sent
 * the first.
 */
export function createSandboxPayments(options: SandboxPaymentsOptions) {
  const { store } = options;
  const timers = new Set<NodeJS.Timeout>();
  const times = options.callbackTimes ?? 2;
  const repeatMs = options.callbackRepeatMs ?? 1000;

  function error(status: number, message: string): SandboxAnswer {
    return { status, body: JSON.stringify({ status: "error", message }), headers: {} };
  }

  function signed(
    status: number,
    value: unknown,
    algorithm: PaytrailAlgorithm,
    method: string,
    transactionId?: string,
  ) {
    const body = JSON.stringify(value);
    const checkout: Record<string, string> = {
      "checkout-account": options.merchantId,
      "checkout-algorithm": algorithm,
      "checkout-method": method,
      "checkout-nonce": randomUUID(),
      "checkout-timestamp": options.now().toISOString(),
      ...(transactionId ? { "checkout-transaction-id": transactionId } : {}),
    };
    const headers = {
      ...checkout,
      signature: paytrailSignature(options.secret, algorithm, checkout, body),
      "request-id": randomUUID(),
    };
    return { status, body, headers } satisfies SandboxAnswer;
  }

  /** The merchant's request signature, account, method, nonce and timestamp; null when all hold. */
  async function refusal(
    headers: Record<string, unknown>,
    method: string,
    body: string,
  ): Promise<SandboxAnswer | null> {
    const algorithm = headers["checkout-algorithm"];
    if (!isPaytrailAlgorithm(algorithm)) return error(400, "unsupported checkout-algorithm");
    if (headers["checkout-account"] !== options.merchantId) return error(401, "unknown checkout-account");
    if (headers["checkout-method"] !== method) return error(401, "checkout-method does not match");
    if (!verifyPaytrailSignature(options.secret, headers, body, headers.signature))
      return error(401, "signature mismatch");
    const nonce = headers["checkout-nonce"];
    if (typeof nonce !== "string" || nonce.length === 0)
      return error(401, "checkout-nonce missing or used before");
    const now = options.now();
    const at = Date.parse(String(headers["checkout-timestamp"]));
    if (Number.isNaN(at) || Math.abs(at - now.getTime()) > TIMESTAMP_SKEW_MS)
      return error(401, "checkout-timestamp missing or too far from now");
    if (!(await store.useNonce(nonce, now))) return error(401, "checkout-nonce missing or used before");
    return null;
  }

  function hrefOf(transactionId: string) {
    return `${options.publicUrl}${PAY_PATH}/pay/${transactionId}`;
  }

  /** The query string of a redirect or callback, signed the way Paytrail signs them. */
  function returnQuery(t: SandboxTransaction): URLSearchParams {
    const params: Record<string, string> = {
      "checkout-account": options.merchantId,
      "checkout-algorithm": t.algorithm,
      "checkout-amount": String(t.request.amount),
      "checkout-stamp": t.request.stamp,
      "checkout-reference": t.request.reference,
      "checkout-transaction-id": t.transactionId,
      "checkout-status": t.status,
      ...(t.provider ? { "checkout-provider": t.provider } : {}),
    };
    return new URLSearchParams({
      ...params,
      signature: paytrailSignature(options.secret, t.algorithm, params),
    });
  }

  function withQuery(url: string, query: URLSearchParams): string {
    const target = new URL(url);
    for (const [key, value] of query) target.searchParams.set(key, value);
    return target.toString();
  }

  async function callback(url: string) {
    try {
      const status = await options.callMerchant(url);
      options.log?.({ status }, "sandbox payment callback sent");
    } catch (err) {
      options.log?.({ err }, "sandbox payment callback failed");
    }
  }

  function later(ms: number, run: () => Promise<void>) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  /**
   * The callbacks of a finished payment: the first before the browser is redirected (unless the
   * merchant asked for a callbackDelay, then after it), then repeats, as Paytrail may call more than once.
   */
  async function sendCallbacks(t: SandboxTransaction) {
    const urls = t.request.callbackUrls;
    if (!urls) return;
    const url = withQuery(t.status === "ok" ? urls.success : urls.cancel, returnQuery(t));
    const delayMs = (t.request.callbackDelay ?? 0) * 1000;
    for (let i = 0; i < times; i++) {
      const at = delayMs + i * repeatMs;
      if (at === 0) await callback(url);
      else later(at, () => callback(url));
    }
  }

  return {
    merchantId: options.merchantId,

    /** POST /payments */
    async createPayment(headers: Record<string, unknown>, rawBody: string): Promise<SandboxAnswer> {
      const refused = await refusal(headers, "POST", rawBody);
      if (refused) return refused;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return error(400, "body is not JSON");
      }
      const parsed = paymentRequest.safeParse(json);
      if (!parsed.success)
        return error(400, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
      const transactionId = randomUUID();
      const algorithm = headers["checkout-algorithm"] as PaytrailAlgorithm;
      const created = await store.create({
        transactionId,
        request: parsed.data,
        algorithm,
        status: "new",
        provider: undefined,
        createdAt: options.now(),
        paidAt: undefined,
      });
      if (!created) return error(400, "duplicate stamp");
      return signed(
        201,
        {
          transactionId,
          href: hrefOf(transactionId),
          reference: parsed.data.reference,
          terms: "Sandbox: no money moves.",
          groups: [],
          providers: [],
        },
        algorithm,
        "POST",
      );
    },

    /** GET /payments/{transactionId} */
    async getPayment(transactionId: string, headers: Record<string, unknown>): Promise<SandboxAnswer> {
      const refused = await refusal(headers, "GET", "");
      if (refused) return refused;
      if (headers["checkout-transaction-id"] !== transactionId)
        return error(401, "checkout-transaction-id does not match");
      const t = await store.find(transactionId);
      if (!t) return error(404, "transaction not found");
      return signed(
        200,
        {
          transactionId,
          status: t.status,
          amount: t.request.amount,
          currency: "EUR",
          stamp: t.request.stamp,
          reference: t.request.reference,
          createdAt: t.createdAt.toISOString(),
          ...(t.status === "new" ? { href: hrefOf(transactionId) } : {}),
          ...(t.provider ? { provider: t.provider } : {}),
          ...(t.paidAt ? { paidAt: t.paidAt.toISOString() } : {}),
        },
        t.algorithm,
        "GET",
        transactionId,
      );
    },

    find(transactionId: string): Promise<SandboxTransaction | undefined> {
      return store.find(transactionId);
    },

    isMethod(id: string): boolean {
      return METHOD_IDS.has(id);
    },

    /**
     * The tenant paid (`method` chosen) or cancelled at the hosted page: the payment is final, the
     * callbacks go out, and the answer is where the browser is redirected, signed. A payment already
     * finished keeps its outcome and gets the same redirect again.
     */
    async finish(transactionId: string, outcome: { method: string } | "cancel"): Promise<string | null> {
      // Of two presses at once (on two server processes, say), one ends it and sends the callbacks.
      const ended = await store.finish(
        transactionId,
        outcome === "cancel"
          ? { status: "fail" }
          : { status: "ok", provider: outcome.method, paidAt: options.now() },
      );
      if (ended) await sendCallbacks(ended);
      const t = ended ?? (await store.find(transactionId));
      if (!t) return null;
      const urls = t.request.redirectUrls;
      return withQuery(t.status === "ok" ? urls.success : urls.cancel, returnQuery(t));
    },

    /** Pending repeats are dropped when the app closes. */
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
