import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/accounts.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { lastOutboxMessage } from "../../test/outbox.ts";

const TENANT = "muuttanut.pois@example.fi";
const UNCONFIRMED = "vahvistamaton@example.fi";

describe.each(embeddedDatabase)("the language of mail on $name", (target) => {
  const t = useTestApp(target);
  const post = (url: string, payload: object, language?: string) =>
    t.app.inject({ method: "POST", url, payload, headers: language ? { "accept-language": language } : {} });
  const languageOf = async (recipient: string, template: string) =>
    (await lastOutboxMessage(t.database.db, recipient, template))?.language;

  it("follows the language the tenant last signed in with, also for mail asked without signing in", async () => {
    await post("/api/forgot-password/code", { username: TENANT });
    expect(await languageOf(TENANT, "password-reset-code")).toBe("fi");

    expect(
      (await post("/api/login", { username: TENANT, password: DEMO_PASSWORD }, "en-GB,en;q=0.8")).statusCode,
    ).toBe(200);
    await post("/api/forgot-password/code", { username: TENANT });
    expect(await languageOf(TENANT, "password-reset-code")).toBe("en");

    // A client that names no language we have leaves the choice as it was.
    expect(
      (await post("/api/login", { username: TENANT, password: DEMO_PASSWORD }, "de-DE")).statusCode,
    ).toBe(200);
    await post("/api/forgot-password/code", { username: TENANT });
    expect(await languageOf(TENANT, "password-reset-code")).toBe("en");

    // Swedish as written in Finland (the web sends its own language, sv).
    expect(
      (await post("/api/login", { username: TENANT, password: DEMO_PASSWORD }, "sv-FI,sv;q=0.9")).statusCode,
    ).toBe(200);
    await post("/api/forgot-password/code", { username: TENANT });
    expect(await languageOf(TENANT, "password-reset-code")).toBe("sv");

    expect((await post("/api/login", { username: TENANT, password: DEMO_PASSWORD }, "fi")).statusCode).toBe(
      200,
    );
    await post("/api/forgot-password/code", { username: TENANT });
    expect(await languageOf(TENANT, "password-reset-code")).toBe("fi");
  });

  it("mails the sign-in code in the language the sign-in is made in", async () => {
    const res = await post("/api/login", { username: UNCONFIRMED, password: DEMO_PASSWORD }, "en");
    expect(res.json()).toEqual({ errorType: "CONFIRMATION_CODE_REQUIRED" });
    expect(await languageOf(UNCONFIRMED, "confirmation-code")).toBe("en");
  });

  it("does not change the language on a wrong password", async () => {
    await post("/api/login", { username: TENANT, password: "Vaara-Arvaus-1" }, "en");
    await post("/api/forgot-password/code", { username: TENANT });
    expect(await languageOf(TENANT, "password-reset-code")).toBe("fi");
  });
});
