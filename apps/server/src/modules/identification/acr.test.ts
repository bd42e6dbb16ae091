import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { ACR_HIGH } from "../../config.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { testAppConfig } from "../../test/harness.ts";
import { browserCookie, requestObjectOf } from "../../test/identification.ts";
import { identitySettingsFromEnv } from "../../setup/identification.ts";

describe.each(embeddedDatabase)("level of assurance on $name", (target) => {
  it("refuses an identification at a level the configuration does not accept", async () => {
    const { database, drop } = await target.create({ seeded: true });
    await database.migrate();
    const settings = identitySettingsFromEnv();
    // The sandbox bank identifies at the substantial level; this portal asks for high only.
    const app = await buildApp({
      config: testAppConfig,
      db: database.db,
      logger: false,
      identity: { ...settings, oidc: { ...settings.oidc, acrValues: [ACR_HIGH] } },
    });
    try {
      const started = await app.inject({
        method: "POST",
        url: "/api/register/initiate",
        payload: { flowType: "register" },
        headers: browserCookie,
      });
      const { url } = started.json<{ url: string }>();
      expect((await requestObjectOf(url)).params.acr_values).toBe(ACR_HIGH);
      const { callbackUrl } = await visitSandboxBank(app, url, "kalle-kotilainen");
      const back = new URL(callbackUrl);
      const res = await app.inject({
        method: "GET",
        url: `${back.pathname}${back.search}`,
        headers: browserCookie,
      });
      const landing = new URL(String(res.headers.location));
      expect(landing.searchParams.get("registerSessionId")).toBeNull();
      expect(landing.searchParams.get("error")).toBe("IDENTIFICATION_FAILED");
    } finally {
      await app.close();
      await drop();
    }
  });
});
