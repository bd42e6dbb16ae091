import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lockedTenantsResponse, staffMember, staffMembersResponse } from "@portal/schemas/staff";
import { auditLog } from "../../db/schema/audit.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { DEMO_PASSWORD } from "../../seed/accounts.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { staffSession } from "../../test/staff-sessions.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi" as const;
const KALLE = "kalle.kiinteisto@kotikallio.example.fi" as const;
const YLLA = "ylla.pitaja@kotikallio.example.fi" as const;
const LOCKED = "lukittu.asukas@example.fi";

describe.each(testDatabases)("the staff administrator's console on $name", (target) => {
  const t = useTestApp(target);
  const request = (method: "GET" | "PUT" | "POST", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.bearer(token), ...(payload === undefined ? {} : { payload }) });
  const members = async (token: string) =>
    staffMembersResponse.parse((await request("GET", "/api/staff/members", token)).json());

  it("lists every staff member with roles and buildings, to administrators only", async () => {
    const ylla = await staffSession(t, YLLA);
    const list = await members(ylla);
    expect(list.members.map((m) => [m.name, m.roles])).toEqual([
      ["Asta Asiakaspalvelu", ["customer_service"]],
      ["Kalle Kiinteistö", ["property_manager"]],
      ["Matti Huoltomies", ["maintenance"]],
      ["Mirja Moderaattori", ["moderator"]],
      ["Ylla Pitäjä", ["admin"]],
    ]);
    expect(list.members.find((m) => m.name === "Kalle Kiinteistö")?.buildings.map((b) => b.name)).toEqual([
      "Kirsikkapiha",
      "Tikkurilan Lähde",
    ]);
    expect(list.buildings.length).toBeGreaterThan(2);
    for (const email of [ASTA, KALLE]) {
      const res = await request("GET", "/api/staff/members", await staffSession(t, email));
      expect(res.statusCode).toBe(403);
    }
  });

  it("changes a member's roles and buildings, with an audit row per change", async () => {
    const ylla = await staffSession(t, YLLA);
    const list = await members(ylla);
    const kalle = list.members.find((m) => m.email === KALLE)!;
    const yllaId = list.members.find((m) => m.email === YLLA)!.id;
    const building = list.buildings.find((b) => b.name === "Kirsikkapiha")!;
    const res = await request("PUT", `/api/staff/members/${kalle.id}`, ylla, {
      roles: ["property_manager", "maintenance"],
      allBuildings: false,
      buildingIds: [building.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffMember.parse(res.json())).toMatchObject({
      roles: expect.arrayContaining(["property_manager", "maintenance"]),
      buildings: [building],
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff_member_changed"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.details).toMatchObject({
      staffId: yllaId,
      memberId: kalle.id,
      before: { roles: ["property_manager"], allBuildings: false },
      after: { roles: ["property_manager", "maintenance"], buildingIds: [building.id] },
    });
    // The new roles hold at Kalle's next request.
    const me = await request("GET", "/api/staff/me", await staffSession(t, KALLE));
    expect(me.json().roles).toEqual(expect.arrayContaining(["maintenance"]));
    // Back as it was.
    const back = await request("PUT", `/api/staff/members/${kalle.id}`, ylla, {
      roles: ["property_manager"],
      allBuildings: false,
      buildingIds: kalle.buildings.map((b) => b.id),
    });
    expect(back.statusCode).toBe(200);
  });

  it("refuses a role change by anyone but an administrator (403)", async () => {
    const list = await members(await staffSession(t, YLLA));
    const kalle = list.members.find((m) => m.email === KALLE)!;
    for (const email of [ASTA, KALLE]) {
      const res = await request("PUT", `/api/staff/members/${kalle.id}`, await staffSession(t, email), {
        roles: ["admin"],
        allBuildings: true,
        buildingIds: [],
      });
      expect([email, res.statusCode]).toEqual([email, 403]);
    }
    const tenant = await request(
      "PUT",
      `/api/staff/members/${kalle.id}`,
      await t.login("aino.asukas@example.fi"),
      {
        roles: ["admin"],
        allBuildings: true,
        buildingIds: [],
      },
    );
    expect(tenant.statusCode).toBe(401);
  });

  it("two administrators demoting each other at once: one change wins, the other is 409 LAST_ADMIN", async () => {
    const ylla = await staffSession(t, YLLA);
    const list = await members(ylla);
    const yllaId = list.members.find((m) => m.email === YLLA)!.id;
    const kalle = list.members.find((m) => m.email === KALLE)!;
    const kalleAccess = { allBuildings: false, buildingIds: kalle.buildings.map((b) => b.id) };
    const made = await request("PUT", `/api/staff/members/${kalle.id}`, ylla, {
      roles: ["property_manager", "admin"],
      ...kalleAccess,
    });
    expect(made.statusCode, made.body).toBe(200);
    const kalleToken = await staffSession(t, KALLE);
    const admins = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from staff_roles r
          join staff_members m on m.id = r.staff_id where r.role = 'admin' and m.active`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const both = () =>
      Promise.all([
        request("PUT", `/api/staff/members/${kalle.id}`, ylla, {
          roles: ["property_manager"],
          ...kalleAccess,
        }),
        request("PUT", `/api/staff/members/${yllaId}`, kalleToken, {
          roles: ["customer_service"],
          allBuildings: true,
          buildingIds: [],
        }),
      ]);
    try {
      // On PostgreSQL the two changes truly overlap: both members' rows are held meanwhile, so each
      // change has read what it reads before either can write, unless it waits for the other first.
      let racing: ReturnType<typeof both> | undefined;
      if (target.name === "postgres")
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from staff_members where id in (${kalle.id}, ${yllaId}) for update`);
          racing = both();
          // Until both wait (for the rows, or one for the other's lock); then the rows go.
          for (let i = 0; i < 500; i++) {
            const waiting = (
              (await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
                rows: { n: number }[];
              }
            ).rows[0]!.n;
            if (waiting >= 2) break;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        });
      const [byYlla, byKalle] = await (racing ?? both());
      const answers = [byYlla, byKalle].map((r) => [r.statusCode, r.statusCode === 200 ? null : r.json()]);
      expect(answers).toEqual(
        expect.arrayContaining([
          [200, null],
          [409, { error: "LAST_ADMIN" }],
        ]),
      );
      expect(await admins()).toBe(1);
    } finally {
      // Back as it was: Ylla the administrator, Kalle a property manager.
      if ((await request("GET", "/api/staff/members", ylla)).statusCode !== 200)
        await request("PUT", `/api/staff/members/${yllaId}`, kalleToken, {
          roles: ["admin"],
          allBuildings: true,
          buildingIds: [],
        });
      await request("PUT", `/api/staff/members/${kalle.id}`, ylla, {
        roles: ["property_manager"],
        ...kalleAccess,
      });
    }
    expect(await admins()).toBe(1);
  });

  it("refuses an administrator removing their own admin role, and bad changes", async () => {
    const ylla = await staffSession(t, YLLA);
    const list = await members(ylla);
    const self = list.members.find((m) => m.email === YLLA)!;
    const own = await request("PUT", `/api/staff/members/${self.id}`, ylla, {
      roles: ["customer_service"],
      allBuildings: true,
      buildingIds: [],
    });
    expect([own.statusCode, own.json()]).toEqual([409, { error: "OWN_ADMIN_ROLE" }]);
    // Keeping admin while adding another role is fine.
    const keep = await request("PUT", `/api/staff/members/${self.id}`, ylla, {
      roles: ["admin", "customer_service"],
      allBuildings: true,
      buildingIds: [],
    });
    expect(keep.statusCode).toBe(200);
    await request("PUT", `/api/staff/members/${self.id}`, ylla, {
      roles: ["admin"],
      allBuildings: true,
      buildingIds: [],
    });

    const kalle = list.members.find((m) => m.email === KALLE)!;
    const cases: [object, number][] = [
      [{ roles: [], allBuildings: true, buildingIds: [] }, 400],
      [{ roles: ["chief"], allBuildings: true, buildingIds: [] }, 400],
      [{ roles: ["admin", "admin"], allBuildings: true, buildingIds: [] }, 400],
      [{ roles: ["admin"], allBuildings: false, buildingIds: ["not-a-uuid"] }, 400],
      [{ roles: ["admin"], allBuildings: false, buildingIds: ["00000000-0000-4000-8000-000000000000"] }, 400],
      [{ roles: ["admin"], allBuildings: true, buildingIds: [], extra: 1 }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await request("PUT", `/api/staff/members/${kalle.id}`, ylla, payload);
      expect([payload, res.statusCode]).toEqual([payload, status]);
    }
    const unknown = await request("PUT", "/api/staff/members/00000000-0000-4000-8000-000000000000", ylla, {
      roles: ["admin"],
      allBuildings: true,
      buildingIds: [],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await request("PUT", "/api/staff/members/nope", ylla, {})).statusCode).toBe(400);
  });

  it("unlocks a tenant account locked after 100 failures", async () => {
    const ylla = await staffSession(t, YLLA);
    const [account] = await t.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, LOCKED));
    const locked = lockedTenantsResponse.parse(
      (await request("GET", "/api/staff/tenants/locked", ylla)).json(),
    );
    expect(locked.tenants.map((x) => x.email)).toContain(LOCKED);

    const asta = await request(
      "POST",
      `/api/staff/tenants/${account!.id}/unlock`,
      await staffSession(t, ASTA),
    );
    expect(asta.statusCode).toBe(403);
    const before = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: LOCKED, password: DEMO_PASSWORD },
    });
    expect(before.statusCode).toBe(401);

    const res = await request("POST", `/api/staff/tenants/${account!.id}/unlock`, ylla);
    expect([res.statusCode, res.json()]).toEqual([200, { unlocked: true }]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "account_unlocked"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ userId: account!.id, details: { by: "staff" } });
    expect(await t.login(LOCKED)).toBeTruthy();

    const again = await request("POST", `/api/staff/tenants/${account!.id}/unlock`, ylla);
    expect(again.json()).toEqual({ unlocked: false });
    const unknown = await request(
      "POST",
      "/api/staff/tenants/00000000-0000-4000-8000-000000000000/unlock",
      ylla,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await request("POST", "/api/staff/tenants/x/unlock", ylla)).statusCode).toBe(400);
    const listed = lockedTenantsResponse.parse(
      (await request("GET", "/api/staff/tenants/locked", ylla)).json(),
    );
    expect(listed.tenants.map((x) => x.email)).not.toContain(LOCKED);
  });
});
