import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { committeeForms } from "../../db/schema/committees.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { countOutboxMessages, lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { AINO, ASTA, client, KALLE, lastReviewToken, MODERATOR } from "./committee-forms-test-client.ts";

interface Row {
  kind: string;
  id: string;
  subject: string;
  state: string;
  category: string;
}

describe.each(embeddedDatabase)("committee forms in the staff queue on $name", (target) => {
  const t = useTestApp(target);
  const c = client(t);
  const as = async (email: typeof MODERATOR | typeof KALLE | typeof ASTA) =>
    t.bearer(await staffSession(t, email));
  const queue = async (query: string, email: typeof MODERATOR | typeof KALLE = MODERATOR) =>
    (
      await t.app.inject({ method: "GET", url: `/api/staff/queue?${query}`, headers: await as(email) })
    ).json() as { items: Row[]; total: number };
  const staffCall = async (
    email: typeof MODERATOR | typeof KALLE | typeof ASTA,
    id: string,
    decision: "approve" | "reject",
    reason?: unknown,
  ) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/staff/committee-forms/${id}/${decision}`,
      headers: await as(email),
      ...(decision === "reject" ? { payload: { reason } } : {}),
    });
  const stateOf = async (id: string) =>
    (
      await t.database.db
        .select({ state: committeeForms.formState, reason: committeeForms.rejectionReason })
        .from(committeeForms)
        .where(eq(committeeForms.id, id))
    )[0]!;

  it("lists forms awaiting approval and decided ones, never drafts, and filters by kind and state", async () => {
    const draft = await c.createMinutes();
    const published = await c.createMinutes();
    await c.send("PATCH", `/api/notices/${published}`);
    const all = await queue("kind=committee-forms&limit=100");
    const ids = all.items.map((i) => i.id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    expect(all.items.every((i) => i.kind === "committee-forms" && i.state !== "Draft")).toBe(true);
    const waiting = await queue("kind=committee-forms&state=AwaitingApproval&limit=100");
    expect(waiting.items.find((i) => i.id === published)).toMatchObject({
      subject: "Syyskokous",
      category: "MeetingMinutes",
      state: "AwaitingApproval",
    });
    // The seeded action plan awaiting approval is listed by its year.
    expect(waiting.items.some((i) => i.category === "ActionPlan" && /^\d{4}$/.test(i.subject))).toBe(true);
    expect((await queue("kind=committee-forms&state=Draft")).items).toEqual([]);
    expect((await queue("kind=committee-forms&q=Syyskokous")).items.map((i) => i.id)).toContain(published);
    // The summary counts the open ones (drafts are not).
    const summary = (
      await t.app.inject({ method: "GET", url: "/api/staff/queue/summary", headers: await as(MODERATOR) })
    ).json() as { kinds: { kind: string; open: number }[] };
    expect(summary.kinds.find((k) => k.kind === "committee-forms")?.open).toBe(waiting.total);
    // The queue's shared state move does not decide a form: its own calls do.
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/staff/queue/committee-forms/${published}/state`,
      headers: await as(MODERATOR),
      payload: { from: "AwaitingApproval", to: "Published" },
    });
    expect(moved.statusCode).toBe(404);
    expect((await stateOf(published)).state).toBe("AwaitingApproval");
  });

  it("approves from the staff side: the author's mail, the review link dead, a second decision 409", async () => {
    const id = await c.createMinutes();
    await c.send("PATCH", `/api/notices/${id}`);
    const token = await lastReviewToken(t);
    const form = (
      await t.app.inject({
        method: "GET",
        url: `/api/staff/committee-forms/${id}`,
        headers: await as(MODERATOR),
      })
    ).json().data;
    expect(form).toMatchObject({
      id,
      formType: "MeetingMinutes",
      formState: "AwaitingApproval",
      awaitingDecision: true,
    });
    const before = await countOutboxMessages(t.database.db, AINO, "form-approved");
    const approved = await staffCall(MODERATOR, id, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ data: { id, formState: "Published" } });
    expect(await countOutboxMessages(t.database.db, AINO, "form-approved")).toBe(before + 1);
    // The mailed link is dead now.
    expect((await t.app.inject({ method: "GET", url: `/api/form-review/${token}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/form-review/approve/${token}` })).statusCode,
    ).toBe(404);
    // Stale: the page saw it awaiting, it is decided now.
    const again = await staffCall(MODERATOR, id, "reject", "Myöhässä");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "STALE_STATE" });
    expect((await stateOf(id)).state).toBe("Published");
  });

  it("rejects with a reason, mailed to the author; a reason is required", async () => {
    const id = await c.createMinutes();
    await c.send("PATCH", `/api/notices/${id}`);
    const token = await lastReviewToken(t);
    const empty = await staffCall(KALLE, id, "reject", "  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ reason: "validation.required" });
    expect((await staffCall(KALLE, id, "reject", 42)).statusCode).toBe(400);
    expect((await staffCall(KALLE, id, "reject", "x".repeat(2001))).statusCode).toBe(400);
    const rejected = await staffCall(KALLE, id, "reject", "Pöytäkirjasta puuttuu allekirjoitus <b>");
    expect(rejected.json()).toEqual({ data: { id, formState: "Rejected" } });
    expect(await stateOf(id)).toEqual({
      state: "Rejected",
      reason: "Pöytäkirjasta puuttuu allekirjoitus <b>",
    });
    const mail = await lastOutboxMessage(t.database.db, AINO, "form-rejected");
    expect(mail?.data.reason).toBe("Pöytäkirjasta puuttuu allekirjoitus <b>");
    expect((await t.app.inject({ method: "GET", url: `/api/form-review/${token}` })).statusCode).toBe(404);
  });

  it("refuses a role without forms.review (403), another building's form and a draft (404), a bad id (400)", async () => {
    const id = await c.createMinutes();
    expect((await staffCall(MODERATOR, id, "approve")).statusCode).toBe(404);
    await c.send("PATCH", `/api/notices/${id}`);
    expect((await staffCall(ASTA, id, "approve")).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/staff/committee-forms/${id}`,
          headers: await as(ASTA),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/staff/committee-forms/${id}/approve` })).statusCode,
    ).toBe(401);
    // The form moves to a building Kalle does not see.
    const [tapiola] = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.name, "Tapiolan Kotipuisto"));
    await t.database.db
      .update(committeeForms)
      .set({ buildingId: tapiola!.id })
      .where(eq(committeeForms.id, id));
    expect((await staffCall(KALLE, id, "approve")).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/staff/committee-forms/${id}`,
          headers: await as(KALLE),
        })
      ).statusCode,
    ).toBe(404);
    expect((await queue("kind=committee-forms&limit=100", KALLE)).items.map((i) => i.id)).not.toContain(id);
    expect((await stateOf(id)).state).toBe("AwaitingApproval");
    expect((await staffCall(MODERATOR, "not-a-uuid", "approve")).statusCode).toBe(400);
    expect((await staffCall(MODERATOR, crypto.randomUUID(), "approve")).statusCode).toBe(404);
  });
});
