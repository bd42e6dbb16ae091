// One server process from start to stop, for main.ts and the tests alike.
//
// start(): configuration → database → migrations (one process at a time) → the demo world when
// asked → the app → listening (GET /api/ready: 503 "starting") → the metrics' listener → the
// jobs' passes that come before serving → the jobs and the outbox worker → ready.
//
// stop() (SIGTERM, SIGINT), in reverse: not ready at once (503 "draining", every answer closes its
// connection); the jobs stop taking new passes and the passes in flight, the outbox worker's batch
// among them, finish their current unit; after DRAIN_DELAY_MS, so a load balancer has seen it, no
// new connections; the requests in flight have SHUTDOWN_GRACE_MS to finish; the pool closes. The
// exit code is 0, or 1 when the grace ran out and connections were cut.
import { setTimeout as sleep } from "node:timers/promises";
import pino, { type DestinationStream, type Logger } from "pino";
import { buildApp, LOG_REDACT, LOG_SERIALIZERS, type App } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase, targetFromConfig, type Database } from "./db/client.ts";
import { databaseErrorSummary } from "./db/errors.ts";
import { createFileStore } from "./integrations/files/create-file-store.ts";
import type { FileStore } from "./integrations/files/file-store.ts";
import { createOutboxWorker, outboxDepth, type OutboxWorker } from "./jobs/outbox-worker.ts";
import { createScheduler, type Scheduler } from "./jobs/scheduler.ts";
import { todayInHelsinki } from "./lib/dates.ts";
import { createMetrics, serveMetrics, type Metrics, type MetricsServer } from "./plugins/metrics.ts";
import { createReadiness, type Readiness, type ReadinessCheck } from "./plugins/readiness.ts";
import { hasOrganisations, seedDemo } from "./seed/demo.ts";
import { createMessaging, type Messaging } from "./setup/messaging.ts";

/** A key no file has: reading it answers "no such file" from a store that works, an error otherwise. */
const FILES_PROBE_KEY = "readiness/probe";
/** After the grace, the pool and the last connections get this long before the process goes anyway. */
const CLOSE_MS = 5_000;

export interface RuntimeOptions {
  /** The environment to configure from; process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** Where the JSON log goes; standard output by default. */
  logStream?: DestinationStream;
  /** A database opened already (the tests' copies); the runtime migrates it and closes it at the end. */
  database?: Database;
}

/** Why the process could not start: the phase and what failed, without secrets or personal data. */
export class StartError extends Error {
  readonly phase: string;
  constructor(phase: string, cause: unknown) {
    super(`${phase}: ${failureText(cause)}`, { cause });
    this.name = "StartError";
    this.phase = phase;
  }
}

function failureText(error: unknown): string {
  const database = databaseErrorSummary(error);
  if (database) return `database error ${database.sqlState}`;
  const message = error instanceof Error ? error.message : String(error);
  // A connection string may be in a driver's message: never its password.
  return message.replace(/\/\/[^@/\s]*@/g, "//[redacted]@").slice(0, 300);
}

export interface Runtime {
  readonly config: Config;
  readonly log: Logger;
  readonly readiness: Readiness;
  /** Resolves when the process is ready; stops early (resolved, not ready) when stop() came first. */
  start(): Promise<void>;
  /**
   * Drains and stops everything started so far; resolves with the exit code (0, or 1 when the grace
   * ran out). A second call answers the first one's promise.
   */
  stop(reason?: string): Promise<number>;
  /** Set once started. */
  readonly app: App;
  readonly database: Database;
  /** The public port and the metrics' port (undefined without METRICS_PORT). */
  readonly ports: { http: number; metrics: number | undefined };
  /** What start() did, for the start-up banner. */
  readonly summary: { seeded: boolean; messaging: Messaging; outboxWorker: boolean };
}

export function createLogger(config: Pick<Config, "logLevel">, stream?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: "[redacted]" },
    serializers: { ...LOG_SERIALIZERS, err: pino.stdSerializers.err },
  };
  return stream ? pino(options, stream) : pino(options);
}

/** Reads the configuration (throws its readable refusal) and makes the logger; start() does the rest. */
export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const config = loadConfig(options.env ?? process.env);
  const log = createLogger(config, options.logStream);
  // The checks are added once the database and the file store are open.
  const checks: ReadinessCheck[] = [];
  const readiness = createReadiness(checks);
  const metrics: Metrics | undefined = config.metrics
    ? createMetrics({
        outbox: () => (outbox ? outbox() : Promise.reject(new Error("not started"))),
        pool: () => database?.poolStats(),
        ready: async () => (await readiness.report()).ready,
      })
    : undefined;

  let database: Database | undefined;
  let files: FileStore | undefined;
  /** The outbox's depth, once the database is migrated. */
  let outbox: (() => ReturnType<typeof outboxDepth>) | undefined;
  let app: App | undefined;
  let metricsServer: MetricsServer | undefined;
  let scheduler: Scheduler | undefined;
  let worker: OutboxWorker | undefined;
  let messaging: Messaging | undefined;
  let seeded = false;
  let listening = false;
  let wasReady = false;
  let stopRequested = false;
  let starting: Promise<void> | undefined;
  /** run() itself, which shutdown() waits for: it ends at its next phase once a stop is asked for. */
  let running: Promise<void> | undefined;
  let stopping: Promise<number> | undefined;

  /** Between phases: a stop asked for during start ends it here. */
  class Stopped extends Error {}
  const checkpoint = () => {
    if (stopRequested) throw new Stopped();
  };

  async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
    checkpoint();
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stopped) throw error;
      throw new StartError(name, error);
    }
  }

  async function run(): Promise<void> {
    const started = performance.now();
    readiness.setPhase("starting");
    const db =
      options.database ??
      (await phase("database", () =>
        openDatabase(targetFromConfig(config), {
          onPoolError: (error) => log.warn({ error: failureText(error) }, "database connection lost"),
        }),
      ));
    database = db;
    await phase("migrations", () => db.migrate());
    files = await phase("files", () => createFileStore(config));
    const store = files;
    if (config.seedDemo)
      await phase("demo world", async () => {
        // Two processes starting at once on an empty database: one seeds, the other then finds it.
        await db.withLock("demo-seed", { wait: true }, async () => {
          if (await hasOrganisations(db.db)) return;
          await seedDemo(db.db, todayInHelsinki(new Date()), store);
          seeded = true;
        });
      });
    outbox = () => outboxDepth(db.db);
    checks.push(
      { name: "database", check: () => db.ping() },
      { name: "files", check: async () => void (await store.get(FILES_PROBE_KEY)) },
    );

    messaging = createMessaging(config, db.db, () => new Date());
    const sandboxMailbox = messaging.sandbox;
    app = await phase("app", () =>
      buildApp({
        config,
        db: db.db,
        sandboxMailbox,
        sandboxUi: config.sandbox,
        limits: { requests: { factor: config.rateLimitFactor } },
        loggerInstance: log,
        readiness,
        metrics,
        identity: {
          publicUrl: config.publicUrl,
          identityCodeKey: config.identityCodeKey,
          sandbox: config.sandbox,
          oidc: config.oidc,
          staffOidc: config.staffOidc,
        },
        payments: { ...config.payments, publicUrl: config.publicUrl },
        files: store,
      }),
    );
    const built = app;
    await phase("listen", () => built.listen({ port: config.port, host: config.host }));
    listening = true;
    if (metrics && config.metrics) {
      const at = config.metrics;
      metricsServer = await phase("metrics", () =>
        serveMetrics(metrics.registry, at, (error) =>
          log.error({ error: failureText(error) }, "metrics scrape failed"),
        ),
      );
    }

    scheduler = createScheduler({ jobs: built.jobs, database: db, metrics, log });
    const jobs = scheduler;
    await phase("first passes", () => jobs.beforeReady());
    checkpoint();
    jobs.start();
    if (config.outboxWorker) {
      worker = createOutboxWorker({
        db: db.db,
        mail: messaging.mail,
        sms: messaging.sms,
        pollMs: config.outboxPollMs,
        log: log.child({ job: "outbox" }),
      });
      worker.start();
    }
    readiness.setPhase("ready");
    wasReady = true;
    log.info(
      {
        port: runtime.ports.http,
        metricsPort: metricsServer?.port,
        tookMs: Math.round(performance.now() - started),
      },
      "ready",
    );
  }

  async function shutdown(reason: string): Promise<number> {
    const began = performance.now();
    readiness.setPhase("draining");
    log.info(
      { reason, drainDelayMs: wasReady ? config.drainDelayMs : 0, shutdownGraceMs: config.shutdownGraceMs },
      "stopping: not ready from now on",
    );
    // Jobs take no new passes; the ones in flight end after their current unit.
    const jobsStopped = Promise.all([scheduler?.stop(), worker?.stop()]);
    // While start() still runs, let it reach its next phase: it ends there.
    await running?.catch(() => undefined);
    // A load balancer that has sent requests here needs to see "not ready" before connections go.
    if (wasReady && listening && config.drainDelayMs > 0) await sleep(config.drainDelayMs);
    const connections = await openConnections();
    log.info({ connections }, "no new connections; waiting for requests in flight");
    // An app that never listened (its port taken) still has plugins to close.
    const closed = app ? app.close() : Promise.resolve();
    let exitCode = 0;
    const inTime = await Promise.race([
      Promise.all([closed, jobsStopped]).then(() => true),
      sleep(config.shutdownGraceMs, false, { ref: false }),
    ]);
    if (!inTime) {
      exitCode = 1;
      log.warn(
        { connections: await openConnections(), jobs: scheduler?.running() ?? [] },
        "grace ran out: closing the connections still open",
      );
      app?.server.closeAllConnections();
      await Promise.race([closed, sleep(CLOSE_MS, undefined, { ref: false })]);
    }
    await metricsServer?.close();
    if (database)
      await Promise.race([
        database.close().catch((error: unknown) => {
          log.warn({ error: failureText(error) }, "database did not close cleanly");
        }),
        sleep(CLOSE_MS, undefined, { ref: false }),
      ]);
    log.info({ exitCode, tookMs: Math.round(performance.now() - began) }, "stopped");
    return exitCode;
  }

  function openConnections(): Promise<number> {
    const server = app && listening ? app.server : undefined;
    if (!server) return Promise.resolve(0);
    return new Promise((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
  }

  const runtime: Runtime = {
    config,
    log,
    readiness,
    start() {
      starting ??= (async () => {
        running = run();
        try {
          await running;
        } catch (error) {
          if (error instanceof Stopped) return;
          // What was started is stopped again before the refusal is reported.
          await runtime.stop("start failed");
          throw error;
        }
      })();
      return starting;
    },
    stop(reason = "stop") {
      stopRequested = true;
      stopping ??= shutdown(reason);
      return stopping;
    },
    get app() {
      if (!app) throw new Error("the runtime has not started");
      return app;
    },
    get database() {
      if (!database) throw new Error("the runtime has not started");
      return database;
    },
    get ports() {
      const address = app && listening ? app.server.address() : null;
      return {
        http: address && typeof address === "object" ? address.port : config.port,
        metrics: metricsServer?.port,
      };
    },
    get summary() {
      if (!messaging) throw new Error("the runtime has not started");
      return { seeded, messaging, outboxWorker: Boolean(worker) };
    },
  };
  return runtime;
}
