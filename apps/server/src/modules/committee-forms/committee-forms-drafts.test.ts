import { describe, expect, it } from "vitest";
import { addDays } from "../../lib/dates.ts";
import { testDatabases } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";
import { multipartBody } from "../faults/faults-test-client.ts";
import { AINO, client, contactFields, minutes, VILLE } from "./committee-forms-test-client.ts";

/*
 * A draft is work in progress: saving checks only types, sizes, the form's kind and its title;
 * what it lacks is named when it is published or submitted. On both databases: the drafts are
 * written, listed and read back as stored.
 */
describe.each(testDatabases)("committee form drafts on $name", (target) => {
  const t = useTestApp(target);
  const c = client(t);
  const multipart = async (method: "POST" | "PUT", url: string, fields: Record<string, string>) => {
    const body = multipartBody(fields);
    return t.app.inject({
      method,
      url,
      headers: { ...body.headers, ...(await c.headers(AINO)) },
      payload: body.payload,
    });
  };
  const created = (res: { statusCode: number; body: string; json: () => { data: string } }) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  it("saves each of the six forms with only its title, lists it in own forms and reopens it as saved", async () => {
    const drafts = [
      {
        api: "notices",
        id: created(
          await c.send("POST", "/api/notices/create", {
            formType: "MeetingMinutes",
            formData: { name: "Kevätkokous" },
          }),
        ),
        formData: { name: "Kevätkokous" },
      },
      {
        api: "notices",
        id: created(
          await c.send("POST", "/api/notices/create", { formType: "ActionPlan", formData: { year: 2027 } }),
        ),
        formData: { year: 2027 },
      },
      {
        api: "notices",
        id: created(
          await c.send("POST", "/api/notices/create", { formType: "ActionReport", formData: { year: 2025 } }),
        ),
        formData: { year: 2025 },
      },
      {
        api: "events",
        id: created(await c.send("POST", "/api/events/create", { formData: { name: "Pihajuhla" } })),
        formData: { name: "Pihajuhla" },
      },
      {
        api: "expense-reports",
        id: created(
          await multipart("POST", "/api/expense-reports/create", {
            formType: "GeneralExpenseReport",
            "event.name": "Pihatalkoiden tarvikkeet",
          }),
        ),
        formData: { contactInfo: {}, event: { name: "Pihatalkoiden tarvikkeet" } },
      },
      {
        api: "expense-reports",
        id: created(
          await multipart("POST", "/api/expense-reports/create", {
            formType: "TravelExpenseReport",
            "event.name": "Asukastoiminnan koulutus",
          }),
        ),
        formData: { contactInfo: {}, event: { name: "Asukastoiminnan koulutus" } },
      },
    ];
    const own = (await c.get("/api/forms")).json().data as {
      id: string;
      formState: string;
      editable: boolean;
      formData: unknown;
    }[];
    for (const draft of drafts) {
      expect(own.find((f) => f.id === draft.id)).toMatchObject({ formState: "Draft", editable: true });
      const reopened = (await c.get(`/api/forms/${draft.id}`)).json().data;
      expect(reopened.formData).toEqual(draft.formData);
      // Sending it names what it lacks, and leaves it a draft.
      const sent = await c.send("PATCH", `/api/${draft.api}/${draft.id}`);
      expect(sent.statusCode, draft.api).toBe(400);
      expect(sent.json().error).toBe("VALIDATION");
      expect(Object.keys(sent.json().fields).length).toBeGreaterThan(0);
      expect((await c.get(`/api/forms/${draft.id}`)).json().data.formState).toBe("Draft");
    }
    // The minutes' fields one by one, each with its translation key.
    expect((await c.send("PATCH", `/api/notices/${drafts[0]!.id}`)).json().fields).toEqual({
      "formData.date": "validation.required",
      "formData.time": "validation.required",
      "formData.location": "validation.required",
      "formData.participants": "validation.required",
      "formData.items": "validation.atLeastOne",
      "formData.chairperson": "validation.required",
      "formData.secretary": "validation.required",
      "formData.signatoryConfirmation": "validation.mustConfirm",
    });
    expect((await c.send("PATCH", `/api/expense-reports/${drafts[5]!.id}`)).json().fields).toMatchObject({
      "formData.contactInfo.iban": "validation.required",
      "formData.event.location": "validation.required",
      "formData.event.travelRoute": "validation.required",
    });
  });

  it("saves minutes with only the signatories' box unticked, and publishes them once it is ticked", async () => {
    const id = created(
      await c.send("POST", "/api/notices/create", {
        formType: "MeetingMinutes",
        formData: { ...minutes, signatoryConfirmation: false },
      }),
    );
    const early = await c.send("PATCH", `/api/notices/${id}`);
    expect([early.statusCode, early.json()]).toEqual([
      400,
      { error: "VALIDATION", fields: { "formData.signatoryConfirmation": "validation.mustConfirm" } },
    ]);
    // Finished later by another member of the committee.
    const ticked = await c.send("PUT", `/api/notices/${id}`, { formData: minutes }, VILLE);
    expect(ticked.statusCode).toBe(200);
    expect((await c.send("PATCH", `/api/notices/${id}`)).json()).toEqual({
      data: { id, formState: "AwaitingApproval" },
    });
  });

  it("saves a half-written action report and travel report, and finishes them later", async () => {
    const report = created(
      await c.send("POST", "/api/notices/create", {
        formType: "ActionReport",
        formData: {
          year: 2025,
          expenses: "",
          activities: [{ name: "Pihatalkoot", month: 5, day: "", additionalInformation: "" }, {}],
        },
      }),
    );
    expect((await c.get(`/api/forms/${report}`)).json().data.formData).toEqual({
      year: 2025,
      activities: [{ name: "Pihatalkoot", month: 5 }, {}],
    });
    expect((await c.send("PATCH", `/api/notices/${report}`)).json().fields).toMatchObject({
      "formData.expenses": "validation.required",
      "formData.activities.0.day": "validation.required",
      "formData.activities.1.name": "validation.required",
    });
    const activity = {
      name: "Pihatalkoot",
      month: 5,
      day: 16,
      additionalInformation: "Haravoitiin.",
      expenses: 40,
    };
    expect(
      (
        await c.send("PUT", `/api/notices/${report}`, {
          formData: { year: 2025, expenses: 40, activities: [activity] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await c.send("PATCH", `/api/notices/${report}`)).statusCode).toBe(200);

    const half = {
      formType: "TravelExpenseReport",
      "contactInfo.name": "Aino Asukas",
      "contactInfo.iban": "FI21 1234",
      "event.name": "Koulutus",
      "event.location": "",
      "publicExpenseReports[0].date": addDays(TODAY, -3),
      "publicExpenseReports[0].time": "",
      "publicExpenseReports[0].vehicle": "Juna",
    };
    const travel = created(await multipart("POST", "/api/expense-reports/create", half));
    expect((await c.get(`/api/forms/${travel}`)).json().data.formData).toEqual({
      contactInfo: { name: "Aino Asukas", iban: "FI21 1234" },
      event: { name: "Koulutus" },
      publicExpenseReports: [{ date: addDays(TODAY, -3), vehicle: "Juna", receipts: [] }],
    });
    const submit = await c.send("PATCH", `/api/expense-reports/${travel}`);
    expect(submit.json().fields).toMatchObject({
      "formData.contactInfo.iban": "validation.iban",
      "formData.event.location": "validation.required",
      "formData.publicExpenseReports.0.time": "validation.required",
      "formData.publicExpenseReports.0.amount": "validation.required",
    });
    const done = await multipart("PUT", `/api/expense-reports/${travel}`, {
      ...half,
      ...contactFields,
      "event.location": "Tampere",
      "event.travelRoute": "Helsinki–Tampere",
      "publicExpenseReports[0].time": "07:45",
      "publicExpenseReports[0].amount": "24,90",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await c.send("PATCH", `/api/expense-reports/${travel}`)).statusCode).toBe(200);
    expect((await c.get(`/api/forms/${travel}`)).json().data.formData.contactInfo.iban).toBe(
      "FI2112345600000785",
    );
  });

  it("still refuses a draft without its title, of another kind, of the wrong types or sizes", async () => {
    const noTitle = await c.send("POST", "/api/notices/create", {
      formType: "MeetingMinutes",
      formData: { location: "Kerhohuone" },
    });
    expect(noTitle.json()).toEqual({
      error: "VALIDATION",
      fields: { "formData.name": "validation.required" },
    });
    const noEvent = await multipart("POST", "/api/expense-reports/create", {
      formType: "GeneralExpenseReport",
      "contactInfo.name": "Aino Asukas",
    });
    expect(noEvent.json()).toEqual({ error: "VALIDATION", fields: { "event.name": "validation.required" } });
    const wrongKind = await multipart("POST", "/api/expense-reports/create", {
      formType: "MeetingMinutes",
      "event.name": "x",
    });
    expect(wrongKind.statusCode).toBe(400);
    const wrongTypes = await c.send("POST", "/api/notices/create", {
      formType: "MeetingMinutes",
      formData: {
        name: "Kokous",
        participants: "monta",
        signatoryConfirmation: "kyllä",
        items: [{ title: "x".repeat(201) }],
      },
    });
    expect(wrongTypes.json()).toEqual({
      error: "VALIDATION",
      fields: {
        "formData.participants": "validation.invalid",
        "formData.signatoryConfirmation": "validation.invalid",
        "formData.items.0.title": "validation.tooLong",
      },
    });
    const elsewhere = await c.send("POST", "/api/events/create", {
      formData: { name: "Juhla", property: crypto.randomUUID() },
    });
    expect(elsewhere.json()).toEqual({
      error: "VALIDATION",
      fields: { "formData.property": "validation.invalid" },
    });
  });
});
