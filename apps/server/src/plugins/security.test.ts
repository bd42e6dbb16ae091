import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../seed/accounts.ts";
import { embeddedDatabase } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";

describe.each(embeddedDatabase)("API caching on $name", (target) => {
  const t = useTestApp(target);
  const email = DEMO_ACCOUNTS[0]!.email;

  it("forbids storing the answer that carries a session id", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("forbids storing personal data, errors and unknown API paths alike", async () => {
    const session = await t.login(email);
    for (const [url, headers] of [
      ["/api/profile", t.bearer(session)],
      ["/api/profile", {}],
      ["/api/health", {}],
      ["/api/no-such-route", {}],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });
});
