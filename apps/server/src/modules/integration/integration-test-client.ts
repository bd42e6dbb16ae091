// Tests of the integration API get their access tokens here: the demo client (demo-erp, every
// scope) through the token endpoint, as a company's system would.
import { INTEGRATION_TOKEN_PATH, type IntegrationScope } from "@portal/schemas/integration";
import type { App } from "../../app.ts";
import {
  SANDBOX_INTEGRATION_CLIENT_ID,
  SANDBOX_INTEGRATION_CLIENT_SECRET,
} from "../../config/integration.ts";

/** Basic credentials of a client (RFC 6749 section 2.3.1: each part form-encoded first). */
export function basicAuth(id: string, secret: string): string {
  const form = (s: string) => encodeURIComponent(s).replace(/%20/g, "+");
  return `Basic ${Buffer.from(`${form(id)}:${form(secret)}`).toString("base64")}`;
}

/** The token request's form body. */
export function form(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

/** An access token of the demo client with `scopes` (all of them when none are named). */
export async function integrationToken(app: App, scopes: readonly IntegrationScope[] = []): Promise<string> {
  const body = form({
    grant_type: "client_credentials",
    ...(scopes.length ? { scope: scopes.join(" ") } : {}),
  });
  const res = await app.inject({
    method: "POST",
    url: INTEGRATION_TOKEN_PATH,
    payload: body.payload,
    headers: {
      ...body.headers,
      authorization: basicAuth(SANDBOX_INTEGRATION_CLIENT_ID, SANDBOX_INTEGRATION_CLIENT_SECRET),
    },
  });
  if (res.statusCode !== 200) throw new Error(`token request failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** The headers of a call with an access token of `scopes`. */
export async function integrationBearer(
  app: App,
  scopes: readonly IntegrationScope[] = [],
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await integrationToken(app, scopes)}` };
}
