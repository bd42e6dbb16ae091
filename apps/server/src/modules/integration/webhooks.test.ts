import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IntegrationEvent } from "@portal/schemas/integration";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { recordIntegrationEvent } from "./events.ts";
import { integrationBearer } from "./integration-test-client.ts";
import { isPrivateAddress } from "./webhook-address.ts";
import {
  backoffMs,
  createWebhookJob,
  WEBHOOK_DEFAULTS,
  type WebhookPassResult,
  type WebhookSettings,
} from "./webhooks.ts";
import { createWebhooksRepository } from "./webhooks.repository.ts";

/** A termination's approval as the termination module writes it, for a made-up contract. */
const approval = (endDate: string) => {
  const contractId = randomUUID();
  return {
    type: "termination.approved" as const,
    subject: `contract:${contractId}`,
    data: {
      noticeId: randomUUID(),
      contractId,
      contractExternalId: null,
      endDate,
      parties: [
        { personId: randomUUID(), externalId: "P-1", firstName: "Aino", lastName: "Asukas", role: "tenant" },
      ],
      depositRefund: null,
    },
  };
};

/** The receiver's check, as docs/integration.md shows it: the signature over id, timestamp and body. */
function verify(key: Buffer, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers["webhook-id"]);
  const timestamp = String(headers["webhook-timestamp"]);
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers["webhook-signature"])
    .split(" ")
    .some((sig) => {
      const [version, value] = sig.split(",");
      const given = Buffer.from(value ?? "", "base64");
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: IntegrationEvent;
}

/** A local receiver: every request kept, answered as `answer` says (a status, or never). */
function receiver() {
  const r = {
    received: [] as Received[],
    connections: 0,
    answer: (): number | "never" => 200,
    server: undefined as Server | undefined,
    port: 0,
  };
  r.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      r.received.push({ headers: req.headers, body, event: JSON.parse(body) as IntegrationEvent });
      const status = r.answer();
      if (status !== "never") res.writeHead(status).end("ok");
    });
  });
  r.server.on("connection", () => (r.connections += 1));
  return r;
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    server?.closeAllConnections();
    server?.close(() => resolve());
  });

const key = randomBytes(32);

describe("the webhook's wait and addresses", () => {
  it("waits 5 s after the first failed try, doubling up to an hour", () => {
    expect([1, 2, 3, 4, 5, 10, 11, 12, 50].map((n) => backoffMs(WEBHOOK_DEFAULTS, n) / 1000)).toEqual([
      5, 10, 20, 40, 80, 2560, 3600, 3600, 3600,
    ]);
  });

  it("refuses loopback, private, link-local and unique-local addresses, IPv4 and IPv6", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:a00:1",
      "64:ff9b::10.0.0.1",
      "2001:db8::1",
      "ff02::1",
    ])
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ["93.184.216.34", "8.8.8.8", "2a00:1450:4001:81a::200e", "::ffff:8.8.8.8"])
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });
});

describe.each(testDatabases)("the event feed's webhooks on $name", (target) => {
  const r = receiver();
  const webhook: WebhookSettings = {
    ...WEBHOOK_DEFAULTS,
    url: "http://127.0.0.1/",
    key,
    allowPrivate: true,
    intervalMs: 5_000,
    timeoutMs: 1_000,
  };
  beforeAll(async () => {
    r.port = await listen(r.server!);
    webhook.url = `http://127.0.0.1:${r.port}/hooks/portal`;
  });
  afterAll(() => close(r.server));
  const t = useTestApp(target, { settings: { integration: { webhook } } });
  const job = () => t.job<WebhookPassResult>("integration-webhooks");
  const record = (endDate: string) =>
    t.database.db.transaction((tx) => recordIntegrationEvent(tx, approval(endDate)));
  const state = () => createWebhooksRepository(t.database.db).state();

  beforeEach(async () => {
    // What the feed held before the test is delivered first and forgotten.
    r.answer = () => 200;
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    await job().runOnce();
    r.received.length = 0;
  });

  it("is a job of the module with its interval", () => {
    expect(t.app.jobs.find((j) => j.name === "integration-webhooks")).toMatchObject({
      intervalMs: 5_000,
      once: true,
      first: "at-start",
    });
  });

  it("posts each event in order, as the feed answers it, signed with the id and the timestamp", async () => {
    const written = [];
    for (const endDate of ["2027-01-31", "2027-02-28", "2027-03-31"]) written.push(await record(endDate));
    expect(await job().runOnce()).toEqual({ delivered: 3 });
    expect(r.received.map((x) => x.event.id)).toEqual(written.map((w) => w.eventId));
    // The body is the event as the feed answers it.
    const feed = await t.app.inject({
      method: "GET",
      url: "/api/integration/events?limit=500",
      headers: await integrationBearer(t.app, ["events.read"]),
    });
    const events = (feed.json() as { events: IntegrationEvent[] }).events;
    expect(r.received.map((x) => x.event)).toEqual(events.slice(-3));
    for (const { headers, body, event } of r.received) {
      expect(headers["content-type"]).toBe("application/json");
      expect(headers["webhook-id"]).toBe(event.id);
      expect(headers["webhook-timestamp"]).toBe(String(Math.floor(t.clock.now.getTime() / 1000)));
      expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(verify(key, headers, body)).toBe(true);
      expect(verify(randomBytes(32), headers, body)).toBe(false);
      expect(verify(key, headers, body.replace("2027", "2028"))).toBe(false);
      expect(event).toMatchObject({ type: "termination.approved", version: 1, cursor: expect.any(String) });
    }
    expect(r.received.map((x) => (x.event.data as { endDate: string }).endDate)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
    ]);
    // Delivered: nothing is sent again.
    expect(await job().runOnce()).toEqual({ delivered: 0 });
    expect(r.received).toHaveLength(3);
    expect(await state()).toMatchObject({ attempts: 0, nextAttemptAt: null, lastError: null });
  });

  it("tries a failed event again after a growing wait, and sends nothing after it until it is delivered", async () => {
    const first = await record("2027-04-30");
    const second = await record("2027-05-31");
    let failures = 2;
    r.answer = () => (failures-- > 0 ? 500 : 200);

    await expect(job().runOnce()).rejects.toThrow(/failed on try 1: HTTP 500/);
    const afterOne = (await state())!;
    expect(afterOne).toMatchObject({ attempts: 1, lastError: "HTTP 500" });
    // An operator sees it in the metrics: two events waiting, one failed try of the first.
    const backlog = () => createWebhooksRepository(t.database.db).backlog(t.clock.now);
    expect(await backlog()).toMatchObject({ waiting: 2, failedTries: 1 });
    expect(afterOne.nextAttemptAt!.getTime() - t.clock.now.getTime()).toBe(5_000);
    // Not yet due: nothing is sent.
    t.clock.now = new Date(t.clock.now.getTime() + 4_000);
    expect(await job().runOnce()).toEqual({ delivered: 0, waitingUntil: afterOne.nextAttemptAt });
    expect(r.received).toHaveLength(1);

    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    await expect(job().runOnce()).rejects.toThrow(/failed on try 2: HTTP 500/);
    const afterTwo = (await state())!;
    expect(afterTwo.attempts).toBe(2);
    expect(afterTwo.nextAttemptAt!.getTime() - t.clock.now.getTime()).toBe(10_000);

    t.clock.now = new Date(t.clock.now.getTime() + 10_000);
    expect(await job().runOnce()).toEqual({ delivered: 2 });
    expect(r.received.map((x) => x.event.id)).toEqual([
      first.eventId,
      first.eventId,
      first.eventId,
      second.eventId,
    ]);
    // Each try is signed anew with its own timestamp, the id the same.
    for (const { headers, body } of r.received) expect(verify(key, headers, body)).toBe(true);
    expect(new Set(r.received.slice(0, 3).map((x) => x.headers["webhook-timestamp"])).size).toBe(3);
    expect(await state()).toMatchObject({ attempts: 0, nextAttemptAt: null, lastError: null });
    expect(await backlog()).toEqual({ waiting: 0, oldestAgeSeconds: 0, failedTries: 0 });
  });

  it("counts a redirect and an answer that does not come in time as failed tries", async () => {
    const event = await record("2027-06-30");
    r.answer = () => 302;
    await expect(job().runOnce()).rejects.toThrow(/HTTP 302/);
    t.clock.now = new Date(t.clock.now.getTime() + 5_000);
    r.answer = () => "never";
    await expect(job().runOnce()).rejects.toThrow(/no answer within 1000 ms/);
    expect((await state())!.attempts).toBe(2);
    t.clock.now = new Date(t.clock.now.getTime() + 10_000);
    r.answer = () => 204;
    expect(await job().runOnce()).toEqual({ delivered: 1 });
    expect(r.received.map((x) => x.event.id)).toEqual([event.eventId, event.eventId, event.eventId]);
  });

  it("delivers each event once when two passes run at once", async () => {
    const written = [];
    for (const endDate of ["2027-07-31", "2027-08-31", "2027-09-30", "2027-10-31", "2027-11-30"])
      written.push(await record(endDate));
    // A pass that finds the row taken by another leaves it; the one holding it goes on.
    const results = await Promise.all([job().runOnce(), job().runOnce(), job().runOnce()]);
    expect(results.reduce((n, x) => n + x.delivered, 0)).toBe(5);
    expect(await job().runOnce()).toEqual({ delivered: 0 });
    expect(r.received.map((x) => x.event.id)).toEqual(written.map((w) => w.eventId));
  });
});

describe.each(testDatabases)("the event feed's webhooks to a private address on $name", (target) => {
  const r = receiver();
  const webhook: WebhookSettings = {
    ...WEBHOOK_DEFAULTS,
    url: "https://localhost/",
    key,
    allowPrivate: false,
    intervalMs: 5_000,
    timeoutMs: 1_000,
  };
  beforeAll(async () => {
    r.port = await listen(r.server!);
    webhook.url = `https://localhost:${r.port}/hooks/portal`;
  });
  afterAll(() => close(r.server));
  const t = useTestApp(target, { settings: { integration: { webhook } } });

  it("refuses a name resolving to one, and a literal one, and sends nothing", async () => {
    await t.database.db.transaction((tx) => recordIntegrationEvent(tx, approval("2027-12-31")));
    await expect(t.job("integration-webhooks").runOnce()).rejects.toThrow(
      /localhost is or resolves to a loopback, private, link-local or unique-local address/,
    );
    for (const host of ["127.0.0.1", "[::1]", "[::ffff:127.0.0.1]", "169.254.169.254"]) {
      t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
      const literal = createWebhookJob({
        db: t.database.db,
        now: () => t.clock.now,
        settings: { ...webhook, url: `https://${host}:${r.port}/hooks/portal` },
      });
      await expect(literal.runOnce(), host).rejects.toThrow(/is or resolves to a loopback, private/);
    }
    expect(r.connections).toBe(0);
    expect(r.received).toEqual([]);
    expect(await createWebhooksRepository(t.database.db).state()).toMatchObject({
      deliveredId: 0,
      attempts: 5,
    });
  });
});
