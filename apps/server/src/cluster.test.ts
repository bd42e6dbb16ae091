// Two instances behind HAProxy (deploy/haproxy.cfg) on one PostgreSQL database and the S3 stand-in,
// each a process of its own, as `npm run cluster` runs them. The journeys whose writes matter most
// go through HAProxy while it alternates the instances; in the middle one instance is stopped with
// SIGTERM and started again, later the other is killed with SIGKILL and started again. Nothing the
// portal accepted may be lost, no request HAProxy routed to the draining instance may fail, and the
// jobs that run in one process at a time must have run once.
//
// npm run test:cluster (PostgreSQL at TEST_DATABASE_URL, Debian's haproxy).
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { multipartBody, photo, validFields } from "./modules/faults/faults-test-client.ts";
import type { TestStaffId } from "./sandbox/idp/test-staff.ts";
import { DEMO_PASSWORD } from "./seed/accounts.ts";
import {
  freePort,
  haproxyBinary,
  httpClient,
  startHaproxy,
  startS3StandIn,
  type Answer,
  type Haproxy,
  type HttpClient,
  type Sent,
} from "./test/cluster.ts";
import { postgresDatabase } from "./test/postgres-copy.ts";
import { spawnServer, type LogLine, type ServerProcess } from "./test/server-process.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const haproxy = haproxyBinary();
const JOBS_ONCE = ["housekeeping", "notifications", "lease-end", "monthly-bills"];
/** The outbox worker's claim (jobs/outbox-worker.ts): a killed worker's messages wait this long. */
const CLAIM_MS = 5 * 60_000;

/** What the portal accepted, to be found again at the end. */
interface Accepted {
  tenant: string;
  payment: { stamp: string; transactionId: string; cents: number };
  booking: string;
  report: string;
  photo: Buffer;
  reply: { id: string; body: string };
}

/** An answer the portal gave (not HAProxy's 502 or 503 for an instance that died, nor no answer). */
const answered = (res: Answer) => res.status !== 0 && res.status !== 502 && res.status !== 503;

/**
 * A write sent again only when the portal gave no answer (the instance died with it) and `done`
 * says it did not happen, as a tenant reloads the page before pressing again.
 */
async function writeOnce<T>(send: () => Promise<Answer>, done: () => Promise<T | undefined>) {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    if (answered(res)) return { res };
    const found = await done();
    if (found !== undefined) return { found };
    if (attempt === 4) throw new Error(`no answer after ${attempt} tries: ${res.status} ${res.text()}`);
  }
}

const expectStatus = (res: Answer, status: number, what: string) =>
  expect(res.status, `${what}: ${res.text().slice(0, 300)}`).toBe(status);

/** Signs a staff member in at /hallinta through the sandbox bank's staff client, every step via HAProxy. */
async function staffSignIn(client: HttpClient, who: TestStaffId): Promise<string> {
  const start = await client.request("POST", "/api/staff/auth/start");
  expectStatus(start, 200, "staff sign-in start");
  const redirect = (res: Answer, step: string) => {
    expect(res.status, `${step}: ${res.text().slice(0, 300)}`).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    return res.headers.get("location")!;
  };
  const interaction = redirect(
    await client.request("GET", start.json<{ url: string }>().url),
    "authorization",
  );
  const page = await client.request("GET", interaction);
  expectStatus(page, 200, "sign-in page");
  const action = /action="([^"]*\/login)"/.exec(page.text())![1]!.replace(/&amp;/g, "&");
  const resume = redirect(
    await client.request("POST", action, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `person=${who}`,
    }),
    "person form",
  );
  const back = new URL(redirect(await client.request("GET", resume), "resume"), "http://portal");
  const done = await client.request("POST", "/api/staff/auth/callback", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify(Object.fromEntries(back.searchParams)),
  });
  expectStatus(done, 200, "staff sign-in callback");
  return done.json<{ sessionId: string }>().sessionId;
}

/** Mondays of this week and the next, in Helsinki. */
function mondays(): string[] {
  const today = new Date(new Date().toLocaleString("en-US", { timeZone: "Europe/Helsinki" }));
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  return [0, 7].map((days) => {
    const d = new Date(monday);
    d.setDate(monday.getDate() + days);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
}

/**
 * One tenant's journey, every request through HAProxy: sign in, pay part of what is due at the
 * sandbox bank (its callbacks credit it), book the sauna, report a fault with a photo; a staff
 * member reads the report and its photo and replies; the tenant reads the reply and the photo.
 * `midway` runs after the sign-in and the payment's start, while the rest is still to come.
 */
async function journey(
  client: HttpClient,
  staff: { client: HttpClient; session: string },
  tenant: string,
  round: number,
  midway: () => Promise<void> = async () => undefined,
): Promise<Accepted> {
  const json = { "content-type": "application/json" };
  const login = await writeOnce(
    () =>
      client.request("POST", "/api/login", {
        headers: json,
        body: JSON.stringify({ username: tenant, password: DEMO_PASSWORD }),
      }),
    async () => undefined,
  );
  expectStatus(login.res!, 200, `${tenant} signs in`);
  const session = login.res!.json<{ sessionId: string }>().sessionId;
  const get = async (path: string, who = session) => {
    const res = await client.request("GET", path, { bearer: who });
    expectStatus(res, 200, `GET ${path}`);
    return res;
  };

  // Part of what is due, or (with nothing due) a payment in advance.
  const limits = (await get("/api/billing/bank-transfer")).json<{ amountDueCents: number }>();
  const cents = 1000 + round * 10 + Math.floor(Math.random() * 9);
  const purpose = limits.amountDueCents >= cents ? "due" : "advance";
  const started = await writeOnce(
    () =>
      client.request("POST", "/api/payments", {
        bearer: session,
        headers: json,
        body: JSON.stringify({ amountCents: cents, purpose }),
      }),
    async () => undefined,
  );
  expectStatus(started.res!, 201, `${tenant} starts a payment`);
  const { stamp, href } = started.res!.json<{ stamp: string; href: string }>();
  const page = new URL(href).pathname;
  await midway();
  expectStatus(await client.request("GET", page), 200, "the bank's page");
  // Pressing pay again is safe: a payment already finished redirects alike and sends nothing.
  const paid = await writeOnce(
    () =>
      client.request("POST", `${page}/pay`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "method=nordea",
      }),
    async () => undefined,
  );
  expectStatus(paid.res!, 303, "pay at the bank");
  const back = new URL(paid.res!.headers.get("location")!);
  expect(back.searchParams.get("checkout-status")).toBe("ok");
  const returned = await client.request("GET", `${back.pathname}${back.search}`);
  expect(returned.status, "the bank's return").toBeGreaterThanOrEqual(300);
  expect((await get(`/api/payments/${stamp}`)).json()).toMatchObject({ status: "ok" });

  // The sauna: the first free slot this week or next from a place of this round's own.
  const { resources } = (await get("/api/bookings/resources")).json<{
    resources: { id: string; kind: string }[];
  }>();
  const sauna = resources.find((r) => r.kind === "sauna")!.id;
  const free: string[] = [];
  for (const start of mondays()) {
    const week = (await get(`/api/bookings/resources/${sauna}/week?start=${start}`)).json<{
      days: { slots: { start: string; state: string }[] }[];
    }>();
    for (const day of week.days)
      for (const slot of day.slots) if (slot.state === "free") free.push(slot.start);
  }
  expect(free.length, `${tenant}: free sauna slots`).toBeGreaterThan(0);
  let booking: string | undefined;
  // Each journey starts from a slot of its own; one taken meanwhile is SLOT_TAKEN, and the next is tried.
  const offset = (round * 2 + Number(/^[a-m]/.test(tenant))) * 2;
  for (const start of free.slice(Math.min(offset, free.length - 1))) {
    const mine = async () => {
      const list = (await get("/api/bookings")).json<{ bookings: { id: string; start: string }[] }>();
      return list.bookings.find((b) => b.start === start)?.id;
    };
    const booked = await writeOnce(
      () =>
        client.request("POST", "/api/bookings", {
          bearer: session,
          headers: json,
          body: JSON.stringify({ resourceId: sauna, start }),
        }),
      mine,
    );
    if (booked.found) booking = booked.found;
    else if (booked.res!.status === 201) booking = booked.res!.json<{ booking: { id: string } }>().booking.id;
    else {
      // Another household was quicker: the next slot.
      expect(booked.res!.json<{ error: string }>().error).toBe("SLOT_TAKEN");
      continue;
    }
    break;
  }
  expect(booking, `${tenant} books the sauna`).toBeDefined();

  // A fault report with a photo.
  const title = `Kylpyhuoneen lamppu ${round}-${tenant.split("@")[0]} ${Date.now()}`;
  const image = await photo(320, 240);
  const form = multipartBody({ ...validFields, title }, [
    { filename: "lamppu.jpg", contentType: "image/jpeg", data: image },
  ]);
  const reported = await writeOnce(
    () =>
      client.request("POST", "/api/defect-notices/create", {
        bearer: session,
        headers: form.headers,
        body: form.payload,
      }),
    async () => {
      const { items } = (await get("/api/defect-notices")).json<{ items: { id: string; title: string }[] }>();
      return items.find((r) => r.title === title)?.id;
    },
  );
  const report = reported.found ?? reported.res!.json<{ id: string }>().id;
  if (reported.res) expectStatus(reported.res, 201, `${tenant} reports a fault`);

  // Staff read it and its photo, and reply.
  const item = (await get(`/api/staff/queue/fault-reports/${report}`, staff.session)).json<{
    attachments: { url: string; size: number }[];
  }>();
  expect(item.attachments).toHaveLength(1);
  const staffPhoto = (await get(item.attachments[0]!.url, staff.session)).body;
  expect(staffPhoto.length).toBe(item.attachments[0]!.size);
  const body = `Sähkömies tulee huomenna (${round}, ${tenant}).`;
  const replied = await writeOnce(
    () =>
      staff.client.request("POST", `/api/staff/queue/fault-reports/${report}/replies`, {
        bearer: staff.session,
        headers: json,
        body: JSON.stringify({ body }),
      }),
    async () => {
      const { items } = (await get(`/api/staff/queue/fault-reports/${report}/replies`, staff.session)).json<{
        items: { id: string; body: string }[];
      }>();
      return items.find((i) => i.body === body)?.id;
    },
  );
  if (replied.res) expectStatus(replied.res, 201, "staff reply");
  const reply = { id: replied.found ?? replied.res!.json<{ id: string }>().id, body };

  // The tenant reads the reply, and the photo as staff saw it.
  const conversation = (await get(`/api/defect-notices/${report}/conversation`)).json<{
    items: { body: string }[];
  }>();
  expect(conversation.items.map((i) => i.body)).toContain(body);
  const detail = (await get(`/api/defect-notices/${report}`)).json<{ attachments: { url: string }[] }>();
  expect((await get(detail.attachments[0]!.url)).body.equals(staffPhoto)).toBe(true);

  return {
    tenant,
    payment: { stamp, transactionId: back.searchParams.get("checkout-transaction-id")!, cents },
    booking: booking!,
    report,
    photo: staffPhoto,
    reply,
  };
}

/** What a connection answers to a GET of /api/health: its status line, or "" when it was closed first. */
function healthOver(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\r\n")) resolve(text.split("\r\n")[0]!);
    });
    socket.on("close", () => resolve(text.split("\r\n")[0] ?? ""));
    socket.on("error", () => undefined);
    socket.write("GET /api/health HTTP/1.1\r\nHost: portal\r\n\r\n", () => undefined);
  });
}

/**
 * HAProxy caps the connections one client address holds at 100 (the instances cap no one behind
 * the proxy they trust): the 101st is closed unanswered, while the first ones are served.
 */
async function connectionCap(proxy: Haproxy) {
  const { port } = new URL(proxy.url);
  const open = (): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => resolve(socket));
      socket.once("error", reject);
    });
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < 100; i++) sockets.push(await open());
    // Connected is not yet taken: HAProxy counts a connection once it has accepted it.
    while ((await proxy.openConnections()) < 100) await new Promise((resolve) => setTimeout(resolve, 50));
    // Closed as soon as HAProxy has it: a reset, or an end without an answer.
    const over = connect(Number(port), "127.0.0.1");
    sockets.push(over);
    expect(await healthOver(over)).toBe("");
    expect(await healthOver(sockets[0]!)).toBe("HTTP/1.1 200 OK");
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

/** Reads that go on while an instance stops: every answer is kept. */
function poller(client: HttpClient, session: string) {
  let running = true;
  const loop = async () => {
    while (running) {
      await client.request("GET", "/api/session", { bearer: session });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = [loop(), loop()];
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

function metric(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

/**
 * The cluster's parts on this machine: a fresh database, the S3 stand-in, HAProxy with
 * deploy/haproxy.cfg, and the instances as they are started; close() ends every one of them.
 */
async function startCluster(binary: string) {
  const work = mkdtempSync(join(tmpdir(), "portal-cluster-"));
  const db = await postgresDatabase(adminUrl!, "empty");
  const s3 = await startS3StandIn(join(work, "s3"));
  const ports = { bind: 0, a: 0, b: 0, stats: 0 };
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
  const env = {
    DATABASE_URL: db.url,
    ...s3.env,
    INSTANCES_SHARED: "true",
    SEED_DEMO: "true",
    PUBLIC_URL: `http://127.0.0.1:${ports.bind}`,
    TRUST_PROXY: "127.0.0.1",
    OUTBOX_POLL_MS: "200",
  };
  const proxy = await startHaproxy(binary, ports);
  const watcher = new pg.Client({ connectionString: db.url });
  /** Every instance process started, in order: a, b, then the restarted ones. */
  const processes: ServerProcess[] = [];
  /** Each instance's metrics, scraped last before it stopped (the jobs' runs). */
  const scrapes: string[] = [];
  return {
    proxy,
    watcher,
    processes,
    scrapes,
    startInstance(name: "a" | "b") {
      const server = spawnServer({ ...env, PORT: String(ports[name]) });
      processes.push(server);
      return server;
    },
    ready: (server: ServerProcess) => server.waitFor((l) => l.msg === "ready", 180_000),
    async scrape(server: ServerProcess) {
      const port = server.log.find((l) => l.msg === "ready")!.metricsPort;
      scrapes.push(await (await fetch(`http://127.0.0.1:${String(port)}/metrics`)).text());
    },
    async close() {
      for (const server of processes) server.kill("SIGKILL");
      await Promise.all(processes.map((server) => server.exited));
      await proxy.stop();
      await s3.stop();
      await watcher.end().catch(() => undefined);
      await db.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!adminUrl)("two instances behind HAProxy on PostgreSQL", () => {
  it("loses nothing the portal accepted while one instance drains and restarts and the other is killed and restarted", async () => {
    if (!haproxy)
      throw new Error("HAProxy is not installed: apt-get install haproxy (npm test and .ci/run do it)");
    const cluster = await startCluster(haproxy);
    try {
      await journeys(cluster);
    } finally {
      await cluster.close();
    }
  }, 600_000);
});

async function journeys(cluster: Awaited<ReturnType<typeof startCluster>>) {
  const { proxy, watcher, processes, scrapes, startInstance, ready, scrape } = cluster;
  // Two instances starting at once on an empty database: one migrates and seeds, both serve.
  const a = await startInstance("a");
  const b = await startInstance("b");
  await Promise.all([ready(a), ready(b)]);
  await Promise.all([proxy.waitFor("a", "UP"), proxy.waitFor("b", "UP")]);
  await watcher.connect();
  await connectionCap(proxy);

  const sent: Sent[] = [];
  const client = () => httpClient(proxy.url, sent);
  const staffClient = client();
  // Staff sign in through the sandbox bank, its steps landing on both instances.
  const staff = { client: staffClient, session: await staffSignIn(staffClient, "staff-matti") };
  const accepted: Accepted[] = [];

  // 1. Both instances up.
  accepted.push(
    ...(await Promise.all(
      ["aino.asukas@example.fi", "pekka.puhelin@example.fi"].map((t) => journey(client(), staff, t, 1)),
    )),
  );
  expect(sent.filter((s) => s.status === 0 || s.status >= 500)).toEqual([]);

  // 2. A is told to stop in the middle of two journeys, with reads going on: HAProxy still sends
  // it requests until its checks see /api/ready answer 503, and every one of them is answered.
  const readerSession = staff.session;
  const drainStart = sent.length;
  const stopReads = poller(client(), readerSession);
  let signalled = false;
  const midway = async () => {
    if (signalled) return;
    signalled = true;
    await scrape(a);
    a.kill("SIGTERM");
    await a.waitFor((l) => l.msg === "stopping: not ready from now on");
  };
  accepted.push(
    ...(await Promise.all([
      journey(client(), staff, "paula.pitkanen@example.fi", 2, midway),
      journey(client(), staff, "suojattu.asukas@example.fi", 2, midway),
    ])),
  );
  expect(await a.exited).toEqual({ code: 0, signal: null });
  await proxy.waitFor("a", "DOWN");
  const a2 = await startInstance("a");
  await ready(a2);
  await proxy.waitFor("a", "UP");
  await stopReads();
  const duringDrain = sent.slice(drainStart);
  const failedInDrain = duringDrain.filter((s) => s.status < 200 || s.status >= 400);
  expect(
    failedInDrain.slice(0, 5).map((s) => `${s.method} ${s.path} ${s.status}`),
    `no request failed while A drained (${failedInDrain.length} did)`,
  ).toEqual([]);
  const stoppingAt = a.log.find((l) => l.msg === "stopping: not ready from now on")!.time!;
  const drainedIds = new Set(
    a.log
      .filter((l) => l.msg === "request completed" && (l.time ?? 0) >= stoppingAt)
      .map((l) => String(l.reqId)),
  );
  const routedToDraining = duringDrain.filter((s) => s.id && drainedIds.has(s.id));
  expect(routedToDraining.length, "requests HAProxy sent to A while it drained").toBeGreaterThan(0);
  expect(routedToDraining.every((s) => s.status >= 200 && s.status < 400)).toBe(true);

  // 3. B is killed in the middle of two journeys and started again.
  let killedAt = 0;
  let b2: ServerProcess | undefined;
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    await scrape(b);
    b.kill("SIGKILL");
    killedAt = Date.now();
    b2 = await startInstance("b");
  };
  const killStart = sent.length;
  const stopReadsAgain = poller(client(), readerSession);
  accepted.push(
    ...(await Promise.all([
      journey(client(), staff, "yritys.vuokralainen@example.fi", 3, kill),
      journey(client(), staff, "irja.irtisanoja@example.fi", 3, kill),
    ])),
  );
  expect(await b.exited).toEqual({ code: null, signal: "SIGKILL" });
  await ready(b2!);
  await proxy.waitFor("b", "UP");
  await stopReadsAgain();
  // A read never failed: HAProxy sends one the dead instance dropped to the other. A write it
  // dropped answered 502, and the journey looked before sending it again.
  const afterKill = sent.slice(killStart);
  expect(afterKill.filter((s) => s.method === "GET" && s.status !== 200 && s.status !== 302)).toEqual([]);
  for (const failed of afterKill.filter((s) => !(s.status >= 200 && s.status < 400)))
    expect(failed, "only a write the killed instance had taken").toMatchObject({
      method: expect.not.stringMatching(/^(GET|HEAD)$/) as unknown as string,
      status: 502,
    });

  // 4. Both up again, the restarted ones among them.
  accepted.push(await journey(client(), staff, "outi.unohtaja@example.fi", 4));

  // The messages a killed worker had claimed wait for its claim to run out (5 minutes): here the
  // clock of those claims is moved on instead of waiting.
  await watcher.query(
    `update outbox set locked_until = now()
      where status = 'pending' and locked_until > now() and locked_until <= $1`,
    [new Date(killedAt + CLAIM_MS + 1_000)],
  );

  // Everything the portal accepted is there: each payment credited once, each booking, report,
  // photo and reply, read through HAProxy (both instances) and in the database.
  const reader = client();
  for (const done of accepted) {
    const { rows: credits } = await watcher.query<{ amount_cents: number }>(
      "select amount_cents from payments where provider_transaction_id = $1",
      [done.payment.transactionId],
    );
    expect(credits, `${done.tenant}'s payment`).toEqual([{ amount_cents: done.payment.cents }]);
    const { rows } = await watcher.query<Record<string, string>>(
      `select (select count(*) from bookings where id = $1 and cancelled_at is null) as booking,
              (select count(*) from defect_notices where id = $2) as report,
              (select count(*) from replies where id = $3 and defect_notice_id = $2) as reply,
              (select count(*) from defect_notice_attachments where notice_id = $2) as files`,
      [done.booking, done.report, done.reply.id],
    );
    expect(rows[0], done.tenant).toEqual({ booking: "1", report: "1", reply: "1", files: "1" });
    const login = await reader.request("POST", "/api/login", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: done.tenant, password: DEMO_PASSWORD }),
    });
    const session = login.json<{ sessionId: string }>().sessionId;
    for (let i = 0; i < 2; i++) {
      const detail = await reader.request("GET", `/api/defect-notices/${done.report}`, { bearer: session });
      const file = await reader.request(
        "GET",
        detail.json<{ attachments: { url: string }[] }>().attachments[0]!.url,
        { bearer: session },
      );
      expect(file.body.equals(done.photo), `${done.tenant}'s photo`).toBe(true);
    }
    const bookings = await reader.request("GET", "/api/bookings", { bearer: session });
    expect(bookings.json<{ bookings: { id: string }[] }>().bookings.map((x) => x.id)).toContain(done.booking);
  }

  // Every mail the outbox took is delivered, once: one sandbox mailbox message per outbox row.
  const undelivered = async () =>
    Number(
      (
        await watcher.query<{ n: string }>(
          `select count(*) as n from outbox o
            where o.status <> 'sent' or (select count(*) from sandbox_messages m where m.outbox_id = o.id) <> 1`,
        )
      ).rows[0]!.n,
    );
  for (let i = 0; (await undelivered()) > 0; i++) {
    if (i > 300) throw new Error(`outbox not delivered: ${await undelivered()} messages`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rows: templates } = await watcher.query<{ template: string; n: string }>(
    `select template, count(*) as n from outbox
      where template in ('payment-receipt', 'fault-report-received', 'reply-waiting') group by template`,
  );
  expect(Object.fromEntries(templates.map((r) => [r.template, Number(r.n)]))).toEqual({
    "payment-receipt": accepted.length,
    "fault-report-received": accepted.length,
    "reply-waiting": accepted.length,
  });

  // The jobs that run in one process at a time ran once among all four processes.
  for (const server of [a2, b2!]) await scrape(server);
  for (const job of JOBS_ONCE) {
    const runs = scrapes.map((text) => metric(text, `portal_job_runs_total{job="${job}"}`));
    expect(
      runs.reduce((x, y) => x + y),
      job,
    ).toBe(1);
  }
  const { rows: jobRuns } = await watcher.query<{ name: string; succeeded: boolean }>(
    "select name, succeeded from job_runs order by name",
  );
  expect(jobRuns.filter((r) => JOBS_ONCE.includes(r.name)).every((r) => r.succeeded)).toBe(true);

  // Every request went through HAProxy with its id, and the id is the portal's. Every answer
  // carries one (HAProxy's own 502s too); each answered request is in the log of exactly the
  // instance HAProxy chose, under that id, but for the last few of the killed one, which died
  // before writing them. (HAProxy drops log lines rather than wait for a busy reader, so its log is
  // compared where it has a line.) Both instances served while both were up.
  expect(sent.filter((s) => !s.id)).toEqual([]);
  const names = ["a", "b", "a", "b"];
  const servedBy = new Map<string, string>();
  processes.forEach((server, index) => {
    for (const line of server.log as LogLine[])
      if (line.msg === "request completed") servedBy.set(String(line.reqId), names[index]!);
  });
  const chosen = new Map(proxy.requests().map((l) => [l.id, l.server]));
  const portalAnswered = sent.filter((s) => s.status !== 502 && s.status !== 503);
  for (const s of portalAnswered) {
    const what = `${s.method} ${s.path} ${s.id}`;
    const server = servedBy.get(s.id!);
    if (server === undefined) {
      // Sent to the killed instance shortly before it died (an upload under load takes seconds).
      expect(chosen.get(s.id!) ?? "b", what).toBe("b");
      expect(s.at, what).toBeLessThan(killedAt);
      expect(s.at, what).toBeGreaterThan(killedAt - 30_000);
    } else if (chosen.has(s.id!)) expect(server, what).toBe(chosen.get(s.id!));
  }
  expect(new Set(chosen.values())).toEqual(new Set(["a", "b"]));
  const first = portalAnswered.filter((s) => s.at < sent[drainStart]!.at);
  expect(new Set(first.map((s) => servedBy.get(s.id!)))).toEqual(new Set(["a", "b"]));
}
