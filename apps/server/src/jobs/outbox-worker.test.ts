import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema/outbox.ts";
import { sandboxMessages } from "../db/schema/sandbox.ts";
import { createMessaging } from "../setup/messaging.ts";
import type { MailMessage, MailTransport } from "../integrations/mail/mail-transport.ts";
import type { SmsGateway, SmsMessage } from "../integrations/sms/sms-gateway.ts";
import { createOutboxRepository, type OutboxMessage } from "../modules/outbox/outbox.repository.ts";
import { testDatabases } from "../test/databases.ts";
import {
  createOutboxWorker,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  retryDelayMs,
  safeErrorText,
} from "./outbox-worker.ts";
import { passwordResetMessages } from "../modules/password-reset/password-reset.messages.ts";
import { phoneSignInMessages } from "../modules/phone-sign-in/phone-sign-in.messages.ts";
import { profileMessages } from "../modules/profile/profile.messages.ts";

const T0 = new Date("2026-03-16T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** No SMTP server and no SMS gateway configured. */
const unconfigured = (sandbox: boolean) => ({
  sandbox,
  smtpUrl: undefined,
  mailFrom: "x@example.fi",
  smsGatewayUrl: undefined,
  smsGatewayToken: undefined,
  smsSender: undefined,
});

const resetCode = (recipient: string, code = "424242"): OutboxMessage => ({
  recipient,
  template: passwordResetMessages["password-reset-code"],
  language: "fi",
  data: { code },
});

/** Records what it was asked to send; `fail` decides per call whether to throw. */
function recorder(fail: (n: number) => Error | undefined = () => undefined, delayMs = 0) {
  const sent: (MailMessage | SmsMessage)[] = [];
  let calls = 0;
  const send = async (m: MailMessage | SmsMessage) => {
    calls += 1;
    const error = fail(calls);
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (error) throw error;
    sent.push(m);
  };
  return { sent, mail: { send } as MailTransport, sms: { send } as SmsGateway, calls: () => calls };
}

describe("retry schedule", () => {
  it("backs off from 10 seconds and gives up after the last attempt", () => {
    expect(RETRY_DELAYS_MS.slice(0, 3)).toEqual([10_000, 30_000, 120_000]);
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++)
      expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(RETRY_DELAYS_MS[i - 1] as number);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(MAX_ATTEMPTS - 1)).toBe(RETRY_DELAYS_MS.at(-1));
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
  });

  it("keeps codes out of error texts", () => {
    const text = safeErrorText(new Error("550 rejected: body 'Koodisi on 424242' to +358401234567"), {
      code: "424242",
    });
    expect(text).not.toContain("424242");
    expect(text).not.toContain("358401234567");
    expect(text).toContain("550 rejected");
  });
});

describe.each(testDatabases)("outbox worker on $name", (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  const clock = { now: new Date(T0) };
  const now = () => new Date(clock.now);

  beforeAll(async () => {
    const created = await target.create();
    database = created.database;
    drop = created.drop;
    await database.migrate();
  });
  afterAll(() => drop());
  beforeEach(async () => {
    clock.now = new Date(T0);
    await database.db.delete(sandboxMessages);
    await database.db.delete(outbox);
  });

  const outboxRepo = () => createOutboxRepository(database.db);
  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);
  const enqueue = (m: OutboxMessage) => outboxRepo().enqueue(m, now());

  it("renders and delivers mail and SMS, marks them sent and forgets the code", async () => {
    const sandbox = createMessaging(unconfigured(true), database.db, now);
    expect(sandbox.sandbox).toBe(true);
    await enqueue(resetCode("Aino.Asukas@example.fi"));
    await enqueue({
      recipient: "+358401234567",
      template: phoneSignInMessages["phone-sign-in-code"],
      language: "en",
      data: { code: "987654" },
    });
    const worker = createOutboxWorker({
      db: database.db,
      mail: sandbox.mail,
      sms: sandbox.sms,
      pollMs: 1000,
      now,
    });

    expect(await worker.drain()).toBe(2);
    const delivered = await database.db.select().from(sandboxMessages).orderBy(sandboxMessages.channel); // sent in parallel
    expect(delivered.map((m) => [m.channel, m.recipient])).toEqual([
      ["mail", "Aino.Asukas@example.fi"],
      ["sms", "+358401234567"],
    ]);
    expect(delivered[0]?.subject).toBe("Koodi salasanan vaihtamiseen");
    expect(delivered[0]?.text).toContain("Koodisi on 424242.");
    expect(delivered[0]?.html).toContain("<strong>424242</strong>");
    expect(delivered[1]).toMatchObject({ subject: null, html: null });
    expect(delivered[1]?.text).toContain("987654");

    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
      expect(row.sentAt).toEqual(T0);
      expect(row.data).toEqual({});
    }
    expect(await worker.runOnce()).toBe(0);
  });

  it("retries a failing transport with backoff, then delivers", async () => {
    const transport = recorder((n) =>
      n <= 2 ? new Error("421 try again later, your code is 424242") : undefined,
    );
    const worker = createOutboxWorker({ db: database.db, ...transport, pollMs: 1000, now });
    await enqueue(resetCode("aino.asukas@example.fi"));

    expect(await worker.runOnce()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row?.nextAttemptAt).toEqual(at(10_000));
    expect(row?.lastError).toContain("421 try again later");
    expect(row?.lastError).not.toContain("424242");

    clock.now = at(9_999);
    expect(await worker.runOnce()).toBe(0);
    clock.now = at(10_000);
    expect(await worker.runOnce()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row?.nextAttemptAt).toEqual(at(40_000));

    clock.now = at(40_000);
    expect(await worker.drain()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(transport.sent).toHaveLength(1);
    expect(transport.calls()).toBe(3);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the last error`, async () => {
    const transport = recorder(() => new Error("connect ECONNREFUSED"));
    const worker = createOutboxWorker({ db: database.db, ...transport, pollMs: 1000, now });
    await enqueue({
      recipient: "aino.asukas@example.fi",
      template: profileMessages["password-changed"],
      language: "fi",
      data: { firstName: "Aino" },
    });

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce(), `attempt ${attempt}`).toBe(1);
      const [row] = await rows();
      if (attempt < MAX_ATTEMPTS) clock.now = row?.nextAttemptAt as Date;
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lockedUntil: null });
    expect(row?.lastError).toContain("ECONNREFUSED");
    expect(row?.data).toEqual({ firstName: "Aino" });
    clock.now = at(30 * 86_400_000);
    expect(await worker.runOnce()).toBe(0);
    expect(transport.calls()).toBe(MAX_ATTEMPTS);
  });

  it("does not send a code that expired while the transport was down", async () => {
    const transport = recorder((n) => (n <= 4 ? new Error("connect ECONNREFUSED") : undefined));
    const worker = createOutboxWorker({ db: database.db, ...transport, pollMs: 1000, now });
    await enqueue(resetCode("aino.asukas@example.fi"));
    // Attempts at 0 s, 10 s, 40 s and 2 min 40 s fail; the next one is due at 12 min 40 s.
    for (let i = 0; i < 5; i++) {
      expect(await worker.runOnce()).toBe(1);
      clock.now = (await rows())[0]?.nextAttemptAt as Date;
    }
    const [row] = await rows();
    expect(row).toMatchObject({
      status: "failed",
      attempts: 5,
      lastError: "the code expired before delivery",
    });
    expect(row?.data).toEqual({});
    expect(transport.sent).toHaveLength(0);
    expect(transport.calls()).toBe(4);
  });

  it("gives up at once on a message that can never be rendered", async () => {
    const transport = recorder();
    const worker = createOutboxWorker({ db: database.db, ...transport, pollMs: 1000, now });
    await enqueue({ ...resetCode("aino.asukas@example.fi"), data: {} });
    expect(await worker.drain()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toMatch(/TemplateError: .*data\.code/);
    expect(transport.calls()).toBe(0);
  });

  it("two workers on one database never deliver a message twice", async () => {
    const count = 40;
    for (let i = 0; i < count; i++) await enqueue(resetCode(`asukas${i}@example.fi`, String(100_000 + i)));
    const a = recorder(undefined, 3);
    const b = recorder(undefined, 3);
    const workerA = createOutboxWorker({ db: database.db, ...a, pollMs: 1000, now, batchSize: 3 });
    const workerB = createOutboxWorker({ db: database.db, ...b, pollMs: 1000, now, batchSize: 3 });

    const loop = async (w: typeof workerA) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([loop(workerA), loop(workerB), loop(workerA), loop(workerB)]);

    const recipients = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("does not let a worker whose claim ran out mark the message", async () => {
    await enqueue(resetCode("aino.asukas@example.fi"));
    const first = await outboxRepo().claimDue(T0, at(60_000), 10);
    expect(first).toHaveLength(1);
    expect(await outboxRepo().claimDue(at(30_000), at(90_000), 10)).toHaveLength(0);
    // The first claim ran out; another worker takes the row over.
    const second = await outboxRepo().claimDue(at(60_000), at(120_000), 10);
    expect(second.map((r) => r.attempts)).toEqual([2]);
    const id = first[0]?.id as number;
    expect(await outboxRepo().markSent(id, at(60_000), at(61_000))).toBe(false);
    expect(await outboxRepo().markSent(id, at(120_000), at(61_000))).toBe(true);
  });

  it("a redelivery to the sandbox after a crash does not duplicate the message", async () => {
    const sandbox = createMessaging(unconfigured(true), database.db, now);
    await enqueue(resetCode("aino.asukas@example.fi"));
    const [row] = await rows();
    // A crash between the send and the mark: the same row is sent again by the next worker.
    const message = { to: "aino.asukas@example.fi", subject: "s", text: "t", html: "h", outboxId: row?.id };
    await sandbox.mail.send(message);
    await sandbox.mail.send(message);
    const worker = createOutboxWorker({
      db: database.db,
      mail: sandbox.mail,
      sms: sandbox.sms,
      pollMs: 1000,
      now,
    });
    expect(await worker.drain()).toBe(1);
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxMessages)
      .where(eq(sandboxMessages.outboxId, row?.id as number));
    expect(count?.n).toBe(1);
    expect((await rows())[0]?.status).toBe("sent");
  });

  it("polls after start() and finishes the batch in flight on stop()", async () => {
    const transport = recorder(undefined, 50);
    // This worker runs on the real clock.
    clock.now = new Date(Date.now() - 1000);
    const worker = createOutboxWorker({ db: database.db, ...transport, pollMs: 20 });
    worker.start();
    await enqueue(resetCode("aino.asukas@example.fi"));
    await expect.poll(() => transport.calls(), { timeout: 5_000, interval: 10 }).toBe(1);
    // The send is under way: stop waits for it and for the mark.
    await worker.stop();
    expect(transport.sent).toHaveLength(1);
    expect((await rows())[0]?.status).toBe("sent");

    await enqueue(resetCode("ville.vuokralainen@example.fi"));
    await new Promise((r) => setTimeout(r, 150));
    expect(transport.calls()).toBe(1);
    expect((await rows())[1]?.status).toBe("pending");
  });

  it("without SANDBOX, an unconfigured channel fails instead of falling back to the sandbox", async () => {
    const messaging = createMessaging(unconfigured(false), database.db, now);
    expect(messaging).toMatchObject({
      sandbox: false,
      mailTarget: "unconfigured",
      smsTarget: "unconfigured",
    });
    const worker = createOutboxWorker({
      db: database.db,
      mail: messaging.mail,
      sms: messaging.sms,
      pollMs: 1000,
      now,
    });
    await enqueue(resetCode("aino.asukas@example.fi"));
    await worker.runOnce();
    expect((await rows())[0]).toMatchObject({ status: "pending", lastError: "Error: SMTP_URL is not set" });
    expect(await database.db.select().from(sandboxMessages)).toHaveLength(0);
  });
});
