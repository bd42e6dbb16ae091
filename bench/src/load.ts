import autocannon from "autocannon";

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  seconds = 10,
): Promise<LoadResult> {
  // Warm-up, not measured: the JIT and the database's prepared statements settle in the first seconds.
  await autocannon({ url: baseUrl + path, connections: 50, duration: 2, headers });
  const result = await autocannon({ url: baseUrl + path, connections: 50, duration: seconds, headers });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Sequential sign-ins: the password hash dominates, so this is the latency a tenant feels. */
export async function signInLatency(baseUrl: string, username: string, password: string, rounds = 30) {
  const times: number[] = [];
  let sessionId = "";
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    sessionId = ((await res.json()) as { sessionId: string }).sessionId;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { sessionId, p50Ms: at(0.5), p99Ms: at(0.99) };
}
