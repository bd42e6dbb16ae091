import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { sha256 } from "./integration.ts";

const KEY = "an-integration-token-key-of-32-chars-at-least";

describe("INTEGRATION_CLIENTS", () => {
  it("refuses a malformed value, naming the variable", () => {
    for (const value of [
      "{not json",
      '{"id":"erp"}',
      '[{"id":"erp","scopes":["events.read"]}]',
      '[{"id":"erp","scopes":["everything"],"secret":"a-long-enough-secret"}]',
      '[{"id":"erp","scopes":["events.read"],"secret":"short"}]',
      '[{"id":"erp","scopes":["events.read"],"secretSha256":"abc"}]',
      '[{"id":"erp","scopes":["events.read"],"jwks":{"keys":[{"kty":"oct","k":"c2VjcmV0"}]}}]',
      '[{"id":"erp","scopes":["events.read"],"jwks":{"keys":[{"kty":"EC","crv":"P-256","x":"a","y":"b","d":"private"}]}}]',
      '[{"id":"erp","scopes":["events.read"],"secret":"a-long-enough-secret"},{"id":"erp","scopes":["events.read"],"secret":"a-long-enough-secret"}]',
    ])
      expect(() => loadConfig({ SANDBOX: "true", INTEGRATION_CLIENTS: value }), value).toThrow(
        /INTEGRATION_CLIENTS/,
      );
  });

  it("reads each client's way of authenticating and adds the demo client in the sandbox", () => {
    const hash = sha256("the-ledger-secret-123").toString("hex");
    const config = loadConfig({
      SANDBOX: "true",
      INTEGRATION_CLIENTS: JSON.stringify([
        { id: "ledger", scopes: ["ledger.write"], secretSha256: hash },
        { id: "bank", scopes: ["payments.write", "payments.write"], secret: "the-bank-secret-123" },
        {
          id: "erp",
          scopes: ["tenancy.write"],
          jwks: { keys: [{ kty: "EC", crv: "P-256", x: "a", y: "b" }] },
        },
      ]),
    });
    expect(config.integration.clients.map((c) => [c.id, c.scopes])).toEqual([
      ["ledger", ["ledger.write"]],
      ["bank", ["payments.write"]],
      ["erp", ["tenancy.write"]],
      ["demo-erp", ["tenancy.write", "ledger.write", "payments.write", "events.read"]],
    ]);
    expect(config.integration.clients[0]!.secretSha256!.toString("hex")).toBe(hash);
    expect(config.integration.clients[1]!.secretSha256).toEqual(sha256("the-bank-secret-123"));
    expect(config.integration.clients[2]!.jwks!.keys).toHaveLength(1);
  });

  it("has no demo client outside the sandbox, and needs the token key there with clients", () => {
    const production = {
      IDENTITY_CODE_KEY: "x".repeat(32),
      CODE_HASH_KEY: "y".repeat(32),
      OIDC_ISSUER: "https://idp.example",
      OIDC_CLIENT_KEY: undefined,
    };
    const clients = JSON.stringify([
      { id: "bank", scopes: ["payments.write"], secret: "the-bank-secret-123" },
    ]);
    expect(() => loadConfig({ ...production, INTEGRATION_CLIENTS: clients })).toThrow(
      /INTEGRATION_TOKEN_KEY: required with INTEGRATION_CLIENTS/,
    );
    expect(() =>
      loadConfig({ ...production, INTEGRATION_CLIENTS: clients, INTEGRATION_TOKEN_KEY: KEY }),
    ).not.toThrow(/INTEGRATION/);
    expect(loadConfig({ SANDBOX: "true", INTEGRATION_TOKEN_KEY: KEY }).integration).toMatchObject({
      tokenKey: KEY,
      clients: [{ id: "demo-erp" }],
    });
  });
});

describe("INTEGRATION_WEBHOOK_*", () => {
  const url = "https://erp.example.fi/hooks/portal";
  const plain = "a-webhook-secret-of-32-characters!";
  const whsec = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

  it("refuses a bad value, naming the variable", () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ INTEGRATION_WEBHOOK_URL: url }, /INTEGRATION_WEBHOOK_SECRET: required with INTEGRATION_WEBHOOK_URL/],
      [
        { INTEGRATION_WEBHOOK_SECRET: plain },
        /INTEGRATION_WEBHOOK_SECRET: set only with INTEGRATION_WEBHOOK_URL/,
      ],
      [
        { INTEGRATION_WEBHOOK_URL: "not a url", INTEGRATION_WEBHOOK_SECRET: plain },
        /INTEGRATION_WEBHOOK_URL/,
      ],
      [
        { INTEGRATION_WEBHOOK_URL: "http://erp.example.fi/hooks", INTEGRATION_WEBHOOK_SECRET: plain },
        /INTEGRATION_WEBHOOK_URL: https only/,
      ],
      [
        {
          INTEGRATION_WEBHOOK_URL: "ftp://erp.example.fi/hooks",
          INTEGRATION_WEBHOOK_SECRET: plain,
          INTEGRATION_WEBHOOK_ALLOW_PRIVATE: "true",
        },
        /INTEGRATION_WEBHOOK_URL: https only/,
      ],
      [
        { INTEGRATION_WEBHOOK_URL: url, INTEGRATION_WEBHOOK_SECRET: "too-short" },
        /INTEGRATION_WEBHOOK_SECRET/,
      ],
      [
        { INTEGRATION_WEBHOOK_URL: url, INTEGRATION_WEBHOOK_SECRET: "whsec_c2hvcnQ=" },
        /INTEGRATION_WEBHOOK_SECRET/,
      ],
      [
        { INTEGRATION_WEBHOOK_URL: url, INTEGRATION_WEBHOOK_SECRET: `whsec_${"!".repeat(40)}` },
        /INTEGRATION_WEBHOOK_SECRET/,
      ],
      [
        {
          INTEGRATION_WEBHOOK_URL: url,
          INTEGRATION_WEBHOOK_SECRET: plain,
          INTEGRATION_WEBHOOK_ALLOW_PRIVATE: "maybe",
        },
        /INTEGRATION_WEBHOOK_ALLOW_PRIVATE/,
      ],
      [
        {
          INTEGRATION_WEBHOOK_URL: url,
          INTEGRATION_WEBHOOK_SECRET: plain,
          INTEGRATION_WEBHOOK_INTERVAL_MS: "0",
        },
        /INTEGRATION_WEBHOOK_INTERVAL_MS/,
      ],
    ];
    for (const [env, message] of refusals)
      expect(() => loadConfig({ SANDBOX: "true", ...env }), JSON.stringify(env)).toThrow(message);
  });

  it("reads the URL, the secret's key, private addresses and the interval; none without the URL", () => {
    expect(loadConfig({ SANDBOX: "true" }).integration.webhook).toBeUndefined();
    expect(
      loadConfig({ SANDBOX: "true", INTEGRATION_WEBHOOK_URL: url, INTEGRATION_WEBHOOK_SECRET: whsec })
        .integration.webhook,
    ).toEqual({ url, key: Buffer.alloc(32, 7), allowPrivate: false, intervalMs: 5_000 });
    expect(
      loadConfig({
        SANDBOX: "true",
        INTEGRATION_WEBHOOK_URL: "http://10.0.0.5:8080/hooks",
        INTEGRATION_WEBHOOK_SECRET: plain,
        INTEGRATION_WEBHOOK_ALLOW_PRIVATE: "true",
        INTEGRATION_WEBHOOK_INTERVAL_MS: "2000",
      }).integration.webhook,
    ).toEqual({
      url: "http://10.0.0.5:8080/hooks",
      key: Buffer.from(plain, "utf8"),
      allowPrivate: true,
      intervalMs: 2_000,
    });
  });
});
