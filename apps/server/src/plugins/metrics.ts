import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The Prometheus metrics of one server process, on a listener of its own (METRICS_PORT) that the
 * public port never serves. Labels are bounded and carry no personal data: a route's pattern
 * (`/api/bookings/:id`), never the address a client sent; a job's name; a method from a fixed list.
 *
 * - http_request_duration_seconds{method,route,status_code}: every answer of the public port
 * - portal_job_runs_total, portal_job_failures_total, portal_job_duration_seconds{job}, and
 *   portal_job_skips_total{job,reason}, portal_job_last_success_timestamp_seconds{job}
 * - portal_outbox_pending_messages, portal_outbox_oldest_pending_age_seconds, portal_outbox_failed_messages
 * - portal_db_pool_connections{state}, portal_db_pool_waiting, portal_db_pool_max (PostgreSQL)
 * - portal_ready: 1 when GET /api/ready would answer 200
 * - the process's own (prom-client's defaults): CPU, memory, heap, handles, GC, event-loop delay
 */

export interface OutboxSnapshot {
  pending: number;
  /** Seconds since the oldest pending message was written; null when none is pending. */
  oldestPendingAgeSeconds: number | null;
  /** Messages given up on after the last retry, kept for an operator. */
  failed: number;
}

export interface PoolSnapshot {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricsSources {
  outbox?: () => Promise<OutboxSnapshot>;
  pool?: () => PoolSnapshot | undefined;
  ready?: () => Promise<boolean>;
}

export type JobOutcome = "ok" | "failed";
/** Why a pass did not run here: another process runs it now, or ran it within the interval. */
export type JobSkip = "running_elsewhere" | "ran_recently";

/**
 * Gauges a module declares (its manifest's `gauges`): read together once per scrape (one query for
 * all of them), each by its name; a gauge the reading lacks, or a reading that fails, shows 0.
 */
export interface GaugeSet {
  gauges: readonly { name: string; help: string }[];
  read(): Promise<Readonly<Record<string, number>>>;
}

export interface Metrics {
  registry: Registry;
  /** Registers a module's gauges (app.ts, from the manifests). */
  addGauges(set: GaugeSet): void;
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  observeJob(job: string, outcome: JobOutcome, seconds: number): void;
  skipJob(job: string, reason: JobSkip): void;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Not a route of the server: the web app's pages (the SPA's fallback), and every 404. */
export const UNMATCHED_ROUTE = "unmatched";

/** A source asked once per scrape however many gauges read it; a failed one leaves them empty. */
function perScrape<T>(read: () => Promise<T>, ms = 1_000): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || performance.now() - last.at > ms) last = { at: performance.now(), value: read() };
    return last.value;
  };
}

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's last byte, by route pattern, method and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });

  const jobRuns = new Counter({
    name: "portal_job_runs_total",
    help: "Passes of a job this process ran, failed ones included",
    labelNames: ["job"] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: "portal_job_failures_total",
    help: "Passes of a job that failed (logged; the job tries again on its interval)",
    labelNames: ["job"] as const,
    registers,
  });
  const jobSkips = new Counter({
    name: "portal_job_skips_total",
    help: "Passes of a once-only job left to another process: running_elsewhere or ran_recently",
    labelNames: ["job", "reason"] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: "portal_job_duration_seconds",
    help: "Duration of a job's passes",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: "portal_job_last_success_timestamp_seconds",
    help: "When a pass of the job last succeeded in this process (Unix time)",
    labelNames: ["job"] as const,
    registers,
  });

  /** A set of gauges read together once per scrape (the outbox's here, a module's through addGauges). */
  const addGauges = (set: GaugeSet) => {
    const snapshot = perScrape(set.read);
    for (const { name, help } of set.gauges)
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.reset();
          const value = (await snapshot().catch(() => undefined))?.[name];
          if (value !== undefined) this.set(value);
        },
      });
  };

  const outbox = sources.outbox;
  if (outbox)
    addGauges({
      gauges: [
        { name: "portal_outbox_pending_messages", help: "Mail and SMS messages waiting for delivery" },
        {
          name: "portal_outbox_oldest_pending_age_seconds",
          help: "Age of the oldest message waiting for delivery (0 when none waits)",
        },
        { name: "portal_outbox_failed_messages", help: "Messages given up on after their last retry" },
      ],
      async read() {
        const s = await outbox();
        return {
          portal_outbox_pending_messages: s.pending,
          portal_outbox_oldest_pending_age_seconds: s.oldestPendingAgeSeconds ?? 0,
          portal_outbox_failed_messages: s.failed,
        };
      },
    });

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: "portal_db_pool_connections",
      help: "PostgreSQL connections this process holds, in use or idle",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const s = pool();
        if (!s) return;
        this.set({ state: "in_use" }, s.total - s.idle);
        this.set({ state: "idle" }, s.idle);
      },
    });
    new Gauge({
      name: "portal_db_pool_waiting",
      help: "Queries waiting for a PostgreSQL connection",
      registers,
      collect() {
        const s = pool();
        if (s) this.set(s.waiting);
      },
    });
    new Gauge({
      name: "portal_db_pool_max",
      help: "Most PostgreSQL connections this process may hold (DATABASE_POOL_MAX)",
      registers,
      collect() {
        const s = pool();
        if (s) this.set(s.max);
      },
    });
  }

  if (sources.ready) {
    const ready = sources.ready;
    new Gauge({
      name: "portal_ready",
      help: "1 when GET /api/ready answers 200: started, not draining, database and files reachable",
      registers,
      async collect() {
        this.set((await ready().catch(() => false)) ? 1 : 0);
      },
    });
  }

  return {
    registry,
    addGauges,
    observeRequest(method, route, statusCode, seconds) {
      http.observe(
        { method: METHODS.has(method) ? method : "other", route, status_code: String(statusCode) },
        seconds,
      );
    },
    observeJob(job, outcome, seconds) {
      jobRuns.inc({ job });
      jobDuration.observe({ job }, seconds);
      if (outcome === "failed") jobFailures.inc({ job });
      else jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    skipJob(job, reason) {
      jobSkips.inc({ job, reason });
    },
  };
}

/** Times every answer of `app` by its route's pattern. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** GET /metrics on a listener of its own; anything else is 404. */
export async function serveMetrics(
  registry: Registry,
  at: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { "content-type": "text/plain" }).end("Metrics failed\n");
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(at.port, at.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
