import type { FastifyInstance } from "fastify";
import { loadConfig, type PaymentsConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { databasePaymentStore } from "../sandbox/pay/pay.repository.ts";
import { createSandboxPayments, PAY_PATH, type SandboxPayments } from "../sandbox/pay/sandbox-payments.ts";
import { createPaytrailClient, type PaytrailClient } from "../integrations/payments/paytrail-client.ts";

export type PaymentSettings = PaymentsConfig & {
  /** Where browsers reach the portal: redirects come back here, and the sandbox page is served here. */
  publicUrl: string;
  /** Tests: how many times the sandbox sends each callback, and how far apart. */
  sandboxCallbacks?: { times: number; repeatMs: number };
};

/** For apps built without these settings (tests): the environment's values, defaults included. */
export function paymentSettingsFromEnv(): PaymentSettings {
  const { payments, publicUrl } = loadConfig();
  return { ...payments, publicUrl };
}

export interface PaymentsSetup {
  client: PaytrailClient;
  /** The sandbox provider for app.ts to mount (SANDBOX=true with no merchant configured), else null. */
  sandbox: SandboxPayments | null;
}

type Inject = (options: {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;

/** fetch over app.inject: the sandbox answers in-process, before and without a listening socket. */
function injectFetch(inject: Inject): typeof globalThis.fetch {
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    const res = await inject({
      method: init?.method === "POST" ? "POST" : "GET",
      url: `${target.pathname}${target.search}`,
      headers: { ...(init?.headers as Record<string, string>), host: target.host },
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
  };
}

/**
 * The Paytrail client for the configured merchant, or (sandbox) for the sandbox's test merchant,
 * with the sandbox reached in-process. Routes are registered by app.ts, not here.
 */
export function setupPayments(
  app: Pick<FastifyInstance, "inject" | "log">,
  settings: PaymentSettings,
  now: () => Date,
  db: Db,
): PaymentsSetup {
  if (!settings.sandbox) {
    return {
      client: createPaytrailClient({
        merchantId: settings.merchantId,
        secret: settings.secret,
        apiUrl: settings.apiUrl,
        now,
      }),
      sandbox: null,
    };
  }
  const inject: Inject = (options) => app.inject(options);
  const sandbox = createSandboxPayments({
    merchantId: settings.merchantId,
    secret: settings.secret,
    publicUrl: settings.publicUrl,
    now,
    // In the database: several server processes behind one address are one provider.
    store: databasePaymentStore(db),
    callbackTimes: settings.sandboxCallbacks?.times,
    callbackRepeatMs: settings.sandboxCallbacks?.repeatMs,
    // Callbacks go to this portal only, so they are delivered in-process like the API calls.
    async callMerchant(url) {
      const target = new URL(url);
      const res = await app.inject({ method: "GET", url: `${target.pathname}${target.search}` });
      return res.statusCode;
    },
    log: (details, message) => app.log.info(details, message),
  });
  const client = createPaytrailClient({
    merchantId: settings.merchantId,
    secret: settings.secret,
    apiUrl: `${settings.publicUrl}${PAY_PATH}`,
    fetch: injectFetch(inject),
    now,
  });
  return { client, sandbox };
}
