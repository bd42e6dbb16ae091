// Online payments through Paytrail's Payment API, or the sandbox provider (integrations/payments).
import { z } from "zod";
import { url, type ParsedVariables } from "./parse.ts";

/** The sandbox payment provider's test merchant; like Paytrail's public test account, it moves no money. */
export const SANDBOX_PAYTRAIL_MERCHANT_ID = "100001";
export const SANDBOX_PAYTRAIL_SECRET = "sandbox-paytrail-secret-for-development-only";

/** Online payments (Paytrail protocol). No merchant configured: the sandbox provider (SANDBOX=true only). */
export interface PaymentsConfig {
  merchantId: string;
  secret: string;
  /** The Payment API (unused by the sandbox, which is reached in-process). */
  apiUrl: string;
  sandbox: boolean;
  reconcileIntervalMs: number;
}

export const paymentVariables = {
  PAYTRAIL_MERCHANT_ID: {
    schema: z
      .string()
      .regex(/^\d{1,12}$/, "a Paytrail merchant id (digits)")
      .optional(),
    describe:
      "Paytrail merchant id for online payments (with PAYTRAIL_SECRET). Unset with SANDBOX=true: the sandbox payment provider at /sandbox/pay. Required unless SANDBOX=true.",
    default: "(unset)",
  },
  PAYTRAIL_SECRET: {
    schema: z.string().min(1).optional(),
    describe:
      "Paytrail secret key that signs payment requests, redirects and callbacks. Required with PAYTRAIL_MERCHANT_ID.",
    default: "(unset)",
  },
  PAYTRAIL_API_URL: {
    schema: url.transform((v) => v.replace(/\/+$/, "")).default("https://services.paytrail.com"),
    describe: "Paytrail Payment API address.",
    default: "https://services.paytrail.com",
  },
  PAYMENT_RECONCILE_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(60_000),
    describe:
      "How often payments left pending for a few minutes (no redirect or callback came) are checked with the provider and settled, in milliseconds. Safe with several server processes.",
    default: "60000 (1 minute)",
  },
} as const;

type Parsed = ParsedVariables<typeof paymentVariables>;

export function paymentsConfig(
  v: Partial<Pick<Parsed, "PAYTRAIL_MERCHANT_ID" | "PAYTRAIL_SECRET">> &
    Pick<Parsed, "PAYTRAIL_API_URL" | "PAYMENT_RECONCILE_INTERVAL_MS">,
): PaymentsConfig {
  const sandbox = !v.PAYTRAIL_MERCHANT_ID;
  return {
    merchantId: v.PAYTRAIL_MERCHANT_ID ?? SANDBOX_PAYTRAIL_MERCHANT_ID,
    secret: v.PAYTRAIL_SECRET ?? SANDBOX_PAYTRAIL_SECRET,
    apiUrl: v.PAYTRAIL_API_URL,
    sandbox,
    reconcileIntervalMs: v.PAYMENT_RECONCILE_INTERVAL_MS,
  };
}
