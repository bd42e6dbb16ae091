import type { FastifyInstance } from "fastify";
import type { TestPersonId } from "./test-persons.ts";
import type { TestStaffId } from "./test-staff.ts";

/**
 * Drives the sandbox bank the way a browser does (cookies, redirects, the person form), through
 * app.inject. For server tests of anything that needs a strong identification.
 */
export interface SandboxVisit {
  /** The redirect URI with code, state and iss, as the bank sent the browser back. */
  callbackUrl: string;
}

type Inject = FastifyInstance["inject"];

function pathOf(url: string): { path: string; host: string } {
  const u = new URL(url, "http://localhost");
  return { path: `${u.pathname}${u.search}`, host: u.host };
}

export async function visitSandboxBank(
  app: { inject: Inject },
  authorizationUrl: string,
  choice: TestPersonId | TestStaffId | "cancel",
): Promise<SandboxVisit> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  };
  const request = async (method: "GET" | "POST", url: string, form?: Record<string, string>) => {
    const { path, host } = pathOf(url);
    const res = await app.inject({
      method,
      url: path,
      headers: {
        host,
        cookie: cookieHeader(),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    remember(res.headers["set-cookie"]);
    return res;
  };
  const expectRedirect = (
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
    step: string,
  ) => {
    const location = res.headers.location;
    if (res.statusCode < 300 || res.statusCode > 399 || typeof location !== "string")
      throw new Error(`sandbox bank, ${step}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return new URL(location, authorizationUrl).toString();
  };

  const interactionUrl = expectRedirect(await request("GET", authorizationUrl), "authorization");
  const page = await request("GET", interactionUrl);
  if (page.statusCode !== 200) throw new Error(`sandbox bank, sign-in page: ${page.statusCode}`);
  const action = choice === "cancel" ? "abort" : "login";
  const match = new RegExp(`action="([^"]*/${action})"`).exec(page.body);
  if (!match) throw new Error(`sandbox bank: no ${action} form on the page`);
  const formUrl = new URL(match[1]!.replace(/&amp;/g, "&"), interactionUrl).toString();
  const resumeUrl = expectRedirect(
    await request("POST", formUrl, choice === "cancel" ? {} : { person: choice }),
    "person form",
  );
  const callbackUrl = expectRedirect(await request("GET", resumeUrl), "resume");
  return { callbackUrl };
}
