import { describe, expect, it } from "vitest";
import { sessionResponse } from "@portal/schemas/session";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { ROLE_PERMISSIONS } from "@portal/schemas/staff.constants";

describe.each(testDatabases)("session on $name", (target) => {
  const t = useTestApp(target);

  it("answers 401 without a session, with an unknown one and after sign-out", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/session" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: "UNAUTHORIZED" });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: t.bearer("x".repeat(43)),
    });
    expect(unknown.statusCode).toBe(401);
    const token = await t.login("aino.asukas@example.fi");
    await t.app.inject({ method: "POST", url: "/api/logout", headers: t.bearer(token) });
    const after = await t.app.inject({ method: "GET", url: "/api/session", headers: t.bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it("tells a signed-in tenant's session apart, with no roles and no impersonation", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: t.bearer(await t.login("aino.asukas@example.fi")),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(sessionResponse.parse(res.json())).toEqual({
      kind: "tenant",
      roles: [],
      permissions: [],
      impersonation: null,
    });
  });

  it("tells a staff member's session and an impersonation apart, with roles, permissions and who is viewing", async () => {
    const staff = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: t.bearer(await staffSession(t, "kalle.kiinteisto@kotikallio.example.fi")),
    });
    expect(sessionResponse.parse(staff.json())).toEqual({
      kind: "staff",
      roles: ["property_manager"],
      permissions: [...ROLE_PERMISSIONS.property_manager],
      impersonation: null,
    });
    const viewing = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: t.bearer(
        await staffSession(t, "asta.asiakaspalvelu@kotikallio.example.fi", "aino.asukas@example.fi"),
      ),
    });
    const info = sessionResponse.parse(viewing.json());
    expect(info).toMatchObject({
      kind: "impersonation",
      roles: ["customer_service"],
      impersonation: { staffName: "Asta Asiakaspalvelu" },
    });
  });
});
