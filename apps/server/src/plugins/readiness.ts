import type { FastifyInstance } from "fastify";

/**
 * Whether this process should be sent requests (GET /api/ready, for a load balancer), as against
 * whether it lives (GET /api/health). Not ready while it starts (migrations, the jobs' first
 * passes), while it drains after a stop signal, and while a check fails: the database, or another
 * service the portal cannot work without. The reasons are fixed words, never an error's text.
 */
export type Phase = "starting" | "ready" | "draining";

export interface ReadinessCheck {
  /** Named in the answer's reasons: "<name> unreachable". */
  name: string;
  /** Rejects when the service cannot be used. */
  check(): Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  reasons: string[];
}

export interface Readiness {
  readonly phase: Phase;
  setPhase(phase: Phase): void;
  /** The phase and every check; checks run at most once per `cacheMs`, however many probes ask. */
  report(): Promise<ReadinessReport>;
  /** One more check (a module's, modules/module.ts), asked from the next report on. */
  addCheck(check: ReadinessCheck): void;
}

export interface ReadinessOptions {
  /** A check that has not answered by then has failed (a database that does not answer at all). */
  timeoutMs?: number;
  cacheMs?: number;
  phase?: Phase;
}

function within(ms: number, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createReadiness(checks: ReadinessCheck[], options: ReadinessOptions = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const cacheMs = options.cacheMs ?? 1_000;
  let phase: Phase = options.phase ?? "starting";
  let last: { at: number; failing: string[] } | undefined;
  let running: Promise<string[]> | undefined;

  async function failingChecks(): Promise<string[]> {
    if (last && performance.now() - last.at < cacheMs) return last.failing;
    running ??= (async () => {
      const results = await Promise.allSettled(checks.map((c) => within(timeoutMs, c.check())));
      const failing = checks.filter((_, i) => results[i]!.status === "rejected").map((c) => c.name);
      last = { at: performance.now(), failing };
      return failing;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    get phase() {
      return phase;
    },
    setPhase(next) {
      phase = next;
    },
    addCheck(check) {
      checks.push(check);
      last = undefined;
    },
    async report() {
      const failing = await failingChecks();
      const reasons = [
        ...(phase === "ready" ? [] : [phase]),
        ...failing.map((name) => `${name} unreachable`),
      ];
      return { ready: reasons.length === 0, reasons };
    },
  };
}

/**
 * While draining, every answer asks its client to close the connection, so a keep-alive client
 * (a load balancer, a browser) opens its next one to another instance instead of finding this one
 * gone.
 */
export function registerDrainingConnections(app: FastifyInstance, readiness: Readiness): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (readiness.phase === "draining") reply.header("connection", "close");
    done(null, payload);
  });
}
