import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { committeeFormStateChanges } from "../../db/schema/committees.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { countOutboxMessages } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { AINO, client, lastReviewToken, MODERATOR, VILLE } from "./committee-forms-test-client.ts";

describe.each(testDatabases)("committee forms at once on $name", (target) => {
  const t = useTestApp(target);
  const c = client(t);
  /** How many times the form reached `state`. */
  const history = async (id: string, state: "AwaitingApproval" | "Published" | "Rejected") =>
    (
      await t.database.db
        .select({ state: committeeFormStateChanges.state })
        .from(committeeFormStateChanges)
        .where(eq(committeeFormStateChanges.formId, id))
    ).filter((r) => r.state === state).length;

  it("publishing twice at once: one wins, the other is 409, one link is mailed", async () => {
    const id = await c.createMinutes();
    const before = await countOutboxMessages(t.database.db, MODERATOR, "form-review-request");
    const [aino, ville] = await Promise.all([c.headers(AINO), c.headers(VILLE)]);
    const answers = await Promise.all(
      [aino, ville, aino, ville].map((headers) =>
        t.app.inject({ method: "PATCH", url: `/api/notices/${id}`, headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(["STALE_STATE", "FORM_NOT_EDITABLE"]).toContain(lost.json().error);
    expect(await history(id, "AwaitingApproval")).toBe(1);
    expect(await countOutboxMessages(t.database.db, MODERATOR, "form-review-request")).toBe(before + 1);
  });

  it("approve and reject of one link at once: one decision, the other 404", async () => {
    const id = await c.createMinutes();
    await c.send("PATCH", `/api/notices/${id}`);
    const token = await lastReviewToken(t);
    const answers = await Promise.all([
      t.app.inject({ method: "PATCH", url: `/api/form-review/approve/${token}` }),
      t.app.inject({
        method: "PATCH",
        url: `/api/form-review/reject/${token}`,
        payload: { reason: "Ei näin." },
      }),
      t.app.inject({ method: "PATCH", url: `/api/form-review/approve/${token}` }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    const state = answers.find((a) => a.statusCode === 200)!.json().data.formState;
    expect((await c.get(`/api/forms/${id}`)).json().data.formState).toBe(state);
    expect((await history(id, "Published")) + (await history(id, "Rejected"))).toBe(1);
    const mails =
      (await countOutboxMessages(t.database.db, AINO, "form-approved")) +
      (await countOutboxMessages(t.database.db, AINO, "form-rejected"));
    expect(mails).toBe(1);
  });

  it("the staff side's approve, reject and the mailed link at once: one decision, the others 409 or 404", async () => {
    const id = await c.createMinutes();
    await c.send("PATCH", `/api/notices/${id}`);
    const token = await lastReviewToken(t);
    const moderator = t.bearer(await staffSession(t, MODERATOR));
    const mailsBefore =
      (await countOutboxMessages(t.database.db, AINO, "form-approved")) +
      (await countOutboxMessages(t.database.db, AINO, "form-rejected"));
    const answers = await Promise.all([
      t.app.inject({ method: "PATCH", url: `/api/staff/committee-forms/${id}/approve`, headers: moderator }),
      t.app.inject({
        method: "PATCH",
        url: `/api/staff/committee-forms/${id}/reject`,
        headers: moderator,
        payload: { reason: "Ei näin." },
      }),
      t.app.inject({ method: "PATCH", url: `/api/form-review/approve/${token}` }),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => [200, 404, 409].includes(code))).toBe(true);
    expect((await history(id, "Published")) + (await history(id, "Rejected"))).toBe(1);
    const mails =
      (await countOutboxMessages(t.database.db, AINO, "form-approved")) +
      (await countOutboxMessages(t.database.db, AINO, "form-rejected"));
    expect(mails).toBe(mailsBefore + 1);
  });

  it("an update racing a publish never changes a form awaiting approval", async () => {
    const id = await c.createMinutes();
    const changed = {
      formData: {
        name: "Muutettu",
        date: "2026-03-10",
        time: "18:00",
        location: "Kerho",
        participants: 3,
        items: [{ title: "a", text: "b" }],
        chairperson: "Aino Asukas",
        secretary: "Ville Vuokralainen",
        signatoryConfirmation: true,
      },
    };
    const [publish, update] = await Promise.all([
      c.send("PATCH", `/api/notices/${id}`),
      c.send("PUT", `/api/notices/${id}`, changed),
    ]);
    expect(publish.statusCode).toBe(200);
    const form = (await c.get(`/api/forms/${id}`)).json().data;
    expect(form.formState).toBe("AwaitingApproval");
    // Either the change came first (and was sent), or it was refused.
    if (update.statusCode === 409) expect(update.json().error).toBe("FORM_NOT_EDITABLE");
    else expect(update.statusCode).toBe(200);
  });
});
