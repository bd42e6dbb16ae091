// The denial-of-service budget: while 16 sign-up and 16 password-reset requests with the costliest
// password input keep arriving for 10 seconds, GET /api/health must stay fast (p99 < 100 ms).
// Every attack request is a worst case that gets through the cheap checks: a valid, unused
// identification (sign-up) or the right mailed code (reset), so the password's strength estimate
// runs for each one. Loopback only; the product must run with the per-address limits raised
// (FLOOD_ENV), or the attack would be refused before it costs anything.
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import { Browser, identifyForSignUp, mailedIds, nextMailedCode } from "./bank.ts";

/** What the product needs for this scenario: one address sends everything. */
export const FLOOD_ENV = {
  RATE_LIMIT_FACTOR: "1000",
  // autocannon's 50 connections, the probes and the flood's workers all come from one address.
  CONNECTIONS_PER_ADDRESS: "0",
  CODE_LIMIT_PER_ADDRESS: "100000",
  OUTBOX_POLL_MS: "100",
};

/** A keyboard walk, the input that costs the strength estimate the most per character. */
const PATTERN = "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/-['=]";
/** 128 characters (the most a password may have) with an upper-case letter and a special character. */
export const CRAFTED_PASSWORD = `${PATTERN.repeat(3).slice(0, 126)}A!`;
/**
 * The attacker's own address is built from the same walk, so the estimate ends in "too guessable"
 * (422) and neither the identification nor the code is ever used up: the loop can go on.
 */
const ATTACKER = "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik@example.fi";
/** A person the sandbox bank knows, with a lease and (before the first run) no account. */
const ACCOUNT_OWNER = "kalle-kotilainen";
const FLOW_PERSON = "liisa-lahtinen";
const MAX_REQUESTS_PER_WORKER = 200;

export interface FloodResult {
  seconds: number;
  workers: { signUp: number; reset: number };
  signUp: { requests: number; statuses: Record<string, number>; p50Ms: number; maxMs: number };
  reset: { requests: number; statuses: Record<string, number>; p50Ms: number; maxMs: number };
  health: HealthFigures;
  /** The same probe just before, without the flood: what the machine gives anyway. */
  healthWithoutFlood: HealthFigures;
  budgetMet: boolean;
  /** The figures depend on what else the machine runs: its cores and 1-minute load before and after. */
  machine: { cpus: number; loadBefore: number; loadAfter: number };
}

export interface HealthFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

/** A steady stream of other requests (page loads, a load balancer's checks): 50 a second on 2 connections. */
async function probeHealth(baseUrl: string, seconds: number): Promise<HealthFigures> {
  const h = await autocannon({
    url: `${baseUrl}/api/health`,
    connections: 2,
    overallRate: 50,
    duration: seconds,
  });
  return {
    requests: h.requests.total,
    p50Ms: h.latency.p50,
    p99Ms: h.latency.p99,
    maxMs: h.latency.max,
    errors: h.errors,
    non2xx: h.non2xx,
  };
}

type Attack = () => Promise<Response>;

async function worker(attack: Attack, until: number, statuses: Record<string, number>, times: number[]) {
  for (let i = 0; i < MAX_REQUESTS_PER_WORKER && performance.now() < until; i++) {
    const t0 = performance.now();
    let status: string;
    try {
      const res = await attack();
      await res.arrayBuffer();
      status = String(res.status);
    } catch {
      status = "error";
    }
    times.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/** The account the reset requests attack, and a right reset code for it. */
async function resetTarget(baseUrl: string): Promise<string> {
  const browser = new Browser(baseUrl);
  const ids = await identifyForSignUp(browser, ACCOUNT_OWNER);
  const made = await browser.post("/api/register/credentials", {
    username: ATTACKER,
    password: "Kotona-Tikkurilassa-7",
    ...ids,
  });
  // A second run on the same database finds the account made by the first.
  if (![200, 403, 409].includes(made.status))
    throw new Error(`attacker's account: ${made.status} ${await made.text()}`);
  // A new account's confirmation mail comes first, so the reset code is not mistaken for it.
  if (made.status === 200) await nextMailedCode(baseUrl, ATTACKER, new Set());
  const seen = await mailedIds(baseUrl, ATTACKER);
  const asked = await browser.post("/api/forgot-password/code", { username: ATTACKER });
  if (asked.status !== 200) throw new Error(`reset code: ${asked.status} ${await asked.text()}`);
  return nextMailedCode(baseUrl, ATTACKER, seen);
}

export async function flood(baseUrl: string, seconds = 10, concurrency = 16): Promise<FloodResult> {
  const healthWithoutFlood = await probeHealth(baseUrl, seconds);
  // Set-up, not measured: a valid identification per sign-up worker and a right reset code.
  const code = await resetTarget(baseUrl);
  const flows = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const browser = new Browser(baseUrl);
      return { browser, ids: await identifyForSignUp(browser, FLOW_PERSON) };
    }),
  );
  const resetter = new Browser(baseUrl);
  const signUp = (i: number) => () =>
    flows[i]!.browser.post("/api/register/credentials", {
      username: ATTACKER,
      password: CRAFTED_PASSWORD,
      ...flows[i]!.ids,
    });
  const reset = () =>
    resetter.post("/api/forgot-password/reset", { username: ATTACKER, code, newPassword: CRAFTED_PASSWORD });
  // Both attacks really reach the estimate: 422, with the identification and the code intact.
  for (const [name, attack] of [
    ["sign-up", signUp(0)],
    ["reset", reset],
  ] as const) {
    const res = await attack();
    if (res.status !== 422)
      throw new Error(`${name} is not the worst case: ${res.status} ${await res.text()}`);
  }

  const result = {
    signUp: { statuses: {} as Record<string, number>, times: [] as number[] },
    reset: { statuses: {} as Record<string, number>, times: [] as number[] },
  };
  const loadBefore = loadavg()[0]!;
  const until = performance.now() + seconds * 1000;
  const probe = probeHealth(baseUrl, seconds);
  await Promise.all([
    ...flows.map((_, i) => worker(signUp(i), until, result.signUp.statuses, result.signUp.times)),
    ...flows.map(() => worker(reset, until, result.reset.statuses, result.reset.times)),
  ]);
  const health = await probe;
  const summary = (r: { statuses: Record<string, number>; times: number[] }) => ({
    requests: r.times.length,
    statuses: r.statuses,
    p50Ms: median(r.times),
    maxMs: Math.round(Math.max(0, ...r.times)),
  });
  return {
    seconds,
    workers: { signUp: concurrency, reset: concurrency },
    signUp: summary(result.signUp),
    reset: summary(result.reset),
    health,
    healthWithoutFlood,
    budgetMet: health.p99Ms < 100 && health.errors === 0 && health.non2xx === 0,
    machine: {
      cpus: availableParallelism(),
      loadBefore: Math.round(loadBefore * 10) / 10,
      loadAfter: Math.round(loadavg()[0]! * 10) / 10,
    },
  };
}
