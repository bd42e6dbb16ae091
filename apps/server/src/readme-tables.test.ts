import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, loadConfig, repoRoot } from "./config.ts";
import { withReadmeTables } from "./readme-tables.ts";

describe("configuration", () => {
  it("the README documents every variable, demo account and test person exactly as the code defines them", () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    // On failure: npm run docs -w apps/server
    expect(readme).toBe(withReadmeTables(readme));
    for (const name of Object.keys(configVariables)) expect(readme).toContain(`\`${name}\``);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "abc", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});

describe("production configuration", () => {
  const key = "k".repeat(40);
  it("refuses to start without the identity broker and keys instead of using a stand-in", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/IDENTITY_CODE_KEY[\s\S]*OIDC_ISSUER/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", IDENTITY_CODE_KEY: key, OIDC_ISSUER: "https://broker.example" }),
    ).toThrow(/OIDC_CLIENT_SECRET or OIDC_CLIENT_KEY[\s\S]*SMTP_URL[\s\S]*SMS_GATEWAY_URL/);
  });

  it("starts with a broker and a client secret", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      IDENTITY_CODE_KEY: key,
      OIDC_ISSUER: "https://broker.example",
      OIDC_CLIENT_SECRET: "secret",
      SMTP_URL: "smtp://mail.example:587",
      SMS_GATEWAY_URL: "https://sms.example/send",
    });
    expect(config).toMatchObject({ nodeEnv: "production", seedDemo: false });
  });
});
