import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerNumberOf, isCustomerNumber } from "@portal/schemas/customer-number.rules";
import { profileViewingsResponse } from "@portal/schemas/impersonation";
import { IMPERSONATION_PAGE } from "@portal/schemas/impersonation.constants";
import { sessionResponse } from "@portal/schemas/session";
import { impersonationAudit } from "../../db/schema/impersonation.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { staffBuildings, staffMembers, staffRoles } from "../../db/schema/staff.ts";
import { visitSandboxBank } from "../../sandbox/idp/idp-test-driver.ts";
import type { TestStaffId } from "../../sandbox/idp/test-staff.ts";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { IMPERSONATION_COOKIE } from "./impersonation.routes.ts";

const AINO = "aino.asukas@example.fi";
const AINO_CODE = "150385-912E";
const VILLE_CODE = "220790-9335";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const MATTI = "matti.huolto@kotikallio.example.fi";
const BROWSER = "impersonation-test-browser-0123456789abcdef";
const OTHER_BROWSER = "another-browser-binding-value-0123456789abc";
const cookieOf = (value: string) => ({ cookie: `${IMPERSONATION_COOKIE}=${value}` });
const pathOf = (url: string) => {
  const u = new URL(url, "http://localhost");
  return `${u.pathname}${u.search}`;
};

describe.each(testDatabases)("read-only impersonation on $name", (target) => {
  const t = useTestApp(target);
  const db = () => t.database.db;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? t.bearer(token) : {} });

  const ainoId = async () => {
    const [row] = await db()
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, AINO));
    return row!.id;
  };
  const customerNumber = async (email: string) => {
    const [row] = await db()
      .select({ n: userAccounts.customerNumber })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    return row!.n;
  };
  const initiate = async (token: string, body: Record<string, unknown>, browser = BROWSER) =>
    t.app.inject({
      method: "POST",
      url: "/api/impersonate/initiate",
      headers: { ...t.bearer(token), ...cookieOf(browser) },
      payload: body,
    });
  const validBody = async (reason = "Asukas soitti laskustaan") => ({
    ssn: AINO_CODE,
    email: ASTA,
    targetTenantId: await customerNumber(AINO),
    reason,
  });
  /** Initiates as Asta, proves `who` at the sandbox provider, and follows the return: the page's query. */
  const throughProvider = async (staffToken: string, who: TestStaffId = "staff-asta", browser = BROWSER) => {
    const res = await initiate(staffToken, await validBody(), browser);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(new URL(url).searchParams.get("login_hint")).toBe(ASTA);
    expect(new URL(url).searchParams.get("prompt")).toBe("login");
    const { callbackUrl } = await visitSandboxBank(t.app, url, who);
    const back = await t.app.inject({ method: "GET", url: pathOf(callbackUrl), headers: cookieOf(browser) });
    expect(back.statusCode).toBe(302);
    const location = new URL(String(back.headers.location), "http://localhost");
    expect(location.pathname).toBe(IMPERSONATION_PAGE);
    return Object.fromEntries(location.searchParams);
  };
  const login = (staffToken: string, nonce: string, browser = BROWSER) =>
    t.app.inject({
      method: "POST",
      url: "/api/impersonate/login",
      headers: { ...t.bearer(staffToken), ...cookieOf(browser) },
      payload: { nonce },
    });
  const startViewing = async (staffToken: string) => {
    const { nonce } = await throughProvider(staffToken);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await login(staffToken, nonce!);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { sessionId: string }).sessionId;
  };
  const auditRows = async (userId: string) =>
    db()
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.userId, userId))
      .orderBy(asc(impersonationAudit.id));

  it("start to end: the identity provider, the nonce, a read-only session of both persons, and the audit log", async () => {
    const staffToken = await staffSession(t, ASTA);
    const userId = await ainoId();
    const before = (await auditRows(userId)).length;
    const token = await startViewing(staffToken);

    const session = sessionResponse.parse((await get("/api/session", token)).json());
    expect(session).toMatchObject({
      kind: "impersonation",
      impersonation: { staffName: "Asta Asiakaspalvelu" },
    });
    expect((await get("/api/profile?secret=abc", token)).statusCode).toBe(200);
    const write = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: t.bearer(token),
      payload: { newsletter: true },
    });
    expect([write.statusCode, write.json().error]).toEqual([403, "IMPERSONATION_READ_ONLY"]);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: t.bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await get("/api/profile", token)).statusCode).toBe(401);

    const rows = (await auditRows(userId)).slice(before);
    // The refused write is in the log too: its method and path, never its body.
    expect(rows.map((r) => [r.event, r.method, r.path, r.cause])).toEqual([
      ["start", null, null, null],
      ["read", null, "/api/session", null],
      ["read", null, "/api/profile", null],
      ["refused", "PATCH", "/api/profile", null],
      ["end", null, null, "logout"],
    ]);
    const [asta] = await db().select().from(staffMembers).where(eq(staffMembers.email, ASTA));
    for (const row of rows)
      expect(row).toMatchObject({
        viewingId: rows[0]!.viewingId,
        staffId: asta!.id,
        staffName: "Asta Asiakaspalvelu",
        staffRoles: ["customer_service"],
        userId,
        reason: "Asukas soitti laskustaan",
      });

    // Aino sees the viewing on her profile: who by name and role, never an email, and why.
    const aino = await t.login(AINO);
    const list = profileViewingsResponse.parse((await get("/api/profile/viewings", aino)).json());
    expect(list.viewings[0]).toMatchObject({
      staffName: "Asta Asiakaspalvelu",
      staffRoles: ["customer_service"],
      reason: "Asukas soitti laskustaan",
      startedAt: START.toISOString(),
      endedAt: START.toISOString(),
    });
    expect(JSON.stringify(list)).not.toContain("@");
  });

  it("the audit log refuses UPDATE, DELETE and TRUNCATE", async () => {
    const staffToken = await staffSession(t, ASTA);
    await startViewing(staffToken);
    await expect(db().execute(sql`update impersonation_audit set reason = 'x'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from impersonation_audit`)).rejects.toThrow();
    await expect(db().execute(sql`truncate impersonation_audit`)).rejects.toThrow();
  });

  it("a viewing ends after 30 minutes, and the end is in the log", async () => {
    const staffToken = await staffSession(t, ASTA);
    const token = await startViewing(staffToken);
    t.clock.now = new Date(START.getTime() + 30 * 60_000 + 1000);
    try {
      expect((await get("/api/profile", token)).statusCode).toBe(401);
    } finally {
      t.clock.now = new Date(START);
    }
    const rows = await auditRows(await ainoId());
    expect(rows.at(-1)).toMatchObject({ event: "end", cause: "expired" });
  });

  it("refuses a nonce used twice, after 5 minutes, from another browser or another staff member", async () => {
    const staffToken = await staffSession(t, ASTA);
    const { nonce } = await throughProvider(staffToken);
    expect((await login(staffToken, nonce!)).statusCode).toBe(200);
    const twice = await login(staffToken, nonce!);
    expect([twice.statusCode, twice.json()]).toEqual([401, { error: "IMPERSONATION_NONCE_INVALID" }]);

    const late = await throughProvider(staffToken);
    t.clock.now = new Date(START.getTime() + 5 * 60_000 + 1000);
    try {
      const res = await login(staffToken, late.nonce!);
      expect([res.statusCode, res.json()]).toEqual([401, { error: "IMPERSONATION_NONCE_EXPIRED" }]);
    } finally {
      t.clock.now = new Date(START);
    }

    const elsewhere = await throughProvider(staffToken);
    const other = await login(staffToken, elsewhere.nonce!, OTHER_BROWSER);
    expect([other.statusCode, other.json()]).toEqual([401, { error: "IMPERSONATION_NONCE_INVALID" }]);
    // Used up by the wrong browser's try.
    expect((await login(staffToken, elsewhere.nonce!)).statusCode).toBe(401);

    const someoneElses = await throughProvider(staffToken);
    const admin = await staffSession(t, "ylla.pitaja@kotikallio.example.fi");
    expect((await login(admin, someoneElses.nonce!)).statusCode).toBe(401);

    const malformed = await login(staffToken, "short");
    expect(malformed.statusCode).toBe(400);
  });

  it("the provider's return in another browser, twice, or naming someone else gives no nonce", async () => {
    const staffToken = await staffSession(t, ASTA);
    const res = await initiate(staffToken, await validBody());
    const { callbackUrl } = await visitSandboxBank(t.app, (res.json() as { url: string }).url, "staff-asta");
    const other = await t.app.inject({
      method: "GET",
      url: pathOf(callbackUrl),
      headers: cookieOf(OTHER_BROWSER),
    });
    expect(other.headers.location).toBe(`${IMPERSONATION_PAGE}?error=IMPERSONATION_FAILED`);
    const again = await t.app.inject({ method: "GET", url: pathOf(callbackUrl), headers: cookieOf(BROWSER) });
    expect(again.headers.location).toBe(`${IMPERSONATION_PAGE}?error=IMPERSONATION_FAILED`);

    const mismatch = await throughProvider(staffToken, "staff-ylla");
    expect(mismatch).toEqual({ error: "IMPERSONATION_IDENTITY_MISMATCH" });

    // Asta is bound to another account at the provider than the one naming her email now.
    await db()
      .update(staffMembers)
      .set({ oidcSubject: "astas-own-account" })
      .where(eq(staffMembers.email, ASTA));
    try {
      expect(await throughProvider(staffToken, "staff-asta")).toEqual({
        error: "IMPERSONATION_IDENTITY_MISMATCH",
      });
    } finally {
      await db().update(staffMembers).set({ oidcSubject: null }).where(eq(staffMembers.email, ASTA));
    }
  });

  it("an identity code of someone else, an unknown customer number and another tenant's get one and the same refusal", async () => {
    const staffToken = await staffSession(t, ASTA);
    const body = await validBody();
    const [{ n: last }] = (
      (await db().execute(sql`select max(customer_number) as n from user_accounts`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    const answers = [];
    for (const change of [
      { ssn: VILLE_CODE },
      // A well-formed number no tenant has: the next one the database would give.
      { targetTenantId: customerNumberOf(Math.floor(last / 10) + 1) },
      { targetTenantId: await customerNumber("ville.vuokralainen@example.fi") },
      { ssn: "010101-123N" },
    ]) {
      const res = await initiate(staffToken, { ...body, ...change });
      answers.push([res.statusCode, res.body]);
    }
    expect(answers).toEqual(Array(4).fill([404, JSON.stringify({ error: "NOT_FOUND" })]));
    // The same code in lower case and with spaces is the same code; the number may come as its digits.
    const spaced = await initiate(staffToken, {
      ...body,
      ssn: ` ${AINO_CODE.toLowerCase()} `,
      targetTenantId: ` ${String(body.targetTenantId).replace(/^(\d{3})/, "$1 ")} `,
    });
    expect(spaced.statusCode, spaced.body).toBe(200);
  });

  it("every tenant has a customer number with its check digit, on the profile, the database's rule the forms' own", async () => {
    const rows = await db().select({ n: userAccounts.customerNumber }).from(userAccounts);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !isCustomerNumber(r.n))).toEqual([]);
    expect(new Set(rows.map((r) => r.n)).size).toBe(rows.length);
    for (const running of [100_001, 123_456, 999_999, 1_234_567]) {
      const [row] = (
        (await db().execute(sql`select customer_number_with_check(${running}) as n`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect([running, Number(row!.n)]).toEqual([running, customerNumberOf(running)]);
    }
    const profile = await get("/api/profile", await t.login(AINO));
    expect(profile.json().customerNumber).toBe(await customerNumber(AINO));
  });

  it("refuses an email not the staff member's own, bad input, a reason too long or missing", async () => {
    const staffToken = await staffSession(t, ASTA);
    const body = await validBody();
    const other = await initiate(staffToken, { ...body, email: MATTI });
    expect([other.statusCode, other.json()]).toEqual([403, { error: "IMPERSONATION_EMAIL_NOT_OWN" }]);
    const upper = await initiate(staffToken, { ...body, email: ASTA.toUpperCase() });
    expect(upper.statusCode).toBe(200);
    for (const [change, field] of [
      [{ reason: "" }, "reason"],
      [{ reason: "x".repeat(501) }, "reason"],
      [{ targetTenantId: 12 }, "targetTenantId"],
      // A digit misheard: the check digit does not match.
      [
        {
          targetTenantId: body.targetTenantId - (body.targetTenantId % 10) + ((body.targetTenantId + 1) % 10),
        },
        "targetTenantId",
      ],
      [{ targetTenantId: "00000000-0000-4000-8000-000000000000" }, "targetTenantId"],
      [{ targetTenantId: "" }, "targetTenantId"],
      [{ email: "not-an-email" }, "email"],
      [{ ssn: "x".repeat(100) }, "ssn"],
    ] as const) {
      const res = await initiate(staffToken, { ...body, ...change });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });

  it("a role without the permission is 403, a tenant 401, and a viewing cannot start another", async () => {
    const body = await validBody();
    const maintenance = await initiate(await staffSession(t, MATTI), { ...body, email: MATTI });
    expect([maintenance.statusCode, maintenance.json().error]).toEqual([403, "FORBIDDEN"]);
    const tenant = await initiate(await t.login(AINO), body);
    expect([tenant.statusCode, tenant.json().error]).toEqual([401, "UNAUTHORIZED"]);
    const none = await t.app.inject({ method: "POST", url: "/api/impersonate/initiate", payload: body });
    expect(none.statusCode).toBe(401);

    const viewing = await staffSession(t, ASTA, AINO);
    const inside = await initiate(viewing, body);
    expect([inside.statusCode, inside.json().error]).toEqual([403, "IMPERSONATION_READ_ONLY"]);
    const insideLogin = await login(viewing, "x".repeat(43));
    expect([insideLogin.statusCode, insideLogin.json().error]).toEqual([403, "IMPERSONATION_READ_ONLY"]);
  });

  it("refuses the login when the staff member lost the permission meanwhile", async () => {
    const staffToken = await staffSession(t, ASTA);
    const { nonce } = await throughProvider(staffToken);
    const [asta] = await db().select().from(staffMembers).where(eq(staffMembers.email, ASTA));
    await db().update(staffRoles).set({ role: "maintenance" }).where(eq(staffRoles.staffId, asta!.id));
    try {
      const res = await login(staffToken, nonce!);
      expect([res.statusCode, res.json().error]).toEqual([403, "FORBIDDEN"]);
    } finally {
      await db().update(staffRoles).set({ role: "customer_service" }).where(eq(staffRoles.staffId, asta!.id));
    }
  });

  /** Limits Asta to the named building (or gives her every building back, with null). */
  const limitAsta = async (buildingName: string | null) => {
    const [asta] = await db().select().from(staffMembers).where(eq(staffMembers.email, ASTA));
    await db().delete(staffBuildings).where(eq(staffBuildings.staffId, asta!.id));
    await db()
      .update(staffMembers)
      .set({ allBuildings: buildingName === null })
      .where(eq(staffMembers.id, asta!.id));
    if (buildingName === null) return;
    const [building] = await db().select().from(buildings).where(eq(buildings.name, buildingName));
    await db().insert(staffBuildings).values({ staffId: asta!.id, buildingId: building!.id });
  };

  it("a staff member limited to another building can neither start, log in to nor keep a viewing of the tenant", async () => {
    const staffToken = await staffSession(t, ASTA);
    try {
      // Aino lives in Kirsikkapiha: Asta of Tikkurilan Lähde only is told what an unknown tenant gets.
      await limitAsta("Tikkurilan Lähde");
      const refused = await initiate(staffToken, await validBody());
      expect([refused.statusCode, refused.body]).toEqual([404, JSON.stringify({ error: "NOT_FOUND" })]);
      await limitAsta("Kirsikkapiha");
      expect((await initiate(staffToken, await validBody())).statusCode).toBe(200);

      // Limited between the provider's return and the login: no viewing.
      const { nonce } = await throughProvider(staffToken);
      await limitAsta("Tikkurilan Lähde");
      const login_ = await login(staffToken, nonce!);
      expect([login_.statusCode, login_.json()]).toEqual([403, { error: "FORBIDDEN" }]);

      // Limited while viewing: the next request ends the viewing, and its end says why.
      await limitAsta(null);
      const token = await startViewing(staffToken);
      expect((await get("/api/profile", token)).statusCode).toBe(200);
      await limitAsta("Tikkurilan Lähde");
      expect((await get("/api/profile", token)).statusCode).toBe(401);
      await limitAsta(null);
      expect((await get("/api/profile", token)).statusCode).toBe(401);
      const rows = await auditRows(await ainoId());
      expect(rows.at(-1)).toMatchObject({ event: "end", cause: "revoked" });
    } finally {
      await limitAsta(null);
    }
  });

  it("a running viewing ends at the first request after its staff member lost the permission", async () => {
    const staffToken = await staffSession(t, ASTA);
    const token = await startViewing(staffToken);
    const [asta] = await db().select().from(staffMembers).where(eq(staffMembers.email, ASTA));
    await db().update(staffRoles).set({ role: "maintenance" }).where(eq(staffRoles.staffId, asta!.id));
    try {
      expect((await get("/api/profile", token)).statusCode).toBe(401);
    } finally {
      await db().update(staffRoles).set({ role: "customer_service" }).where(eq(staffRoles.staffId, asta!.id));
    }
    // Given back, the permission does not bring the ended viewing back.
    expect((await get("/api/profile", token)).statusCode).toBe(401);
    const rows = await auditRows(await ainoId());
    expect(rows.at(-1)).toMatchObject({ event: "end", cause: "revoked" });
  });

  it("a viewing's session is refused on every registered route but GET and HEAD, signing out excepted", async () => {
    const token = await staffSession(t, ASTA, AINO);
    const writes = t.app.routeAccess.filter((r) => r.method !== "GET" && r.url !== "/api/logout");
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace("*", "x");
      const res = await t.app.inject({
        method: route.method as "POST",
        url,
        headers: t.bearer(token),
        payload: {},
      });
      expect([route.method, url, res.statusCode, res.json().error]).toEqual([
        route.method,
        url,
        403,
        "IMPERSONATION_READ_ONLY",
      ]);
    }
    expect((await get("/api/profile", token)).statusCode).toBe(200);
  });

  it("reading every tenant page while viewing changes nothing in the tenant's account", async () => {
    const userId = await ainoId();
    const [account] = await db().select().from(userAccounts).where(eq(userAccounts.id, userId));
    // Aino's own session, used a while ago: a read by staff must not move its last activity.
    await t.login(AINO);
    const tables = (
      (await db().execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'person_id', 'contract_id', 'id')
          and table_name not in ('impersonation_audit')
        order by table_name, column_name`)) as unknown as {
        rows: { table_name: string; column_name: string }[];
      }
    ).rows;
    const token = await staffSession(t, ASTA, AINO);
    const [viewing] = (
      (await db().execute(sql`select contract_id from sessions where kind = 'impersonation'
        order by created_at desc limit 1`)) as unknown as { rows: { contract_id: string }[] }
    ).rows;
    const ids: Record<string, string> = {
      user_id: userId,
      person_id: account!.personId,
      contract_id: viewing!.contract_id,
    };
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const { table_name, column_name } of tables) {
        const value =
          column_name === "id" && table_name === "user_accounts"
            ? userId
            : column_name === "id" && table_name === "persons"
              ? account!.personId
              : column_name === "id" && table_name === "contracts"
                ? viewing!.contract_id
                : ids[column_name];
        if (
          !value ||
          (column_name === "id" && !["user_accounts", "persons", "contracts"].includes(table_name))
        )
          continue;
        const rows = (
          (await db().execute(
            sql`select to_jsonb(t)::text as row from ${sql.identifier(table_name)} t
              where ${sql.identifier(column_name)}::text = ${value} order by 1`,
          )) as unknown as { rows: { row: string }[] }
        ).rows;
        out[`${table_name}.${column_name}`] = rows.map((r) => r.row);
      }
      return out;
    };
    const before = await snapshot();
    t.clock.now = new Date(START.getTime() + 10 * 60_000);
    try {
      const reads = t.app.routeAccess.filter(
        (r) =>
          r.method === "GET" &&
          r.url.startsWith("/api/") &&
          !r.url.startsWith("/api/staff/") &&
          !r.url.startsWith("/api/impersonate/"),
      );
      expect(reads.length).toBeGreaterThan(20);
      for (const route of reads) {
        const url = route.url.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
        const res = await get(url, token);
        expect([url, res.statusCode < 500]).toEqual([url, true]);
      }
      for (const url of [
        "/api/notifications",
        "/api/profile",
        "/api/apartment",
        "/api/contracts/current",
        "/api/billing/history",
      ])
        expect([url, (await get(url, token)).statusCode]).toEqual([url, 200]);
    } finally {
      t.clock.now = new Date(START);
    }
    expect(await snapshot()).toEqual(before);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    void persons;
  });
});
