// The event feed's webhooks: each event posted to INTEGRATION_WEBHOOK_URL in the feed's order, one
// request per event, signed as Standard Webhooks sign (webhook-id, webhook-timestamp,
// webhook-signature: v1,<base64 HMAC-SHA256 of `id.timestamp.body`>). A 2xx delivers it; anything
// else, a network error or a timeout is tried again with a growing wait, and no later event is sent
// before it. docs/integration.md is the receiver's guide.
import { createHmac } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import type { WebhookConfig } from "../../config/integration.ts";
import type { Db } from "../../db/client.ts";
import { stopping, type JobPass } from "../../lib/job.ts";
import { wire } from "./events.ts";
import { checkedLookup, isPrivateAddress, PrivateAddressError } from "./webhook-address.ts";
import type { GaugeSet } from "../../plugins/metrics.ts";
import { createWebhooksRepository, type DeliveryClaim } from "./webhooks.repository.ts";

export interface WebhookSettings extends WebhookConfig {
  /** How long a request may take before it counts as failed. */
  timeoutMs: number;
  /** The wait after the first failed try, doubled after each further one up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

export const WEBHOOK_DEFAULTS = { timeoutMs: 10_000, backoffMs: 5_000, maxBackoffMs: 3_600_000 } as const;

/** Standard Webhooks' signature: `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`. */
export function webhookSignature(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The wait before try `attempt + 1` after `attempt` failed ones. */
export function backoffMs(
  settings: Pick<WebhookSettings, "backoffMs" | "maxBackoffMs">,
  attempt: number,
): number {
  return Math.min(settings.maxBackoffMs, settings.backoffMs * 2 ** Math.min(attempt - 1, 30));
}

/** A failed try, as the log and last_error tell it: never the body, the URL's secrets or the key. */
export class WebhookDeliveryError extends Error {
  override name = "WebhookDeliveryError";
}

/** One POST: its status, or the reason it had none. */
async function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  settings: WebhookSettings,
): Promise<{ status: number } | { error: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal address is connected to without a lookup: it is checked here.
  if (isIP(host) && !settings.allowPrivate && isPrivateAddress(host))
    return { error: new PrivateAddressError(host).message };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: { status: number } | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: checkedLookup(settings.allowPrivate),
        // A redirect is an answer like any other (not 2xx): never followed.
      },
      // The status decides; the answer's body is read and dropped.
      (res: IncomingMessage) => {
        done({ status: res.statusCode ?? 0 });
        res.on("error", () => undefined);
        res.resume();
      },
    );
    const timer = setTimeout(() => {
      done({ error: `no answer within ${settings.timeoutMs} ms` });
      req.destroy();
    }, settings.timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) =>
      done({
        error:
          error instanceof PrivateAddressError
            ? error.message
            : `${error.code ?? error.name}: ${error.message}`.slice(0, 120),
      }),
    );
    req.end(body);
  });
}

export interface WebhookPassResult {
  delivered: number;
  /** Set when the next event waits for its next try (after a failure). */
  waitingUntil?: Date;
}

/**
 * The webhook job's pass: the events after the last delivered one, one at a time, until none is
 * left, one fails or the process stops. A failed try ends the pass with WebhookDeliveryError (the
 * scheduler logs it and counts the job's failure) after the wait before the next try is stored.
 */
export function createWebhookJob(deps: {
  db: Db;
  now: () => Date;
  settings: WebhookSettings;
}): JobPass<WebhookPassResult> {
  const { settings, now } = deps;
  const repo = createWebhooksRepository(deps.db);
  const url = new URL(settings.url);

  async function attempt(claim: DeliveryClaim): Promise<void> {
    const event = wire(claim.event);
    const body = JSON.stringify(event);
    const timestamp = Math.floor(now().getTime() / 1000);
    const outcome = await post(
      url,
      {
        "content-type": "application/json",
        "user-agent": "portal-webhooks/1",
        "webhook-id": event.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": webhookSignature(settings.key, event.id, timestamp, body),
      },
      body,
      settings,
    );
    const at = now();
    if ("status" in outcome && outcome.status >= 200 && outcome.status < 300) {
      await repo.delivered(claim, at);
      return;
    }
    const reason = "status" in outcome ? `HTTP ${outcome.status}` : outcome.error;
    const next = new Date(at.getTime() + backoffMs(settings, claim.attempt));
    await repo.failed(claim, at, next, reason);
    throw new WebhookDeliveryError(
      `webhook of event ${event.id} (${event.type}) to ${url.host} failed on try ${claim.attempt}: ${reason}; next try at ${next.toISOString()}`,
    );
  }

  return {
    async runOnce(signal) {
      let delivered = 0;
      while (!stopping(signal)) {
        const at = now();
        const claim = await repo.claim(at, new Date(at.getTime() + settings.timeoutMs + 60_000));
        if (claim === null) break;
        if (!("event" in claim)) return { delivered, waitingUntil: claim.waitingUntil };
        await attempt(claim);
        delivered += 1;
      }
      return { delivered };
    },
    report: (result) =>
      result.delivered > 0
        ? { details: { delivered: result.delivered }, message: "webhooks delivered" }
        : undefined,
  };
}

/**
 * The webhook sender's gauges: what waits for the receiver, read once per scrape. An operator sees a
 * receiver that refuses or cannot be reached (docs/operations.md has the alert).
 */
export function webhookGauges(db: Db, now: () => Date): GaugeSet {
  const repo = createWebhooksRepository(db);
  return {
    gauges: [
      {
        name: "portal_webhook_waiting_events",
        help: "Events of the integration feed not yet delivered to the webhook receiver",
      },
      {
        name: "portal_webhook_oldest_waiting_age_seconds",
        help: "Age of the oldest event waiting for the webhook receiver (0 when none waits)",
      },
      {
        name: "portal_webhook_failed_tries",
        help: "Failed tries of the event the webhook sender is delivering now (0 while none failed)",
      },
    ],
    async read() {
      const b = await repo.backlog(now());
      return {
        portal_webhook_waiting_events: b.waiting,
        portal_webhook_oldest_waiting_age_seconds: b.oldestAgeSeconds,
        portal_webhook_failed_tries: b.failedTries,
      };
    },
  };
}
