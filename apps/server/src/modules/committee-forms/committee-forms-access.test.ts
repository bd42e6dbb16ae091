import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { committeeMembers, committees } from "../../db/schema/committees.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { renderMessage } from "../../test/messages.ts";
import type { LeaseEndCounts } from "../bookings/lease-end.job.ts";
import { addDays } from "../../lib/dates.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { countOutboxMessages, lastOutboxMessage } from "../../test/outbox.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { multipartBody } from "../faults/faults-test-client.ts";
import {
  AINO,
  client,
  generalExpense,
  KALLE,
  lastReviewToken,
  minutes,
  MODERATOR,
  PEKKA,
  SANNA,
  VILLE,
} from "./committee-forms-test-client.ts";

/*
 * Who may handle a committee's forms: an expense report only its author; a committee document any
 * member, named as the one who changed and sent it; a member only while they live in the
 * committee's buildings. On both databases.
 */
describe.each(testDatabases)("who handles a committee's forms on $name", (target) => {
  const t = useTestApp(target);
  const c = client(t);
  const multipart = async (
    method: "POST" | "PUT",
    url: string,
    fields: Record<string, string>,
    email = AINO,
  ) => {
    const body = multipartBody(fields);
    return t.app.inject({
      method,
      url,
      headers: { ...body.headers, ...(await c.headers(email)) },
      payload: body.payload,
    });
  };
  const userId = async (email: string) =>
    (
      await t.database.db
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(eq(userAccounts.email, email))
    )[0]!.id;

  it("an expense report is its author's: another member of the committee gets 404 reading, changing or submitting it", async () => {
    const res = await multipart("POST", "/api/expense-reports/create", {
      ...generalExpense,
      "purchaseReports[0].amount": "24,90",
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data;
    const mailsBefore = await countOutboxMessages(t.database.db, MODERATOR, "form-review-request");

    const read = await c.get(`/api/forms/${id}`, VILLE);
    const rewrite = await multipart(
      "PUT",
      `/api/expense-reports/${id}`,
      {
        ...generalExpense,
        "contactInfo.iban": "FI49 5000 9420 0287 30",
        "purchaseReports[0].amount": "2490",
      },
      VILLE,
    );
    const submit = await c.send("PATCH", `/api/expense-reports/${id}`, undefined, VILLE);
    for (const answer of [read, rewrite, submit])
      expect([answer.statusCode, answer.json()]).toEqual([404, { error: "NOT_FOUND" }]);
    expect((await c.get("/api/forms", VILLE)).json().data.map((f: { id: string }) => f.id)).not.toContain(id);

    // Aino's report is as she wrote it, still hers to send.
    const mine = (await c.get(`/api/forms/${id}`)).json().data;
    expect(mine).toMatchObject({
      formState: "Draft",
      authorName: "Aino Asukas",
      modifiedByName: "Aino Asukas",
    });
    expect(mine.formData.contactInfo.iban).toBe(generalExpense["contactInfo.iban"]);
    expect(mine.formData.purchaseReports[0].amount).toBe(24.9);
    expect(await countOutboxMessages(t.database.db, MODERATOR, "form-review-request")).toBe(mailsBefore);
    expect((await c.send("PATCH", `/api/expense-reports/${id}`)).statusCode).toBe(200);
    expect((await lastOutboxMessage(t.database.db, MODERATOR, "form-review-request"))?.data).toMatchObject({
      authorName: "Aino Asukas",
      sentByName: "Aino Asukas",
    });
  });

  it("minutes changed and published by another member: the mail and the review name who changed and who sent them", async () => {
    const id = await c.createMinutes(AINO);
    const changed = await c.send(
      "PUT",
      `/api/notices/${id}`,
      { formData: { ...minutes, participants: 8 } },
      VILLE,
    );
    expect(changed.statusCode).toBe(200);
    expect((await c.get(`/api/forms/${id}`)).json().data).toMatchObject({
      authorName: "Aino Asukas",
      modifiedByName: "Ville Vuokralainen",
      sentByName: null,
    });
    expect((await c.send("PATCH", `/api/notices/${id}`, undefined, VILLE)).statusCode).toBe(200);

    const mail = await lastOutboxMessage(t.database.db, MODERATOR, "form-review-request");
    expect(mail?.data).toMatchObject({
      authorName: "Aino Asukas",
      modifiedByName: "Ville Vuokralainen",
      sentByName: "Ville Vuokralainen",
    });
    const fi = renderMessage("form-review-request", "fi", mail!.data).text;
    expect(fi).toContain("Laatija: Aino Asukas");
    expect(fi).toContain("Viimeksi muuttanut: Ville Vuokralainen");
    expect(fi).toContain("Lähettäjä: Ville Vuokralainen");
    expect(renderMessage("form-review-request", "en", mail!.data).text).toContain(
      "Sent by: Ville Vuokralainen",
    );

    const review = await t.app.inject({ method: "GET", url: `/api/form-review/${await lastReviewToken(t)}` });
    expect(review.json().data).toMatchObject({
      authorName: "Aino Asukas",
      modifiedByName: "Ville Vuokralainen",
      sentByName: "Ville Vuokralainen",
    });
    const moderator = t.bearer(await staffSession(t, MODERATOR));
    const staff = await t.app.inject({
      method: "GET",
      url: `/api/staff/committee-forms/${id}`,
      headers: moderator,
    });
    expect(staff.json().data).toMatchObject({
      modifiedByName: "Ville Vuokralainen",
      sentByName: "Ville Vuokralainen",
    });
  });

  it("a multipart part without a name is a bad request, and nothing is kept", async () => {
    const boundary = `----portal${randomBytes(8).toString("hex")}`;
    const headers = {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(await c.headers(AINO)),
    };
    for (const part of [
      "Content-Disposition: form-data\r\n\r\nAino",
      'Content-Disposition: form-data; filename="kuitti.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
    ]) {
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="formType"\r\n\r\nGeneralExpenseReport\r\n` +
          `--${boundary}\r\n${part}\r\n--${boundary}--\r\n`,
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/expense-reports/create",
        headers,
        payload,
      });
      expect([res.statusCode, res.json()]).toEqual([400, { error: "BAD_REQUEST" }]);
    }
  });

  it("membership lasts as long as a lease in the committee's buildings: refused at once, ended by the lease-end job, the chair and the moderator told", async () => {
    const [kirsikka] = await t.database.db
      .select({ id: committees.id })
      .from(committees)
      .where(eq(committees.name, "Kirsikkapihan asukastoimikunta"));
    // Pekka joins while he lives in Kirsikkapiha and writes a draft.
    const kalle = t.bearer(await staffSession(t, KALLE));
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/staff/committees/${kirsikka!.id}/members`,
      headers: kalle,
      payload: { email: PEKKA, role: "member" },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const draft = await c.createMinutes(PEKKA);
    // Sanna lives in Tikkurilan Lähde, yet her row says Kirsikkapiha (she moved away before).
    await t.database.db.insert(committeeMembers).values({
      committeeId: kirsikka!.id,
      userId: await userId(SANNA),
      role: "secretary",
      createdAt: t.clock.now,
    });
    // Pekka's lease ended yesterday.
    await t.database.db.execute(sql`update contracts set end_date = ${addDays(TODAY, -1)}
      where id in (select cp.contract_id from contract_parties cp
        join user_accounts u on u.person_id = cp.person_id where u.email = ${PEKKA})`);

    for (const email of [PEKKA, SANNA]) {
      const create = await c.send(
        "POST",
        "/api/notices/create",
        { formType: "MeetingMinutes", formData: minutes },
        email,
      );
      expect([email, create.statusCode, create.json()]).toEqual([
        email,
        403,
        { error: "NOT_COMMITTEE_MEMBER" },
      ]);
      expect((await c.send("PUT", `/api/notices/${draft}`, { formData: minutes }, email)).statusCode).toBe(
        403,
      );
      expect((await c.send("PATCH", `/api/notices/${draft}`, undefined, email)).statusCode).toBe(403);
      expect((await c.get("/api/committees/mine", email)).json()).toEqual({ data: null });
    }
    expect((await c.get("/api/committees/mine")).json().data.role).toBe("chair");

    // The app's job: the forms' moderator is the configured one, MODERATOR.
    const job = t.job<LeaseEndCounts>("lease-end");
    expect((await job.runOnce()).committeeMembersEnded).toBe(2);
    const left = await t.database.db
      .select({ userId: committeeMembers.userId })
      .from(committeeMembers)
      .where(and(eq(committeeMembers.committeeId, kirsikka!.id)));
    expect(left.map((m) => m.userId).sort()).toEqual([await userId(AINO), await userId(VILLE)].sort());

    const told = async (recipient: string) =>
      t.database.db
        .select({ language: outbox.language, data: outbox.data })
        .from(outbox)
        .where(and(eq(outbox.recipient, recipient), eq(outbox.template, "committee-member-left")));
    const toChair = (await told(AINO)).find((m) => m.data.memberName === "Pekka Puhelin");
    expect(toChair).toMatchObject({
      language: "fi",
      data: { committeeName: "Kirsikkapihan asukastoimikunta", role: "member", firstName: "Aino" },
    });
    expect((await told(AINO)).map((m) => m.data.role).sort()).toEqual(["member", "secretary"]);
    expect((await told(MODERATOR)).map((m) => m.data.memberName).sort()).toEqual(
      (await told(AINO)).map((m) => m.data.memberName).sort(),
    );
    const rendered = renderMessage("committee-member-left", "fi", toChair!.data);
    expect(rendered.channel === "mail" && rendered.subject).toBe(
      "Asukastoimikunnan jäsenyys päättyi: Pekka Puhelin",
    );
    // Once: the next pass finds nobody.
    expect((await job.runOnce()).committeeMembersEnded).toBe(0);
    expect(await told(MODERATOR)).toHaveLength(2);
  });
});
