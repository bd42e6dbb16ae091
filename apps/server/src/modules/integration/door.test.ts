import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../../plugins/errors.ts";
import { createAccessTokens } from "./access-tokens.ts";
import { integrationCaller, integrationDoor, type IntegrationGate } from "./door.ts";

// The door on its own, with a clock the test moves: a token's life, its scope, and what is no token.
describe("integrationDoor", () => {
  const clock = { now: new Date("2026-11-28T10:00:00Z") };
  const tokens = createAccessTokens("a-test-integration-token-key-of-32+", () => clock.now);
  const audited: { clientId: string; allowed: boolean }[] = [];
  const app = Fastify();

  beforeAll(async () => {
    registerErrorHandler(app);
    const gate: IntegrationGate = {
      caller: async (token) => {
        const verified = await tokens.verify(token);
        // A client no longer configured counts for nothing.
        return verified && verified.clientId !== "removed" ? verified : null;
      },
      audit: async (_request, caller, _scope, allowed) =>
        void audited.push({ clientId: caller.clientId, allowed }),
    };
    app.decorate("integrationGate", gate);
    app.decorateRequest("integrationClient", null);
    app.get("/api/integration/test", { onRequest: integrationDoor("events.read") }, async (request) =>
      integrationCaller(request),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (authorization?: string) =>
    app.inject({
      method: "GET",
      url: "/api/integration/test",
      headers: authorization ? { authorization } : {},
    });

  it("lets a token with the scope in, naming its client, and audits the call", async () => {
    const res = await call(`Bearer ${await tokens.issue("erp", ["events.read", "tenancy.write"])}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ clientId: "erp", scopes: ["events.read", "tenancy.write"] });
    expect(audited.at(-1)).toEqual({ clientId: "erp", allowed: true });
  });

  it("answers 403 to a token without the scope, and audits the refusal", async () => {
    const res = await call(`Bearer ${await tokens.issue("bank", ["payments.write"])}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "FORBIDDEN" });
    expect(res.headers["www-authenticate"]).toContain('error="insufficient_scope"');
    expect(audited.at(-1)).toEqual({ clientId: "bank", allowed: false });
  });

  it("answers 401 to no token, a session id, garbage, a forged or expired token, or a removed client", async () => {
    const valid = await tokens.issue("erp", ["events.read"]);
    const forged = await createAccessTokens("another-key-another-key-another-key", () => clock.now).issue(
      "erp",
      ["events.read"],
    );
    const removed = await tokens.issue("removed", ["events.read"]);
    for (const header of [
      undefined,
      "Bearer 3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "Bearer not.a.token",
      `Basic ${Buffer.from("demo-erp:demo-erp-secret").toString("base64")}`,
      `Bearer ${forged}`,
      `Bearer ${removed}`,
      `Bearer ${valid}x`,
    ]) {
      const res = await call(header);
      expect([header, res.statusCode, res.json()]).toEqual([header, 401, { error: "UNAUTHORIZED" }]);
    }
    expect((await call(`Bearer ${valid}`)).statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + 301_000);
    const expired = await call(`Bearer ${valid}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers["www-authenticate"]).toContain('error="invalid_token"');
  });
});
