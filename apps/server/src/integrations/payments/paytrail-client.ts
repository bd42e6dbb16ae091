import { randomUUID } from "node:crypto";
import { z } from "zod";
import { paytrailSignature, verifyPaytrailSignature, type PaytrailAlgorithm } from "./paytrail-signature.ts";

/** A merchant account at Paytrail (or at the sandbox, which speaks the same protocol). */
export interface PaytrailCredentials {
  merchantId: string;
  secret: string;
  /** Without a trailing slash, e.g. https://services.paytrail.com */
  apiUrl: string;
  algorithm?: PaytrailAlgorithm;
}

/** POST /payments body: the fields this portal sends (docs: Payloads, Create payment). */
export interface PaytrailPaymentRequest {
  stamp: string;
  reference: string;
  /** Cents. */
  amount: number;
  currency: "EUR";
  language: "FI" | "SV" | "EN";
  description?: string;
  items?: {
    unitPrice: number;
    units: number;
    vatPercentage: number;
    productCode: string;
    description?: string;
  }[];
  customer: { email: string; firstName?: string; lastName?: string };
  redirectUrls: { success: string; cancel: string };
  callbackUrls?: { success: string; cancel: string };
  /** Seconds the provider waits before the first callback (0 to 900). */
  callbackDelay?: number;
}

export const PAYTRAIL_STATUSES = ["new", "ok", "fail", "pending", "delayed"] as const;
export type PaytrailStatus = (typeof PAYTRAIL_STATUSES)[number];

const createdPayment = z.object({
  transactionId: z.string().min(1),
  href: z.string().url(),
  reference: z.string().optional(),
});
export type PaytrailCreatedPayment = z.infer<typeof createdPayment>;

const paymentInfo = z.object({
  transactionId: z.string().min(1),
  status: z.enum(PAYTRAIL_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  stamp: z.string(),
  reference: z.string(),
  createdAt: z.string().optional(),
  provider: z.string().optional(),
  paidAt: z.string().optional(),
});
export type PaytrailPaymentInfo = z.infer<typeof paymentInfo>;

/** A verified redirect or callback: every value was signed by the provider with our secret. */
export interface PaytrailReturn {
  account: string;
  amount: number;
  stamp: string;
  reference: string;
  transactionId: string;
  status: Exclude<PaytrailStatus, "new">;
  provider: string | undefined;
}

/**
 * Why a call to the provider failed. `kind` separates what retrying may fix (network, status 5xx)
 * from what it will not (a response whose signature or shape is wrong: never trusted).
 */
export class PaytrailError extends Error {
  override name = "PaytrailError";
  readonly kind: "network" | "status" | "signature" | "shape";
  readonly status: number | undefined;
  constructor(message: string, kind: PaytrailError["kind"], status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export interface PaytrailClientOptions extends PaytrailCredentials {
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  /** Per request; a hung provider must not hold a tenant's request for long. */
  timeoutMs?: number;
}

function headerRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

/** The Paytrail Payment API as this portal uses it: create a payment, read one, verify returns. */
export function createPaytrailClient(options: PaytrailClientOptions) {
  const algorithm = options.algorithm ?? "sha256";
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: "GET" | "POST", path: string, body: string, transactionId?: string) {
    const checkout: Record<string, string> = {
      "checkout-account": options.merchantId,
      "checkout-algorithm": algorithm,
      "checkout-method": method,
      // Unique per request, so a captured request cannot be replayed.
      "checkout-nonce": randomUUID(),
      "checkout-timestamp": now().toISOString(),
      ...(transactionId ? { "checkout-transaction-id": transactionId } : {}),
    };
    const headers: Record<string, string> = {
      ...checkout,
      signature: paytrailSignature(options.secret, algorithm, checkout, body),
      ...(method === "POST" ? { "content-type": "application/json; charset=utf-8" } : {}),
    };
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(`${options.apiUrl}${path}`, {
        method,
        headers,
        body: method === "POST" ? body : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      text = await response.text();
    } catch (error) {
      throw new PaytrailError(`${method} ${path}: ${(error as Error).name}`, "network");
    }
    if (!response.ok)
      throw new PaytrailError(`${method} ${path}: status ${response.status}`, "status", response.status);
    const responseHeaders = headerRecord(response.headers);
    if (!verifyPaytrailSignature(options.secret, responseHeaders, text, responseHeaders.signature, algorithm))
      throw new PaytrailError(
        `${method} ${path}: response signature does not match`,
        "signature",
        response.status,
      );
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaytrailError(`${method} ${path}: response is not JSON`, "shape", response.status);
    }
  }

  function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const result = schema.safeParse(value);
    if (!result.success) throw new PaytrailError(`${what}: unexpected response`, "shape");
    return result.data;
  }

  return {
    merchantId: options.merchantId,

    /** Opens a payment; the browser is sent to `href`, the provider's hosted page. */
    async createPayment(request: PaytrailPaymentRequest): Promise<PaytrailCreatedPayment> {
      const body = JSON.stringify(request);
      return parse(createdPayment, await call("POST", "/payments", body), "POST /payments");
    },

    /** The provider's view of one payment (reconciliation asks when no redirect or callback came). */
    async getPayment(transactionId: string): Promise<PaytrailPaymentInfo> {
      const path = `/payments/${encodeURIComponent(transactionId)}`;
      return parse(paymentInfo, await call("GET", path, "", transactionId), `GET ${path}`);
    },

    /**
     * A redirect's or callback's query, verified: signed with our secret (timing-safe), for our
     * account, with every field present and well-formed. Anything else is null and must change nothing.
     */
    verifyReturn(query: Record<string, unknown>): PaytrailReturn | null {
      if (!verifyPaytrailSignature(options.secret, query, "", query.signature)) return null;
      const q = query as Record<string, string | undefined>;
      if (q["checkout-account"] !== options.merchantId) return null;
      const amountText = q["checkout-amount"] ?? "";
      const status = q["checkout-status"];
      const stamp = q["checkout-stamp"];
      const reference = q["checkout-reference"];
      const transactionId = q["checkout-transaction-id"];
      if (!/^\d{1,9}$/.test(amountText) || !stamp || reference === undefined || !transactionId) return null;
      if (status !== "ok" && status !== "fail" && status !== "pending" && status !== "delayed") return null;
      return {
        account: options.merchantId,
        amount: Number(amountText),
        stamp,
        reference,
        transactionId,
        status,
        provider: q["checkout-provider"],
      };
    },
  };
}

export type PaytrailClient = ReturnType<typeof createPaytrailClient>;
