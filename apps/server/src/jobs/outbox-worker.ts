import { CODE_VALID_MS } from "@portal/schemas/codes";
import type { Db } from "../db/client.ts";
import type { MailTransport } from "../integrations/mail/mail-transport.ts";
import type { SmsGateway } from "../integrations/sms/sms-gateway.ts";
import { messageCatalog, type MessageCatalog } from "../integrations/templates/message.ts";
import { renderNamed, TemplateError } from "../integrations/templates/render.ts";
import { MANIFESTS } from "../modules/manifests.ts";
import { createOutboxRepository, type OutboxRow } from "../modules/outbox/outbox.repository.ts";

/**
 * Wait before attempt n+1 after n failed attempts. A code is valid for 10 minutes, so the first
 * retries come quickly; the later ones ride out a longer mail-server outage for a few hours.
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Longer than the slowest send (SMTP timeouts add up to a minute), so a live claim never runs out. */
const LOCK_MS = 5 * 60_000;
const BATCH_SIZE = 10;
const ERROR_MAX = 500;

type LogFn = (details: Record<string, unknown>, message: string) => void;
export interface WorkerLog {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface OutboxWorkerOptions {
  db: Db;
  mail: MailTransport;
  sms: SmsGateway;
  pollMs: number;
  now?: () => Date;
  log?: WorkerLog;
  batchSize?: number;
  /** The messages it renders by name; the portal's by default. */
  messages?: MessageCatalog;
}

/** The portal's messages: the union of the modules' (each manifest's `messages`). */
export const PORTAL_MESSAGES: MessageCatalog = messageCatalog(
  MANIFESTS.flatMap((m) => (m.messages ? [m.messages] : [])),
);

export interface OutboxWorker {
  /** One pass: claims and delivers at most one batch of due messages; resolves to how many. */
  runOnce(): Promise<number>;
  /** Passes until nothing is due (messages waiting for a retry later are left alone). */
  drain(): Promise<number>;
  start(): void;
  /** No new passes; resolves once the pass in flight has finished. */
  stop(): Promise<void>;
}

/** Attempt `attempts` just failed: the delay before the next one, or null to give up. */
export function retryDelayMs(attempts: number): number | null {
  return attempts >= MAX_ATTEMPTS ? null : (RETRY_DELAYS_MS[attempts - 1] ?? null);
}

/**
 * The stored and logged error must not carry the message's code or any other data value, even
 * when a server echoes the message back in its error text.
 */
export function safeErrorText(error: unknown, data: Record<string, unknown>): string {
  let text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  for (const value of Object.values(data))
    if (typeof value === "string" && value.length >= 3) text = text.replaceAll(value, "[redacted]");
  return text.replace(/\d{6,}/g, "[redacted]").slice(0, ERROR_MAX);
}

const silent: WorkerLog = { info() {}, warn() {}, error() {} };

/** How much waits in the outbox, and for how long (the metrics' outbox gauges). */
export const outboxDepth = (db: Db) => createOutboxRepository(db).depth();

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mail, sms } = options;
  const outbox = createOutboxRepository(db);
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? silent;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const messages = options.messages ?? PORTAL_MESSAGES;

  async function send(row: OutboxRow): Promise<void> {
    const rendered = renderNamed(messages, row.template, row.language, row.data);
    if (rendered.channel !== row.channel)
      throw new TemplateError(`template ${row.template} is not a ${row.channel} template`);
    if (rendered.channel === "mail")
      await mail.send({
        to: row.recipient,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        outboxId: row.id,
      });
    else await sms.send({ to: row.recipient, text: rendered.text, outboxId: row.id });
  }

  async function deliver(row: OutboxRow, claim: Date): Promise<void> {
    const about = { outboxId: row.id, template: row.template, channel: row.channel, attempt: row.attempts };
    // A code that can no longer be used would only confuse; the tenant asks for a new one.
    if (typeof row.data.code === "string" && clock().getTime() - row.createdAt.getTime() > CODE_VALID_MS) {
      await outbox.markFailed(row.id, claim, {
        retryAt: null,
        error: "the code expired before delivery",
      });
      log.warn(about, "outbox message not sent: its code expired");
      return;
    }
    try {
      await send(row);
    } catch (error) {
      const delay = error instanceof TemplateError ? null : retryDelayMs(row.attempts);
      const text = safeErrorText(error, row.data);
      const retryAt = delay === null ? null : new Date(clock().getTime() + delay);
      await outbox.markFailed(row.id, claim, { retryAt, error: text });
      if (retryAt)
        log.warn({ ...about, retryInMs: delay, error: text }, "outbox delivery failed, will retry");
      else log.error({ ...about, error: text }, "outbox delivery failed, giving up");
      return;
    }
    if (await outbox.markSent(row.id, claim, clock())) log.info(about, "outbox message delivered");
    else log.warn(about, "outbox message delivered after its claim ran out");
  }

  async function runOnce(): Promise<number> {
    const now = clock();
    const claim = new Date(now.getTime() + LOCK_MS);
    const rows = await outbox.claimDue(now, claim, batchSize);
    const results = await Promise.allSettled(rows.map((row) => deliver(row, claim)));
    // Only bookkeeping can fail here (the database); the claim runs out and a later pass retries.
    for (const r of results)
      if (r.status === "rejected")
        log.error({ error: safeErrorText(r.reason, {}) }, "outbox bookkeeping failed");
    return rows.length;
  }

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;

  async function tick() {
    timer = undefined;
    if (!running) return;
    let delivered = 0;
    const pass = runOnce();
    inFlight = pass;
    try {
      delivered = await pass;
    } catch (error) {
      log.error({ error: safeErrorText(error, {}) }, "outbox pass failed");
    } finally {
      inFlight = undefined;
    }
    // A full batch suggests more is waiting: go again at once instead of after the poll interval.
    if (running) timer = setTimeout(() => void tick(), delivered >= batchSize ? 0 : options.pollMs);
  }

  return {
    runOnce,
    async drain() {
      let total = 0;
      for (;;) {
        const n = await runOnce();
        total += n;
        if (n === 0) return total;
      }
    },
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(() => void tick(), 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight?.catch(() => {});
    },
  };
}
