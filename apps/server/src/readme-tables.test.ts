import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  configVariables,
  DEV_OIDC_CLIENT_ENC_KEY,
  DEV_OIDC_CLIENT_KEY,
  loadConfig,
  repoRoot,
} from "./config.ts";
import { GENERATED_DOCS, withReadmeTables } from "./readme-tables.ts";

describe("configuration", () => {
  it("the docs show every variable, demo account and test person exactly as the code defines them", () => {
    for (const [file, tables] of Object.entries(GENERATED_DOCS)) {
      const text = readFileSync(join(repoRoot, file), "utf8");
      // On failure: npm run docs -w apps/server
      expect(text, file).toBe(withReadmeTables(text, tables));
    }
    const configuration = readFileSync(join(repoRoot, "docs/configuration.md"), "utf8");
    for (const name of Object.keys(configVariables)) expect(configuration).toContain(`\`${name}\``);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ SANDBOX: "true", PORT: "abc", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    );
  });

  it("keeps the metrics off the public port: off unless METRICS_PORT is set, never on PORT", () => {
    expect(loadConfig({ SANDBOX: "true" })).toMatchObject({
      metrics: undefined,
      drainDelayMs: 5_000,
      shutdownGraceMs: 25_000,
    });
    expect(loadConfig({ SANDBOX: "true", HOST: "0.0.0.0", METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      host: "0.0.0.0",
    });
    expect(() => loadConfig({ SANDBOX: "true", PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ SANDBOX: "true", PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});

describe("configuration fails closed", () => {
  const key = "k".repeat(40);
  const real = {
    IDENTITY_CODE_KEY: key,
    CODE_HASH_KEY: key,
    OIDC_ISSUER: "https://broker.example",
    // Keys of the right shape; a deployment has its own.
    OIDC_CLIENT_KEY: DEV_OIDC_CLIENT_KEY,
    OIDC_CLIENT_ENC_KEY: DEV_OIDC_CLIENT_ENC_KEY,
    SMTP_URL: "smtp://mail.example:587",
    SMS_GATEWAY_URL: "https://sms.example/send",
    PAYTRAIL_MERCHANT_ID: "375917",
    PAYTRAIL_SECRET: "merchant-secret",
    STAFF_OIDC_ISSUER: "https://login.example/tenant/v2.0",
    STAFF_OIDC_CLIENT_SECRET: "staff-secret",
  };

  it("refuses to start with nothing set and names every missing service and key", () => {
    expect(() => loadConfig({})).toThrow(
      /IDENTITY_CODE_KEY[\s\S]*CODE_HASH_KEY[\s\S]*OIDC_ISSUER[\s\S]*SMTP_URL[\s\S]*SMS_GATEWAY_URL[\s\S]*PAYTRAIL_MERCHANT_ID[\s\S]*PAYTRAIL_SECRET/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "production", IDENTITY_CODE_KEY: key, OIDC_ISSUER: "https://broker.example" }),
    ).toThrow(/OIDC_CLIENT_KEY[\s\S]*OIDC_CLIENT_ENC_KEY[\s\S]*SMTP_URL[\s\S]*SMS_GATEWAY_URL/);
  });

  it("gives a broker only the portal's own keys, and refuses a key that cannot serve, naming it", () => {
    // A client secret is no longer a way in: the FTN profile authenticates the client by its key.
    const { OIDC_CLIENT_KEY: _sig, OIDC_CLIENT_ENC_KEY: _enc, ...noKeys } = real;
    expect(() => loadConfig({ ...noKeys, OIDC_CLIENT_SECRET: "secret" })).toThrow(
      /OIDC_CLIENT_KEY: required[\s\S]*OIDC_CLIENT_ENC_KEY: required/,
    );
    // The development keys are public: a real broker with SANDBOX=true still needs the portal's own.
    expect(() => loadConfig({ SANDBOX: "true", OIDC_ISSUER: "https://broker.example" })).toThrow(
      /OIDC_CLIENT_KEY: required with OIDC_ISSUER[\s\S]*OIDC_CLIENT_ENC_KEY: required with OIDC_ISSUER/,
    );
    expect(loadConfig({ SANDBOX: "true" }).oidc).toMatchObject({
      issuer: undefined,
      clientKey: DEV_OIDC_CLIENT_KEY,
      clientEncryptionKey: DEV_OIDC_CLIENT_ENC_KEY,
    });
    expect(loadConfig(real).oidc).toMatchObject({ clientKey: DEV_OIDC_CLIENT_KEY });

    const { d: _d, ...publicHalf } = JSON.parse(DEV_OIDC_CLIENT_KEY) as Record<string, unknown>;
    const ecKey = JSON.stringify({ kty: "EC", crv: "P-256", x: "x", y: "y", d: "secret-part" });
    for (const [name, value, problem] of [
      ["OIDC_CLIENT_KEY", "not json", /must be a JWK as JSON/],
      ["OIDC_CLIENT_KEY", JSON.stringify(publicHalf), /must be a private key/],
      ["OIDC_CLIENT_KEY", DEV_OIDC_CLIENT_ENC_KEY, /must be a key for use "sig"/],
      ["OIDC_CLIENT_ENC_KEY", DEV_OIDC_CLIENT_KEY, /must be a key for use "enc"/],
      ["OIDC_CLIENT_ENC_KEY", ecKey, /must be an RSA key/],
      [
        "OIDC_CLIENT_ENC_KEY",
        JSON.stringify({ ...JSON.parse(DEV_OIDC_CLIENT_ENC_KEY), alg: "RSA1_5" }),
        /alg must be RSA-OAEP/,
      ],
    ] as const) {
      let message = "";
      try {
        loadConfig({ ...real, [name]: value });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, `${name}: ${value.slice(0, 20)}`).toMatch(new RegExp(`${name}: ${problem.source}`));
      // The message names the variable and the problem, never the key.
      expect(message).not.toContain("secret-part");
      expect(message).not.toContain(JSON.parse(DEV_OIDC_CLIENT_KEY).d);
    }
  });

  it("refuses to start without the staff identity provider unless SANDBOX=true", () => {
    const { STAFF_OIDC_ISSUER: _issuer, STAFF_OIDC_CLIENT_SECRET: _secret, ...noStaff } = real;
    expect(() => loadConfig({ ...noStaff, NODE_ENV: "production" })).toThrow(
      /STAFF_OIDC_ISSUER[\s\S]*STAFF_OIDC_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...real, STAFF_OIDC_CLIENT_SECRET: "" })).toThrow(/STAFF_OIDC_CLIENT_SECRET/);
    expect(loadConfig(real).staffOidc).toEqual({
      issuer: "https://login.example/tenant/v2.0",
      clientId: "resident-portal-staff",
      clientSecret: "staff-secret",
    });
    expect(loadConfig({ SANDBOX: "true" }).staffOidc.issuer).toBeUndefined();
  });

  it("uses no stand-in and no demo world unless asked", () => {
    expect(loadConfig(real)).toMatchObject({ sandbox: false, seedDemo: false });
    expect(loadConfig({ SANDBOX: "true" })).toMatchObject({ sandbox: true, seedDemo: false });
    expect(loadConfig({ SANDBOX: "true", SEED_DEMO: "true" })).toMatchObject({ seedDemo: true });
  });

  it("never uses stand-ins or the demo world in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SANDBOX: "true" })).toThrow(/SANDBOX/);
    expect(() => loadConfig({ ...real, NODE_ENV: "production", SEED_DEMO: "true" })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ ...real, NODE_ENV: "production" })).toMatchObject({
      nodeEnv: "production",
      sandbox: false,
      seedDemo: false,
    });
  });

  it("pays through the configured Paytrail merchant, or the sandbox provider only with SANDBOX=true", () => {
    expect(loadConfig(real).payments).toMatchObject({
      merchantId: "375917",
      secret: "merchant-secret",
      apiUrl: "https://services.paytrail.com",
      sandbox: false,
    });
    expect(loadConfig({ SANDBOX: "true" }).payments).toMatchObject({ sandbox: true });
    expect(() => loadConfig({ SANDBOX: "true", PAYTRAIL_MERCHANT_ID: "375917" })).toThrow(/PAYTRAIL_SECRET/);
    expect(() => loadConfig({ SANDBOX: "true", PAYTRAIL_SECRET: "s" })).toThrow(/PAYTRAIL_MERCHANT_ID/);
    const { PAYTRAIL_SECRET: _, ...noSecret } = real;
    expect(() => loadConfig(noSecret)).toThrow(/PAYTRAIL_SECRET/);
  });

  it("refuses TRUST_PROXY=true, which would trust forged X-Forwarded-For", () => {
    expect(() => loadConfig({ SANDBOX: "true", TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ SANDBOX: "true", TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ SANDBOX: "true", TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.2",
    ]);
  });
});
