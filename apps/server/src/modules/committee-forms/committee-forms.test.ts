import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { committeeForms } from "../../db/schema/committees.ts";
import { buildings } from "../../db/schema/organisations.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { renderMessage } from "../../test/messages.ts";
import { addDays } from "../../lib/dates.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { countOutboxMessages, lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { DEMO_REVIEW_TOKEN } from "../../seed/committee-forms-seed.ts";
import {
  AINO,
  ASTA,
  client,
  KALLE,
  lastReviewToken,
  minutes,
  MODERATOR,
  PEKKA,
  SANNA,
  VILLE,
} from "./committee-forms-test-client.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const guess = () => randomBytes(32).toString("base64url");

describe.each(embeddedDatabase)("resident-committee forms on $name", (target) => {
  const t = useTestApp(target);
  const c = client(t);
  const review = (token: string) => t.app.inject({ method: "GET", url: `/api/form-review/${token}` });
  const approve = (token: string) =>
    t.app.inject({ method: "PATCH", url: `/api/form-review/approve/${token}` });
  const reject = (token: string, reason: unknown) =>
    t.app.inject({ method: "PATCH", url: `/api/form-review/reject/${token}`, payload: { reason } });
  const buildingId = async (name: string) =>
    (await t.database.db.select({ id: buildings.id }).from(buildings).where(eq(buildings.name, name)))[0]!.id;
  const resend = (token: string) => t.app.inject({ method: "POST", url: `/api/form-review/resend/${token}` });

  it("shows a member their committee, role, buildings and allowance; others get none", async () => {
    const aino = (await c.get("/api/committees/mine")).json().data;
    expect(aino).toMatchObject({
      name: "Kirsikkapihan asukastoimikunta",
      role: "chair",
      buildings: [{ id: expect.any(String), name: "Kirsikkapiha" }],
      members: [
        { name: "Aino Asukas", role: "chair" },
        { name: "Ville Vuokralainen", role: "member" },
      ],
      allowance: { year: 2026, allowanceCents: 80_000, usedCents: 0, leftCents: 80_000, overCents: 0 },
    });
    expect((await c.get("/api/committees/mine", VILLE)).json().data.role).toBe("member");
    expect((await c.get("/api/committees/mine", PEKKA)).json()).toEqual({ data: null });
    expect((await c.get("/api/committees/mine", SANNA)).json()).toEqual({ data: null });
    expect((await t.app.inject({ method: "GET", url: "/api/committees/mine" })).statusCode).toBe(401);
  });

  it("lists the seeded forms as their author's own, each with its state", async () => {
    const own = (await c.get("/api/forms")).json().data as {
      formType: string;
      formState: string;
      editable: boolean;
    }[];
    expect(own.map((f) => [f.formType, f.formState, f.editable])).toEqual(
      expect.arrayContaining([
        ["MeetingMinutes", "Published", false],
        ["EventInvite", "Published", false],
        ["ActionPlan", "AwaitingApproval", false],
        ["GeneralExpenseReport", "Draft", true],
      ]),
    );
    // Ville sees the committee's documents by id, but his own list holds only his.
    expect((await c.get("/api/forms", VILLE)).json().data).toEqual([]);
    const minutesId = (own as unknown as { id: string; formType: string }[]).find(
      (f) => f.formType === "MeetingMinutes",
    )!.id;
    expect((await c.get(`/api/forms/${minutesId}`, VILLE)).statusCode).toBe(200);
    expect((await c.get("/api/forms", PEKKA)).json().data).toEqual([]);
  });

  it("refuses a resident on no committee: 403 NOT_COMMITTEE_MEMBER on every write", async () => {
    const create = await c.send(
      "POST",
      "/api/notices/create",
      { formType: "MeetingMinutes", formData: minutes },
      PEKKA,
    );
    expect([create.statusCode, create.json()]).toEqual([403, { error: "NOT_COMMITTEE_MEMBER" }]);
    const id = await c.createMinutes();
    for (const [method, url, body] of [
      ["PUT", `/api/notices/${id}`, { formData: minutes }],
      ["PATCH", `/api/notices/${id}`, undefined],
      ["GET", `/api/forms/${id}`, undefined],
    ] as const) {
      const res = method === "GET" ? await c.get(url, SANNA) : await c.send(method, url, body, SANNA);
      expect([method, res.statusCode, res.json().error]).toEqual([method, 403, "NOT_COMMITTEE_MEMBER"]);
    }
    const anonymous = await t.app.inject({ method: "POST", url: "/api/notices/create", payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it("saves a draft, updates it, publishes it once and keeps it from being edited afterwards", async () => {
    const id = await c.createMinutes();
    const draft = (await c.get(`/api/forms/${id}`)).json().data;
    expect(draft).toMatchObject({
      id,
      formType: "MeetingMinutes",
      formState: "Draft",
      editable: true,
      publishedAt: null,
    });
    expect(draft.formData).toEqual(minutes);

    const changed = { ...minutes, participants: 9, chairperson: "  Aino    Asukas " };
    const put = await c.send("PUT", `/api/notices/${id}`, { formData: changed });
    expect([put.statusCode, put.json()]).toEqual([200, { data: { id, formState: "Draft" } }]);
    // A draft keeps what was typed (trimmed); the name is written as it is published.
    expect((await c.get(`/api/forms/${id}`)).json().data.formData).toMatchObject({
      participants: 9,
      chairperson: "Aino    Asukas",
    });

    // Another path's type: not there.
    expect((await c.send("PUT", `/api/events/${id}`, { formData: changed })).statusCode).toBe(404);
    expect((await c.send("PATCH", `/api/expense-reports/${id}`)).statusCode).toBe(404);

    const publish = await c.send("PATCH", `/api/notices/${id}`);
    expect([publish.statusCode, publish.json()]).toEqual([
      200,
      { data: { id, formState: "AwaitingApproval" } },
    ]);
    const mail = await lastOutboxMessage(t.database.db, MODERATOR, "form-review-request");
    expect(mail?.language).toBe("fi");
    expect(mail?.data).toMatchObject({
      formType: "MeetingMinutes",
      title: "Syyskokous",
      committeeName: "Kirsikkapihan asukastoimikunta",
      authorName: "Aino Asukas",
      link: expect.stringMatching(/^http.*\/hallinta\/lomakkeet\/[A-Za-z0-9_-]{43}$/),
    });

    expect((await c.get(`/api/forms/${id}`)).json().data.formData.chairperson).toBe("Aino Asukas");
    const again = await c.send("PATCH", `/api/notices/${id}`);
    expect([again.statusCode, again.json()]).toEqual([409, { error: "FORM_NOT_EDITABLE" }]);
    const edit = await c.send("PUT", `/api/notices/${id}`, { formData: minutes });
    expect([edit.statusCode, edit.json()]).toEqual([409, { error: "FORM_NOT_EDITABLE" }]);

    const token = await lastReviewToken(t);
    expect((await approve(token)).json()).toEqual({ data: { id, formState: "Published" } });
    const published = (await c.get(`/api/forms/${id}`)).json().data;
    expect(published).toMatchObject({
      formState: "Published",
      editable: false,
      publishedAt: t.clock.now.toISOString(),
    });
    expect((await c.send("PUT", `/api/notices/${id}`, { formData: minutes })).statusCode).toBe(409);
    expect((await c.send("PATCH", `/api/notices/${id}`)).statusCode).toBe(409);
  });

  it("checks every rule of the form as it is published: field errors under formData, translation keys only", async () => {
    // A draft takes what is typed so far; the rules are the publish's.
    const draft = await c.send("POST", "/api/notices/create", {
      formType: "MeetingMinutes",
      formData: {
        ...minutes,
        participants: 1,
        chairperson: "Aino",
        signatoryConfirmation: false,
        time: "18:05",
        date: "2026-02-30",
        items: [],
      },
    });
    expect(draft.statusCode).toBe(201);
    const bad = await c.send("PATCH", `/api/notices/${draft.json().data}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "VALIDATION",
      fields: {
        "formData.participants": "validation.participantsMin",
        "formData.chairperson": "validation.twoWords",
        "formData.signatoryConfirmation": "validation.mustConfirm",
        "formData.time": "validation.invalidTime",
        "formData.date": "validation.invalidDate",
        "formData.items": "validation.atLeastOne",
      },
    });
    expect((await c.get(`/api/forms/${draft.json().data}`)).json().data.formState).toBe("Draft");
    const plan = await c.send("POST", "/api/notices/create", {
      formType: "ActionPlan",
      formData: {
        year: 2026,
        activities: [{ name: "Talkoot", month: 2, day: 30, responsiblePersons: "Aino", budgetEstimate: 10 }],
        totalBudgetEstimate: 10,
      },
    });
    expect(plan.statusCode).toBe(201);
    expect((await c.send("PATCH", `/api/notices/${plan.json().data}`)).json().fields).toEqual({
      "formData.activities.0.day": "validation.invalidDate",
    });
    // The kind, the types and the sizes are a draft's too.
    const unknownType = await c.send("POST", "/api/notices/create", {
      formType: "EventInvite",
      formData: {},
    });
    expect(unknownType.statusCode).toBe(400);
    const extra = await c.send("POST", "/api/notices/create", {
      formType: "MeetingMinutes",
      formData: { ...minutes, admin: true },
    });
    expect(extra.json().fields).toEqual({ "formData.admin": "validation.unknownField" });
    // The same on an update, by the stored type.
    const id = await c.createMinutes();
    const put = await c.send("PUT", `/api/notices/${id}`, { formData: { ...minutes, secretary: "Ville" } });
    expect(put.statusCode).toBe(200);
    expect((await c.send("PATCH", `/api/notices/${id}`)).json()).toEqual({
      error: "VALIDATION",
      fields: { "formData.secretary": "validation.twoWords" },
    });
    const wrongType = await c.send("PUT", `/api/notices/${id}`, {
      formType: "ActionPlan",
      formData: minutes,
    });
    expect(wrongType.json()).toEqual({ error: "VALIDATION", fields: { formType: "validation.invalid" } });
  });

  it("keeps script in any text as text: stored as written, mailed escaped", async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const id = await c.createMinutes(AINO, {
      ...minutes,
      name: script,
      items: [{ title: script, text: script }],
    });
    expect((await c.get(`/api/forms/${id}`)).json().data.formData.name).toBe(script);
    await c.send("PATCH", `/api/notices/${id}`);
    const mail = await lastOutboxMessage(t.database.db, MODERATOR, "form-review-request");
    const rendered = renderMessage("form-review-request", "fi", mail!.data);
    expect(rendered.channel === "mail" && rendered.html).not.toContain("<script>");
    expect(rendered.channel === "mail" && rendered.html).toContain("&lt;script&gt;");
    expect(rendered.text).toContain(script);
    const token = await lastReviewToken(t);
    await reject(token, script);
    const rejected = await lastOutboxMessage(t.database.db, AINO, "form-rejected");
    const text = renderMessage("form-rejected", "fi", rejected!.data);
    expect(text.channel === "mail" && text.html).not.toContain("<img");
    expect(text.text).toContain(script);
  });

  it("event invitations: a property of the committee, 14 days' notice for a community meeting", async () => {
    const buildingId = (await c.get("/api/committees/mine")).json().data.buildings[0].id;
    const invite = {
      eventType: "CommunityMeeting",
      name: "Asukaskokous",
      date: addDays(TODAY, 10),
      time: "18:00",
      description: "Esityslista",
      property: buildingId,
      location: "Kerhohuone",
    };
    // Saved as drafts, refused as they are published.
    const early = await c.send("POST", "/api/events/create", { formData: invite });
    expect(early.statusCode).toBe(201);
    const earlyPublish = await c.send("PATCH", `/api/events/${early.json().data}`);
    expect([earlyPublish.statusCode, earlyPublish.json().fields]).toEqual([
      400,
      { "formData.date": "validation.meetingNoticeTooShort" },
    ]);
    const noLocation = await c.send("POST", "/api/events/create", {
      formData: { ...invite, date: addDays(TODAY, 20), location: undefined },
    });
    expect(noLocation.statusCode).toBe(201);
    expect((await c.send("PATCH", `/api/events/${noLocation.json().data}`)).json().fields).toEqual({
      "formData.location": "validation.required",
    });
    const elsewhere = await c.send("POST", "/api/events/create", {
      formData: { ...invite, date: addDays(TODAY, 20), property: crypto.randomUUID() },
    });
    expect([elsewhere.statusCode, elsewhere.json().fields]).toEqual([
      400,
      { "formData.property": "validation.invalid" },
    ]);
    const ok = await c.send("POST", "/api/events/create", {
      formData: { ...invite, date: addDays(TODAY, 14) },
    });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().data;
    // A party close by is only warned in the form; the server takes it.
    const party = await c.send("POST", "/api/events/create", {
      formType: "EventInvite",
      formData: {
        ...invite,
        eventType: "Party",
        date: addDays(TODAY, 2),
        location: undefined,
        contactPerson: "Aino",
      },
    });
    expect(party.statusCode).toBe(201);
    // The notice period is checked again when the meeting is published: a day later it is too close.
    t.clock.now = new Date(t.clock.now.getTime() + 13 * HOUR);
    try {
      const publish = await c.send("PATCH", `/api/events/${id}`);
      expect([publish.statusCode, publish.json().fields]).toEqual([
        400,
        { "formData.date": "validation.meetingNoticeTooShort" },
      ]);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 13 * HOUR);
    }
    expect((await c.send("PATCH", `/api/notices/${id}`)).statusCode).toBe(404);
  });

  it("review by link: shows the form without a session, decides once, tells the author in their language", async () => {
    const id = await c.createMinutes();
    await c.send("PATCH", `/api/notices/${id}`);
    const token = await lastReviewToken(t);
    const shown = await review(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.json().data).toMatchObject({
      id,
      formType: "MeetingMinutes",
      formState: "AwaitingApproval",
      awaitingDecision: true,
      committeeName: "Kirsikkapihan asukastoimikunta",
      authorName: "Aino Asukas",
      buildingNames: ["Kirsikkapiha"],
    });
    // Opening it twice (a mail scanner first) changes nothing.
    expect((await review(token)).statusCode).toBe(200);

    expect((await review(guess())).statusCode).toBe(404);
    expect((await approve(guess())).statusCode).toBe(404);
    expect((await review("short")).statusCode).toBe(400);
    expect((await reject(token, "  ")).json()).toEqual({
      error: "VALIDATION",
      fields: { reason: "validation.required" },
    });

    const rejected = await reject(token, "Pöytäkirjasta puuttuu läsnäolijoiden lista.");
    expect(rejected.json()).toEqual({ data: { id, formState: "Rejected" } });
    const mail = await lastOutboxMessage(t.database.db, AINO, "form-rejected");
    expect(mail).toMatchObject({
      language: "fi",
      data: {
        firstName: "Aino",
        formType: "MeetingMinutes",
        reason: "Pöytäkirjasta puuttuu läsnäolijoiden lista.",
      },
    });
    // Used: gone for both decisions and for reading.
    expect((await approve(token)).statusCode).toBe(404);
    expect((await reject(token, "toinen")).statusCode).toBe(404);
    expect((await review(token)).statusCode).toBe(404);
    expect((await resend(token)).statusCode).toBe(404);

    const form = (await c.get(`/api/forms/${id}`)).json().data;
    expect(form).toMatchObject({
      formState: "Rejected",
      rejectionReason: "Pöytäkirjasta puuttuu läsnäolijoiden lista.",
      editable: true,
    });
    // Corrected and sent again: a new link, and the reason is gone once approved.
    expect(
      (await c.send("PUT", `/api/notices/${id}`, { formData: { ...minutes, participants: 6 } })).statusCode,
    ).toBe(200);
    expect((await c.send("PATCH", `/api/notices/${id}`)).json().data.formState).toBe("AwaitingApproval");
    const second = await lastReviewToken(t);
    expect(second).not.toBe(token);
    expect((await approve(second)).json().data.formState).toBe("Published");
    expect((await c.get(`/api/forms/${id}`)).json().data.rejectionReason).toBeNull();
    expect((await lastOutboxMessage(t.database.db, AINO, "form-approved"))?.data).toMatchObject({
      formType: "MeetingMinutes",
      published: "true",
    });
  });

  it("mails an English-speaking author in English", async () => {
    await t.database.db.update(userAccounts).set({ language: "en" }).where(eq(userAccounts.email, VILLE));
    try {
      const id = await c.createMinutes(VILLE);
      await c.send("PATCH", `/api/notices/${id}`, undefined, VILLE);
      await approve(await lastReviewToken(t));
      const mail = await lastOutboxMessage(t.database.db, VILLE, "form-approved");
      expect(mail?.language).toBe("en");
      const rendered = renderMessage("form-approved", "en", mail!.data);
      expect(rendered.channel === "mail" && rendered.subject).toBe(
        "Your form was approved: Meeting minutes: Syyskokous",
      );
      expect(rendered.text).toContain("Hello Ville,");
    } finally {
      await t.database.db.update(userAccounts).set({ language: "fi" }).where(eq(userAccounts.email, VILLE));
    }
  });

  it("an expired link answers 401; a new one goes to the moderator only, at most 3 an hour", async () => {
    const id = await c.createMinutes();
    await c.send("PATCH", `/api/notices/${id}`);
    const token = await lastReviewToken(t);
    const before = await countOutboxMessages(t.database.db, MODERATOR, "form-review-request");
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 14 * DAY + 1000);
    c.forget();
    try {
      for (const res of [await review(token), await approve(token), await reject(token, "myöhässä")])
        expect([res.statusCode, res.json()]).toEqual([401, { error: "REVIEW_LINK_EXPIRED" }]);
      // Someone else's token, ordered by whoever has the link: the mail still goes to the address on file.
      const ordered = await resend(token);
      expect([ordered.statusCode, ordered.json()]).toEqual([200, { data: { sent: true } }]);
      expect(await countOutboxMessages(t.database.db, MODERATOR, "form-review-request")).toBe(before + 1);
      expect((await review(token)).statusCode).toBe(404);
      const fresh = await lastReviewToken(t);
      expect((await review(fresh)).statusCode).toBe(200);
      // Two more are allowed within the hour, then 429; the limit is per form.
      expect((await resend(fresh)).statusCode).toBe(200);
      expect((await resend(await lastReviewToken(t))).statusCode).toBe(200);
      const over = await resend(await lastReviewToken(t));
      expect([over.statusCode, over.json()]).toEqual([429, { error: "TOO_MANY_REQUESTS" }]);
      expect(await countOutboxMessages(t.database.db, MODERATOR, "form-review-request")).toBe(before + 3);
      expect((await resend(guess())).statusCode).toBe(404);
      expect((await approve(await lastReviewToken(t))).json().data.formState).toBe("Published");
    } finally {
      t.clock.now = start;
      c.forget();
    }
  });

  it("the seeded form awaiting approval opens by the demo link", async () => {
    const res = await review(DEMO_REVIEW_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ formType: "ActionPlan", formState: "AwaitingApproval" });
  });

  it("another committee's form is not there: 404 on reading, changing and publishing", async () => {
    // Kalle founds a committee for Tikkurilan Lähde with Sanna, who then writes minutes there.
    const kalle = t.bearer(await staffSession(t, KALLE));
    const buildings = (
      await t.app.inject({ method: "GET", url: "/api/staff/committees", headers: kalle })
    ).json().data as { buildings: { id: string; name: string }[] }[];
    expect(buildings.map((c) => c.buildings[0]!.name)).toEqual(["Kirsikkapiha"]);
    const lahde = await buildingId("Tikkurilan Lähde");
    const founded = await t.app.inject({
      method: "POST",
      url: "/api/staff/committees",
      headers: kalle,
      payload: { name: "Lähteen toimikunta", buildingIds: [lahde] },
    });
    expect(founded.statusCode, founded.body).toBe(201);
    const committeeId = founded.json().data.id;
    const added = await t.app.inject({
      method: "POST",
      url: `/api/staff/committees/${committeeId}/members`,
      headers: kalle,
      payload: { email: SANNA, role: "secretary" },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.members).toMatchObject([{ email: SANNA, role: "secretary" }]);

    const theirs = await c.createMinutes(SANNA);
    for (const res of [
      await c.get(`/api/forms/${theirs}`),
      await c.send("PUT", `/api/notices/${theirs}`, { formData: minutes }),
      await c.send("PATCH", `/api/notices/${theirs}`),
    ])
      expect([res.statusCode, res.json()]).toEqual([404, { error: "NOT_FOUND" }]);
    const [row] = await t.database.db.select().from(committeeForms).where(eq(committeeForms.id, theirs));
    expect(row?.formState).toBe("Draft");
    // And Aino's are not Sanna's.
    const ainos = await c.createMinutes(AINO);
    expect((await c.get(`/api/forms/${ainos}`, SANNA)).statusCode).toBe(404);
  });

  it("staff manage membership and the allowance under committees.manage, in their buildings only", async () => {
    const kalle = t.bearer(await staffSession(t, KALLE));
    const asta = t.bearer(await staffSession(t, ASTA));
    expect(
      (await t.app.inject({ method: "GET", url: "/api/staff/committees", headers: asta })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/staff/committees", headers: await c.headers(AINO) }))
        .statusCode,
    ).toBe(401);
    const committee = (await t.app.inject({ method: "GET", url: "/api/staff/committees", headers: kalle }))
      .json()
      .data.find((x: { name: string }) => x.name === "Kirsikkapihan asukastoimikunta");
    const kirsikka = committee.buildings[0].id;

    // Pekka joins, writes a draft, changes role, leaves: then he is refused again.
    const add = await t.app.inject({
      method: "POST",
      url: `/api/staff/committees/${committee.id}/members`,
      headers: kalle,
      payload: { email: PEKKA, role: "member" },
    });
    expect(add.statusCode).toBe(200);
    const pekkaId = add.json().data.members.find((m: { email: string }) => m.email === PEKKA).userId;
    expect((await c.createMinutes(PEKKA)).length).toBe(36);
    const twice = await t.app.inject({
      method: "POST",
      url: `/api/staff/committees/${committee.id}/members`,
      headers: kalle,
      payload: { email: PEKKA, role: "member" },
    });
    expect(twice.json()).toEqual({ error: "VALIDATION", fields: { email: "validation.alreadyMember" } });
    const role = await t.app.inject({
      method: "PATCH",
      url: `/api/staff/committees/${committee.id}/members/${pekkaId}`,
      headers: kalle,
      payload: { role: "secretary" },
    });
    expect(role.json().data.members.find((m: { email: string }) => m.email === PEKKA).role).toBe("secretary");
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/staff/committees/${committee.id}/members/${pekkaId}`,
      headers: kalle,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await c.send("POST", "/api/notices/create", { formType: "MeetingMinutes", formData: minutes }, PEKKA))
        .statusCode,
    ).toBe(403);
    // A tenant of another building cannot join; an unknown committee is 404.
    const outsider = await t.app.inject({
      method: "POST",
      url: `/api/staff/committees/${committee.id}/members`,
      headers: kalle,
      payload: { email: "muuttanut.pois@example.fi", role: "member" },
    });
    expect(outsider.json().fields).toEqual({ email: "validation.notResident" });
    const unknown = await t.app.inject({
      method: "POST",
      url: `/api/staff/committees/${crypto.randomUUID()}/members`,
      headers: kalle,
      payload: { email: PEKKA, role: "member" },
    });
    expect(unknown.statusCode).toBe(404);

    // The allowance: Kirsikkapiha's as set by the seed, a building outside Kalle's reach 404.
    const allowance = await t.app.inject({
      method: "GET",
      url: `/api/staff/buildings/${kirsikka}/activity-allowance?year=2026`,
      headers: kalle,
    });
    expect(allowance.json().data).toMatchObject({
      year: 2026,
      apartments: expect.any(Number),
      allowanceCents: 80_000,
      set: true,
      defaultCents: 60_000,
    });
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/staff/buildings/${kirsikka}/activity-allowance`,
      headers: kalle,
      payload: { year: 2026, allowanceCents: 95_000 },
    });
    expect(set.json().data).toMatchObject({ allowanceCents: 95_000, set: true });
    expect((await c.get("/api/committees/mine")).json().data.allowance.allowanceCents).toBe(95_000);
    const badCents = await t.app.inject({
      method: "PUT",
      url: `/api/staff/buildings/${kirsikka}/activity-allowance`,
      headers: kalle,
      payload: { year: 2026, allowanceCents: -1 },
    });
    expect(badCents.statusCode).toBe(400);
    const tapiolaId = await buildingId("Tapiolan Kotipuisto");
    const outside = await t.app.inject({
      method: "GET",
      url: `/api/staff/buildings/${tapiolaId}/activity-allowance`,
      headers: kalle,
    });
    expect(outside.statusCode).toBe(404);
    const foundElsewhere = await t.app.inject({
      method: "POST",
      url: "/api/staff/committees",
      headers: kalle,
      payload: { name: "x", buildingIds: [tapiolaId] },
    });
    expect(foundElsewhere.json().fields).toEqual({ "buildingIds.0": "validation.invalid" });
    const secondForKirsikka = await t.app.inject({
      method: "POST",
      url: "/api/staff/committees",
      headers: kalle,
      payload: { name: "x", buildingIds: [kirsikka] },
    });
    expect(secondForKirsikka.json().fields).toEqual({ "buildingIds.0": "validation.buildingHasCommittee" });
    // Ready for the notices issue: the building's published forms are there by state.
    const published = await t.database.db
      .select({ id: committeeForms.id })
      .from(committeeForms)
      .where(and(eq(committeeForms.buildingId, kirsikka), eq(committeeForms.formState, "Published")));
    expect(published.length).toBeGreaterThanOrEqual(2);
  });
});
