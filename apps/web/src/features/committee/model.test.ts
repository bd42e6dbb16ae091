import { describe, expect, it } from "vitest";
import { formDataSchemas } from "@portal/schemas/committee-forms";
import { emptyValues, FORMS, formBySlug, parseNumber, toPayload, valuesFromData } from "./model.ts";
import { appendFlattened, expenseMultipart } from "./multipart.ts";

describe("the committee forms' values as formData", () => {
  it("reads typed numbers: a comma is a decimal point, empty is nothing, words are not numbers", () => {
    expect(parseNumber("12,50")).toBe(12.5);
    expect(parseNumber(" 3 ")).toBe(3);
    expect(parseNumber("")).toBeUndefined();
    expect(parseNumber("12e3")).toBeNaN();
    expect(parseNumber("abc")).toBeNaN();
  });

  it("sends an action plan with numbers, leaves empty optional fields out and sums the budget in cents", () => {
    const values = {
      year: "2027",
      activities: [
        {
          name: " Talkoot ",
          month: "5",
          day: "",
          time: "",
          responsiblePersons: "Aino",
          budgetEstimate: "0,10",
        },
        {
          name: "Joulujuhla",
          month: "12",
          day: "31",
          time: "18:30",
          responsiblePersons: "Ville",
          budgetEstimate: "0,2",
        },
      ],
    };
    const payload = toPayload(FORMS.ActionPlan, values);
    expect(payload).toEqual({
      year: 2027,
      activities: [
        { name: "Talkoot", month: 5, responsiblePersons: "Aino", budgetEstimate: 0.1 },
        {
          name: "Joulujuhla",
          month: 12,
          day: 31,
          time: "18:30",
          responsiblePersons: "Ville",
          budgetEstimate: 0.2,
        },
      ],
      totalBudgetEstimate: 0.3,
    });
    expect(formDataSchemas.ActionPlan.safeParse(payload).success).toBe(true);
  });

  it("keeps a required field that was left empty, so that the schema names it on its field", () => {
    const values = emptyValues(FORMS.MeetingMinutes, 2026);
    const result = formDataSchemas.MeetingMinutes.safeParse(toPayload(FORMS.MeetingMinutes, values));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["name", "items.0.title", "chairperson", "signatoryConfirmation"]),
    );
  });

  it("sends a meeting's location and regards, another event's contact person, never both", () => {
    const base = {
      name: "Kevätkokous",
      date: "2030-04-02",
      time: "18:00",
      description: "Esityslista",
      property: "b1",
    };
    const meeting = toPayload(FORMS.EventInvite, {
      ...base,
      eventType: "CommunityMeeting",
      location: "Kerhohuone",
      regards: "Toimikunta",
      contactPerson: "Aino Asukas",
    });
    expect(meeting).toMatchObject({ location: "Kerhohuone", regards: "Toimikunta" });
    expect(meeting).not.toHaveProperty("contactPerson");
    const party = toPayload(FORMS.EventInvite, {
      ...base,
      eventType: "Party",
      location: "x",
      contactPerson: "Aino",
    });
    expect(party).toMatchObject({ contactPerson: "Aino" });
    expect(party).not.toHaveProperty("location");
  });

  it("writes the IBAN without spaces in capitals", () => {
    const payload = toPayload(FORMS.GeneralExpenseReport, {
      contactInfo: { iban: "fi21 1234 5600 0007 85" },
      event: {},
      purchaseReports: [],
    });
    expect((payload.contactInfo as { iban: string }).iban).toBe("FI2112345600000785");
  });

  it("shows a saved form's numbers as typed text again, amounts with a decimal comma", () => {
    const values = valuesFromData(
      FORMS.ActionReport,
      {
        year: 2025,
        expenses: 120,
        activities: [{ name: "Retki", month: 6, day: 1, additionalInformation: "x", expenses: 12.5 }],
      },
      2026,
    );
    expect(values).toMatchObject({
      year: "2025",
      expenses: "120,00",
      activities: [{ name: "Retki", month: "6", day: "1", time: "", expenses: "12,50" }],
    });
  });

  it("finds each form by its address", () => {
    expect(formBySlug("matkalasku")?.type).toBe("TravelExpenseReport");
    expect(formBySlug("kokouspoytakirja")?.type).toBe("MeetingMinutes");
    expect(formBySlug("__proto__")).toBeUndefined();
  });
});

describe("an expense form as multipart", () => {
  it("writes nested data with dotted and indexed keys, the type first and the files last", async () => {
    const file = new File(["%PDF-1.4"], "kuitti.pdf", { type: "application/pdf" });
    const form = expenseMultipart(
      "GeneralExpenseReport",
      {
        contactInfo: { name: "Aino Asukas", iban: "FI2112345600000785" },
        purchaseReports: [{ report: "Kahvit", amount: 12.5 }],
      },
      { "purchaseReports[0]": [{ id: "kept-receipt" }, file] },
    );
    const entries = [...form.entries()].map(([key, value]) => [
      key,
      typeof value === "string" ? value : value.name,
    ]);
    expect(entries).toEqual([
      ["formType", "GeneralExpenseReport"],
      ["contactInfo.name", "Aino Asukas"],
      ["contactInfo.iban", "FI2112345600000785"],
      ["purchaseReports[0].report", "Kahvit"],
      ["purchaseReports[0].amount", "12.5"],
      ["purchaseReports[0].receipts", "kept-receipt"],
      ["purchaseReports[0].receipts", "kuitti.pdf"],
    ]);
  });

  it("leaves out empty values", () => {
    const form = new FormData();
    appendFlattened(form, { a: undefined, b: null, c: [], d: { e: 0 } }, "");
    expect([...form.entries()]).toEqual([["d.e", "0"]]);
  });
});
