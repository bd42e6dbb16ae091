import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type App, type AppDeps } from "../app.ts";
import { DEV_CODE_HASH_KEY } from "../config.ts";
import type { Database } from "../db/client.ts";
import { DEMO_PASSWORD } from "../seed/accounts.ts";
import type { FileStore } from "../integrations/files/file-store.ts";
import { createLocalFileStore } from "../integrations/files/local-file-store.ts";
import { createMessaging } from "../setup/messaging.ts";
import { createOutboxWorker, type OutboxWorker } from "../jobs/outbox-worker.ts";
import { START } from "./clock.ts";
import { copySeedFiles, type TestDatabase } from "./databases.ts";

export { START, TODAY } from "./clock.ts";

export interface TestContext {
  app: App;
  database: Database;
  /** The file store the seed and the app share. */
  files: FileStore;
  /** Current test time; tests move it forward and back. */
  clock: { now: Date };
  login(username: string, password?: string): Promise<string>;
  bearer(sessionId: string): { authorization: string };
  /** One outbox worker pass after another until nothing is due; mail and SMS land in the sandbox mailbox. */
  deliverOutbox(): Promise<number>;
  /** Delivers the outbox, then returns the code in the newest sandbox message to `recipient`. */
  latestCode(recipient: string): Promise<string>;
  /** The app's job of that name as the runtime runs it (app.jobs), on the test clock; `T` its pass's result. */
  job<T = unknown>(name: string): { runOnce(): Promise<T> };
}

/** The configuration every test app is built with (tests run as SANDBOX=true: development keys). */
export const testAppConfig: AppDeps["config"] = {
  bodyLimit: 1_048_576,
  trustProxy: false,
  webDist: "/nonexistent-web-dist",
  codeHashKey: DEV_CODE_HASH_KEY,
};

type Options = Partial<Pick<AppDeps, "limits" | "settings" | "payments" | "files" | "logger">> & {
  webDist?: string;
  /** Content service settings (CONTENT_API_URL, RESIDENT_ACTIVITY_URL). */
  content?: Partial<
    Pick<NonNullable<AppDeps["config"]>, "contentApiUrl" | "residentActivityUrl" | "externalEventsUrl">
  >;
  /** Timeouts and the per-address connection cap (short ones, for tests over real sockets). */
  connections?: AppDeps["config"]["connections"];
};

/** Registers beforeAll/afterAll that build a migrated, seeded database and an app on it. */
export function useTestApp(target: TestDatabase, options: Options = {}): TestContext {
  const ctx = { clock: { now: new Date(START) } } as TestContext;
  let drop: () => Promise<void> = async () => {};
  let worker: OutboxWorker;

  beforeAll(async () => {
    // A copy of the template the run seeded once with the demo world (test/global-setup.ts).
    const created = await target.create({ seeded: true });
    drop = created.drop;
    ctx.database = created.database;
    await ctx.database.migrate();
    // The seed's images and plans must be in the store the app serves from.
    const files = options.files ?? createLocalFileStore(mkdtempSync(join(tmpdir(), "portal-files-")));
    ctx.files = files;
    await copySeedFiles(files);
    ctx.app = await buildApp({
      files,
      config: {
        ...testAppConfig,
        webDist: options.webDist ?? testAppConfig.webDist,
        ...options.content,
        ...(options.connections ? { connections: options.connections } : {}),
      },
      db: ctx.database.db,
      // TEST_LOG=error (or another level) shows the server's log of a test run, a 500's cause among it.
      // A test that reads the log passes its own (the request log's tests).
      logger: options.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false),
      now: () => new Date(ctx.clock.now),
      sandboxMailbox: true,
      // Every test request comes from one address: the per-address request limits have their own tests.
      limits: { requests: { factor: 1000 }, ...options.limits },
      settings: { feedback: { limits: { perMinute: 10_000 } }, ...options.settings },
      ...(options.payments ? { payments: options.payments } : {}),
    });
    await ctx.app.ready();
    const now = () => new Date(ctx.clock.now);
    const messaging = createMessaging(
      {
        sandbox: true,
        smtpUrl: undefined,
        mailFrom: "test@example.fi",
        smsGatewayUrl: undefined,
        smsGatewayToken: undefined,
        smsSender: undefined,
      },
      ctx.database.db,
      now,
    );
    worker = createOutboxWorker({
      db: ctx.database.db,
      mail: messaging.mail,
      sms: messaging.sms,
      pollMs: 1000,
      now,
    });
  });

  afterAll(async () => {
    await ctx.app?.close();
    await drop();
  });

  ctx.login = async (username, password = DEMO_PASSWORD) => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
    if (res.statusCode !== 200)
      throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { sessionId: string }).sessionId;
  };
  ctx.bearer = (sessionId) => ({ authorization: `Bearer ${sessionId}` });
  ctx.deliverOutbox = () => worker.drain();
  ctx.job = <T>(name: string) => {
    const job = ctx.app.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`the app has no job ${name}`);
    return { runOnce: () => job.pass.runOnce() as Promise<T> };
  };
  ctx.latestCode = async (recipient) => {
    await worker.drain();
    const res = await ctx.app.inject({
      method: "GET",
      url: `/sandbox/mail/messages.json?to=${encodeURIComponent(recipient)}`,
    });
    const text = (res.json() as { messages: { text: string }[] }).messages[0]?.text ?? "";
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the sandbox mailbox for ${recipient}`);
    return code;
  };
  return ctx;
}
