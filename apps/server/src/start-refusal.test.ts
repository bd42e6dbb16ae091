import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./config.ts";

const MAIN = join(repoRoot, "apps/server/src/main.ts");

describe("a bare server start", () => {
  it("refuses to start without real services and says which variables are missing", () => {
    // Nothing but what a shell always has: no SANDBOX, no services, no keys.
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
    const run = spawnSync(process.execPath, [MAIN], {
      cwd: repoRoot,
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    const output = `${run.stdout}${run.stderr}`;
    for (const name of [
      "IDENTITY_CODE_KEY",
      "CODE_HASH_KEY",
      "OIDC_ISSUER",
      "OIDC_CLIENT_KEY",
      "OIDC_CLIENT_ENC_KEY",
      "SMTP_URL",
      "SMS_GATEWAY_URL",
      "PAYTRAIL_MERCHANT_ID",
      "PAYTRAIL_SECRET",
      "STAFF_OIDC_ISSUER",
      "STAFF_OIDC_CLIENT_SECRET",
    ])
      expect(output).toContain(name);
    expect(output).toContain("SANDBOX");
    expect(output).not.toContain("Resident portal: http");
  });
});
