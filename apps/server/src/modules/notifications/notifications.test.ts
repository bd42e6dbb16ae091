import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { closeNotificationResponse, notificationsResponse } from "@portal/schemas/notifications";
import { contractParties, contracts } from "../../db/schema/contracts.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { createNotificationJobs } from "./notifications.job.ts";
import { testDatabases } from "../../test/databases.ts";
import { START, useTestApp } from "../../test/harness.ts";

const AINO = "aino.asukas@example.fi";
const PEKKA = "pekka.puhelin@example.fi";
const DAY = 24 * 60 * 60_000;

describe.each(testDatabases)("notifications on $name", (target) => {
  const t = useTestApp(target);
  const sessions = new Map<string, string>();
  const session = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.login(email));
    return t.bearer(sessions.get(email)!);
  };
  const list = async (email: string) =>
    notificationsResponse.parse(
      (
        await t.app.inject({ method: "GET", url: "/api/notifications", headers: await session(email) })
      ).json(),
    ).notifications;
  const close = async (email: string, id: string) =>
    t.app.inject({ method: "POST", url: `/api/notifications/${id}/close`, headers: await session(email) });
  const contractOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: contracts.id })
      .from(userAccounts)
      .innerJoin(contractParties, eq(contractParties.personId, userAccounts.personId))
      .innerJoin(contracts, and(eq(contracts.id, contractParties.contractId), isNull(contracts.endDate)))
      .where(eq(userAccounts.email, email));
    return row!.id;
  };
  const insert = async (email: string, values: Partial<typeof notifications.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(notifications)
      .values({
        contractId: await contractOf(email),
        priority: "normal",
        category: "normal",
        isCloseable: true,
        createdAt: new Date(START),
        ...values,
      })
      .returning({ id: notifications.id });
    return row!.id;
  };

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/notifications/00000000-0000-4000-8000-000000000000/close",
    });
    expect(res.statusCode).toBe(401);
  });

  it("closing one's own notification keeps it closed, with the first closedAt", async () => {
    const [seeded] = await list(PEKKA);
    expect(seeded).toMatchObject({
      category: "normal",
      priority: "normal",
      isCloseable: true,
      closedAt: null,
    });
    expect(seeded!.notificationMeta?.title?.fi).toBeTruthy();
    expect(seeded!.contractUuid).toBe(await contractOf(PEKKA));

    const first = await close(PEKKA, seeded!.id);
    expect(first.statusCode).toBe(200);
    const { notification } = closeNotificationResponse.parse(first.json());
    expect(notification.closedAt).not.toBeNull();
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const again = closeNotificationResponse.parse((await close(PEKKA, seeded!.id)).json());
    expect(again.notification.closedAt).toBe(notification.closedAt);
    expect((await list(PEKKA)).find((n) => n.id === seeded!.id)?.closedAt).toBe(notification.closedAt);
  });

  it("another contract's notification is 404 to close and absent from the list", async () => {
    const pekkas = await insert(PEKKA);
    const res = await close(AINO, pekkas);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "NOT_FOUND" });
    expect((await list(AINO)).map((n) => n.id)).not.toContain(pekkas);
    expect((await list(PEKKA)).find((n) => n.id === pekkas)?.closedAt).toBeNull();
  });

  it("a malformed id is a 400 and an unknown one a 404, never a 500", async () => {
    for (const id of ["not-a-uuid", "1'%20or%20'1'='1", "00000000-0000-4000-8000-00000000000g"])
      expect((await close(PEKKA, id)).statusCode).toBe(400);
    expect((await close(PEKKA, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("a notification the tenant cannot close answers 409 NOT_CLOSEABLE", async () => {
    await createNotificationJobs({ db: t.database.db, now: () => t.clock.now }).runOnce();
    const arrear = (await list(AINO)).find((n) => n.category === "arrear");
    expect(arrear).toMatchObject({ priority: "important", isCloseable: false, closedAt: null });
    const res = await close(AINO, arrear!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "NOT_CLOSEABLE" });
    expect((await list(AINO)).find((n) => n.id === arrear!.id)?.closedAt).toBeNull();
  });

  it("lists important ones first, then the newest, and drops ones closed over 30 days ago", async () => {
    const at = (days: number) => new Date(t.clock.now.getTime() - days * DAY);
    const older = await insert(PEKKA, { createdAt: at(3) });
    const newer = await insert(PEKKA, { createdAt: at(1) });
    const important = await insert(PEKKA, { createdAt: at(5), priority: "important" });
    const oldClosed = await insert(PEKKA, { createdAt: at(60), closedAt: at(31) });
    const recentClosed = await insert(PEKKA, { createdAt: at(60), closedAt: at(29) });
    const ids = (await list(PEKKA)).map((n) => n.id);
    expect(ids[0]).toBe(important);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).toContain(recentClosed);
    expect(ids).not.toContain(oldClosed);
  });

  it("50 closes at once all answer 200 with one closedAt", async () => {
    const id = await insert(PEKKA);
    const headers = await session(PEKKA);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: "POST", url: `/api/notifications/${id}/close`, headers }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const closedAts = new Set(
      results.map((r) => closeNotificationResponse.parse(r.json()).notification.closedAt),
    );
    expect(closedAts.size).toBe(1);
    expect([...closedAts][0]).not.toBeNull();
  });
});
