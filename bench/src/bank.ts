// Strong identification through the sandbox bank over HTTP, the way a browser does it: the
// portal's flow cookie, the bank's own cookies, its person form and every redirect. For benchmark
// scenarios that need a real identification (loopback only, SANDBOX=true).

/** One browser: cookies by name, sent to the one host the benchmark talks to. */
export class Browser {
  private readonly jar = new Map<string, string>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(
    method: "GET" | "POST",
    url: string,
    body?: { json?: unknown; form?: Record<string, string> },
  ) {
    const headers: Record<string, string> = { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ") };
    let payload: string | undefined;
    if (body?.json !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(body.form).toString();
    }
    const res = await fetch(new URL(url, this.baseUrl), {
      method,
      headers,
      body: payload ?? null,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
    return res;
  }

  post(path: string, json: unknown) {
    return this.request("POST", path, { json });
  }
}

function redirectOf(res: Response, step: string): string {
  const location = res.headers.get("location");
  if (res.status < 300 || res.status > 399 || !location)
    throw new Error(`sandbox bank, ${step}: ${res.status}`);
  return location;
}

/**
 * Starts a sign-up identification in `browser`, identifies as the sandbox bank's test person
 * `personId` and answers what the sign-up page receives back.
 */
export async function identifyForSignUp(
  browser: Browser,
  personId: string,
): Promise<{ registerSessionId: string; state: string }> {
  const started = await browser.post("/api/register/initiate", { flowType: "register" });
  if (started.status !== 200) throw new Error(`initiate: ${started.status} ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };

  const interaction = redirectOf(await browser.request("GET", url), "authorization");
  const page = await browser.request("GET", interaction);
  const form = /action="([^"]*\/login)"/.exec(await page.text())?.[1];
  if (!form) throw new Error(`sandbox bank: no person form (${page.status})`);
  const resume = redirectOf(
    await browser.request("POST", form.replace(/&amp;/g, "&"), { form: { person: personId } }),
    "person form",
  );
  const callback = redirectOf(await browser.request("GET", resume), "resume");
  const back = new URL(redirectOf(await browser.request("GET", callback), "callback"), browser.baseUrl);
  const registerSessionId = back.searchParams.get("registerSessionId");
  const state = back.searchParams.get("state");
  if (!registerSessionId || !state) throw new Error(`identification failed: ${back.pathname}${back.search}`);
  return { registerSessionId, state };
}

/** The newest code in the sandbox mailbox for `recipient` that is not one of `seen` (waits for the outbox). */
export async function nextMailedCode(baseUrl: string, recipient: string, seen: Set<number>): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const res = await fetch(`${baseUrl}/sandbox/mail/messages.json?to=${encodeURIComponent(recipient)}`);
    const { messages } = (await res.json()) as { messages: { id: number; text: string }[] };
    const fresh = messages.find((m) => !seen.has(m.id));
    const code = fresh && /\b(\d{6})\b/.exec(fresh.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new code mailed to ${recipient}`);
}

/** Ids of the messages already in the sandbox mailbox for `recipient`. */
export async function mailedIds(baseUrl: string, recipient: string): Promise<Set<number>> {
  const res = await fetch(`${baseUrl}/sandbox/mail/messages.json?to=${encodeURIComponent(recipient)}`);
  const { messages } = (await res.json()) as { messages: { id: number }[] };
  return new Set(messages.map((m) => m.id));
}
