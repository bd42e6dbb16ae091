import fc from "fast-check";
import { electronicFormatIBAN } from "ibantools";
import { describe, expect, it } from "vitest";
import {
  actionPlanData,
  actionReportData,
  createEventRequest,
  createNoticeRequest,
  eventInviteData,
  eventInviteRequestData,
  expenseReportRequest,
  expenseTotalCents,
  generalExpenseReportRequestData,
  meetingMinutesData,
  rejectFormRequest,
  reviewTokenParams,
  travelExpenseReportRequestData,
} from "./committee-forms.ts";
import { FORM_WORKFLOW, approvedStateOf, isEditableFormState } from "./committee-forms.constants.ts";
import {
  actionPlanYears,
  actionReportYears,
  allowanceLeft,
  clampDay,
  daysInMonth,
  defaultAllowanceCents,
  eurosToWholeCents,
  eventNoticeCheck,
  hasTwoWords,
  isIsoDate,
  isPickerTime,
  isRealDate,
  isValidIban,
  normaliseName,
  pickerTimes,
} from "./committee-forms.rules.ts";

/** The field errors of a failed parse, by dotted path. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

const minutes = {
  name: "Syyskokous",
  date: "2026-09-20",
  time: "18:00",
  location: "Kerhohuone",
  participants: 5,
  items: [{ title: "Avaus", text: "Puheenjohtaja avasi kokouksen." }],
  chairperson: "Aino Asukas",
  secretary: "Ville Virtanen",
  signatoryConfirmation: true,
};

const contact = {
  name: "Aino Asukas",
  address: "Esimerkkikatu 1 A 1",
  zip: "00100",
  city: "Helsinki",
  phone: "040 123 4567",
  email: "aino@example.fi",
  iban: "FI21 1234 5600 0007 85",
};

describe("dates and times", () => {
  it("a day makes a real date with its year and month exactly when the calendar has it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const date = new Date(Date.UTC(y, m - 1, d));
          const real = date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
          expect(isRealDate(y, m, d)).toBe(real);
          expect(isIsoDate(`${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`)).toBe(real);
          const clamped = clampDay(y, m, d);
          expect(isRealDate(y, m, clamped)).toBe(true);
          expect(clamped).toBe(real ? d : daysInMonth(y, m));
        },
      ),
    );
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2025, 2, 29)).toBe(false);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    for (const bad of ["2025-2-1", "2025-02-30", "20250201", "", "2025-13-01", "2025-00-10"])
      expect(isIsoDate(bad)).toBe(false);
  });

  it("times are the picker's 15-minute steps from 00:00 to 23:45", () => {
    const times = pickerTimes();
    expect(times).toHaveLength(96);
    expect(times[0]).toBe("00:00");
    expect(times.at(-1)).toBe("23:45");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const value = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
        expect(isPickerTime(value)).toBe(m % 15 === 0);
      }),
    );
    for (const bad of ["24:00", "9:00", "09.00", "09:00:00", ""]) expect(isPickerTime(bad)).toBe(false);
  });

  it("a community meeting needs 14 days' notice; other events are only warned", () => {
    expect(eventNoticeCheck("CommunityMeeting", "2026-01-14", "2026-01-01")).toBe("error");
    expect(eventNoticeCheck("CommunityMeeting", "2026-01-15", "2026-01-01")).toBeNull();
    expect(eventNoticeCheck("Party", "2026-01-10", "2026-01-01")).toBe("warning");
    expect(eventNoticeCheck("Party", "2026-02-10", "2026-01-01")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const today = "2026-03-29";
        const date = new Date(Date.UTC(2026, 2, 29 + offset)).toISOString().slice(0, 10);
        expect(eventNoticeCheck("CommunityMeeting", date, today)).toBe(offset < 14 ? "error" : null);
      }),
    );
  });

  it("the year selectors: this year and the two next for a plan, the two previous for a report", () => {
    expect(actionPlanYears(2026)).toEqual([2026, 2027, 2028]);
    expect(actionReportYears(2026)).toEqual([2026, 2025, 2024]);
  });
});

describe("names, amounts and IBANs", () => {
  it("a name of two words, trimmed, inner whitespace collapsed", () => {
    expect(normaliseName("  Aino \t  Asukas ")).toBe("Aino Asukas");
    expect(hasTwoWords("Aino Asukas")).toBe(true);
    expect(hasTwoWords("  Aino   ")).toBe(false);
    expect(hasTwoWords("Aino\u00a0Asukas")).toBe(true);
  });

  it("amounts are whole cents; anything finer is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        expect(eurosToWholeCents(cents / 100)).toBe(cents);
        const parsed = generalExpenseReportRequestData.safeParse({
          contactInfo: contact,
          event: { name: "Kevätsiivous", date: "2026-05-02" },
          purchaseReports: [{ report: "Haravat", amount: cents / 100 }],
        });
        expect(parsed.success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 9 }), (cents, extra) => {
        expect(eurosToWholeCents(cents / 100 + extra / 1000)).toBeNull();
      }),
    );
    expect(eurosToWholeCents(0.1 + 0.2)).toBe(30);
    expect(eurosToWholeCents(Number.NaN)).toBeNull();
  });

  it("an amount below 0.01 €, with three decimals or not a number is a field error", () => {
    const report = (amount: unknown) =>
      errors(
        generalExpenseReportRequestData.safeParse({
          contactInfo: contact,
          event: { name: "Kevätsiivous", date: "2026-05-02" },
          purchaseReports: [{ report: "Haravat", amount }],
        }),
      )["purchaseReports.0.amount"];
    expect(report(0)).toBe("validation.amountMin");
    expect(report(-5)).toBe("validation.amountMin");
    expect(report(1.234)).toBe("validation.amountDecimals");
    expect(report("abc")).toBe("validation.invalid");
    expect(report(undefined)).toBe("validation.required");
    expect(report(10_000_000)).toBe("validation.amountMax");
    expect(report("12,50")).toBeUndefined();
    expect(report(0.01)).toBeUndefined();
  });

  it("an IBAN passes exactly when its check digits are right", () => {
    expect(isValidIban("FI21 1234 5600 0007 85")).toBe(true);
    expect(isValidIban("fi2112345600000785")).toBe(true);
    expect(isValidIban("FI22 1234 5600 0007 85")).toBe(false);
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("")).toBe(false);
    expect(isValidIban("<script>")).toBe(false);
    // Any change of one digit of a valid IBAN breaks its check.
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 17 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = "FI2112345600000785";
        const digit = (Number(valid[position]) + delta) % 10;
        const changed = valid.slice(0, position) + String(digit) + valid.slice(position + 1);
        expect(isValidIban(changed)).toBe(false);
      }),
    );
    const parsed = generalExpenseReportRequestData.safeParse({
      contactInfo: { ...contact, iban: "FI22 1234 5600 0007 85" },
      event: { name: "x", date: "2026-05-02" },
      purchaseReports: [{ report: "x", amount: 1 }],
    });
    expect(errors(parsed)["contactInfo.iban"]).toBe("validation.iban");
    const ok = generalExpenseReportRequestData.parse({
      contactInfo: contact,
      event: { name: "x", date: "2026-05-02" },
      purchaseReports: [{ report: "x", amount: 1 }],
    });
    expect(ok.contactInfo.iban).toBe(electronicFormatIBAN("FI2112345600000785"));
  });
});

describe("committee forms", () => {
  it("meeting minutes: two participants, an item, two-word names and the signatories' confirmation", () => {
    expect(meetingMinutesData.safeParse(minutes).success).toBe(true);
    expect(meetingMinutesData.parse({ ...minutes, chairperson: "  Aino   Asukas " }).chairperson).toBe(
      "Aino Asukas",
    );
    expect(
      errors(
        meetingMinutesData.safeParse({
          ...minutes,
          participants: 1,
          items: [],
          chairperson: "Aino",
          secretary: " ",
          signatoryConfirmation: false,
          time: "18:10",
          date: "2026-02-30",
          location: "",
        }),
      ),
    ).toEqual({
      participants: "validation.participantsMin",
      items: "validation.atLeastOne",
      chairperson: "validation.twoWords",
      secretary: "validation.required",
      signatoryConfirmation: "validation.mustConfirm",
      time: "validation.invalidTime",
      date: "validation.invalidDate",
      location: "validation.required",
    });
    expect(errors(meetingMinutesData.safeParse({ ...minutes, extra: 1 }))[""]).toBeDefined();
  });

  it("action plan: years 1000–9999, months 1–12, a day that makes a date (error on the day), at least one activity", () => {
    const plan = {
      year: 2026,
      activities: [{ name: "Kevätsiivous", month: 5, responsiblePersons: "Aino", budgetEstimate: 150 }],
      totalBudgetEstimate: 150,
    };
    expect(actionPlanData.safeParse(plan).success).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (year) => {
        expect(actionPlanData.safeParse({ ...plan, year }).success).toBe(year >= 1000 && year <= 9999);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const result = actionPlanData.safeParse({
            ...plan,
            year,
            activities: [{ ...plan.activities[0], month, day }],
          });
          expect(result.success).toBe(isRealDate(year, month, day));
          if (!result.success)
            expect(errors(result)).toEqual({ "activities.0.day": "validation.invalidDate" });
        },
      ),
    );
    expect(errors(actionPlanData.safeParse({ ...plan, activities: [] }))).toEqual({
      activities: "validation.atLeastOne",
    });
    expect(
      errors(actionPlanData.safeParse({ ...plan, activities: [{ ...plan.activities[0], month: 13 }] })),
    ).toEqual({
      "activities.0.month": "validation.monthRange",
    });
  });

  it("action report: the day and additional information are required", () => {
    const report = {
      year: 2025,
      expenses: 120.5,
      activities: [
        {
          name: "Pikkujoulut",
          month: 12,
          day: 12,
          additionalInformation: "30 osallistujaa",
          expenses: 120.5,
        },
      ],
    };
    expect(actionReportData.safeParse(report).success).toBe(true);
    const { day: _day, ...withoutDay } = report.activities[0]!;
    expect(
      errors(
        actionReportData.safeParse({ ...report, activities: [{ ...withoutDay, additionalInformation: "" }] }),
      ),
    ).toEqual({
      "activities.0.day": "validation.required",
      "activities.0.additionalInformation": "validation.required",
    });
  });

  it("event invitation: a meeting needs a location and 14 days' notice; other types keep a contact person", () => {
    const party = {
      eventType: "Party",
      name: "Pihajuhla",
      date: "2026-06-10",
      time: "17:30",
      description: "<script>alert(1)</script> Grillataan",
      property: "b1",
      contactPerson: "Aino",
      regards: "dropped",
    };
    const parsedParty = eventInviteData.parse(party);
    expect(parsedParty).toMatchObject({ contactPerson: "Aino", coverImage: "none", repeat: "never" });
    expect(parsedParty).not.toHaveProperty("regards");
    expect(parsedParty.description).toBe("<script>alert(1)</script> Grillataan");
    const meeting = { ...party, eventType: "CommunityMeeting" };
    expect(errors(eventInviteData.safeParse(meeting))).toEqual({ location: "validation.required" });
    const checked = eventInviteRequestData(() => "2026-06-01");
    expect(errors(checked.safeParse({ ...meeting, location: "Kerho" }))).toEqual({
      date: "validation.meetingNoticeTooShort",
    });
    expect(checked.safeParse({ ...meeting, location: "Kerho", date: "2026-06-15" }).success).toBe(true);
    expect(checked.safeParse(party).success).toBe(true);
    expect(errors(eventInviteData.safeParse({ ...party, repeat: "weekly" }))).toEqual({
      repeatEndDate: "validation.required",
    });
    expect(
      errors(eventInviteData.safeParse({ ...party, repeat: "weekly", repeatEndDate: "2026-06-01" })),
    ).toEqual({
      repeatEndDate: "validation.repeatEndBeforeDate",
    });
  });

  it("the create bodies are a union on formType", () => {
    expect(createNoticeRequest.safeParse({ formType: "MeetingMinutes", formData: minutes }).success).toBe(
      true,
    );
    expect(createNoticeRequest.safeParse({ formType: "EventInvite", formData: minutes }).success).toBe(false);
    expect(createNoticeRequest.safeParse({ formType: "ActionPlan", formData: minutes }).success).toBe(false);
    const event = createEventRequest.parse({
      formData: {
        eventType: "OtherEvent",
        name: "x",
        date: "2099-01-01",
        time: "10:00",
        description: "y",
        property: "b",
      },
    });
    expect(event.formType).toBe("EventInvite");
  });
});

describe("expense forms", () => {
  const general = {
    formType: "GeneralExpenseReport",
    contactInfo: contact,
    event: { name: "Kevätsiivous", date: "2026-05-02" },
    purchaseReports: [{ report: "Haravat", amount: "19.90" }],
  };

  it("at most three entries: a fourth purchase report is refused", () => {
    const entry = { report: "x", amount: 1 };
    expect(
      expenseReportRequest.safeParse({ ...general, purchaseReports: [entry, entry, entry] }).success,
    ).toBe(true);
    expect(
      errors(expenseReportRequest.safeParse({ ...general, purchaseReports: [entry, entry, entry, entry] })),
    ).toEqual({
      purchaseReports: "validation.tooManyEntries",
    });
    expect(errors(expenseReportRequest.safeParse({ ...general, purchaseReports: [] }))).toEqual({
      purchaseReports: "validation.atLeastOne",
    });
  });

  it("a travel report counts public transport and own car entries together", () => {
    const bus = { date: "2026-05-02", time: "08:00", vehicle: "Bussi", amount: 3.2 };
    const car = { date: "2026-05-02", time: "08:00", numberOfPeople: 2, totalKm: 40 };
    const travel = {
      formType: "TravelExpenseReport",
      contactInfo: contact,
      event: { name: "Koulutus", location: "Tampere", travelRoute: "Helsinki–Tampere" },
    };
    const { formType: _type, ...travelData } = travel;
    expect(
      expenseReportRequest.safeParse({
        ...travel,
        publicExpenseReports: [bus, bus],
        ownCarExpenseReports: [car],
      }).success,
    ).toBe(true);
    expect(
      errors(
        expenseReportRequest.safeParse({
          ...travel,
          publicExpenseReports: [bus, bus],
          ownCarExpenseReports: [car, car],
        }),
      ),
    ).toEqual({ publicExpenseReports: "validation.tooManyEntries" });
    expect(errors(travelExpenseReportRequestData.safeParse(travelData))).toMatchObject({
      publicExpenseReports: "validation.atLeastOne",
    });
    expect(
      errors(
        travelExpenseReportRequestData.safeParse({
          ...travelData,
          ownCarExpenseReports: [{ ...car, totalKm: 0, numberOfPeople: 0 }],
        }),
      ),
    ).toEqual({
      "ownCarExpenseReports.0.totalKm": "validation.numberMin",
      "ownCarExpenseReports.0.numberOfPeople": "validation.numberMin",
    });
  });

  it("contact details: email and phone as the profile takes them", () => {
    expect(
      errors(
        expenseReportRequest.safeParse({
          ...general,
          contactInfo: { ...contact, email: "not-an-email", phone: "abc", zip: "" },
        }),
      ),
    ).toEqual({
      "contactInfo.email": "validation.email",
      "contactInfo.phone": expect.any(String),
      "contactInfo.zip": "validation.required",
    });
  });

  it("receipts are ids on the way in: one, a list, or none", () => {
    const id = "7f1c9c3e-8a52-4c1e-9a55-4f7d3b1f2a10";
    const one = expenseReportRequest.parse({
      ...general,
      purchaseReports: [{ report: "x", amount: 1, receipts: id }],
    });
    expect(one.formType === "GeneralExpenseReport" && one.purchaseReports[0]?.receipts).toEqual([id]);
    expect(
      expenseReportRequest.safeParse({
        ...general,
        purchaseReports: [{ report: "x", amount: 1, receipts: "../etc" }],
      }).success,
    ).toBe(false);
  });

  it("the total in cents", () => {
    expect(expenseTotalCents({ purchaseReports: [{ amount: 19.9 }, { amount: 0.1 }] })).toBe(2000);
    expect(expenseTotalCents({ publicExpenseReports: [{ amount: 3.2 }] })).toBe(320);
  });
});

describe("states, review and allowance", () => {
  it("one transition table: publish, decide, send again after a rejection; published is final but for archiving", () => {
    expect(FORM_WORKFLOW.allows("Draft", "AwaitingApproval")).toBe(true);
    expect(FORM_WORKFLOW.allows("AwaitingApproval", "Published")).toBe(true);
    expect(FORM_WORKFLOW.allows("Rejected", "AwaitingApproval")).toBe(true);
    expect(FORM_WORKFLOW.allows("Published", "AwaitingApproval")).toBe(false);
    expect(FORM_WORKFLOW.allows("Draft", "Published")).toBe(false);
    expect(FORM_WORKFLOW.isFinal("Archived")).toBe(true);
    expect(approvedStateOf("EventInvite")).toBe("Published");
    expect(approvedStateOf("TravelExpenseReport")).toBe("Approved");
    expect(isEditableFormState("Rejected")).toBe(true);
    expect(isEditableFormState("AwaitingApproval")).toBe(false);
    expect(isEditableFormState("Published")).toBe(false);
  });

  it("a review token is 43 base64url characters; a rejection needs a reason", () => {
    expect(reviewTokenParams.safeParse({ token: "a".repeat(43) }).success).toBe(true);
    expect(reviewTokenParams.safeParse({ token: "a".repeat(42) }).success).toBe(false);
    expect(reviewTokenParams.safeParse({ token: `${"a".repeat(42)}/` }).success).toBe(false);
    expect(errors(rejectFormRequest.safeParse({ reason: "  " }))).toEqual({ reason: "validation.required" });
  });

  it("the default allowance: 200 € + 13 € per apartment between 600 € and 2 200 €", () => {
    expect(defaultAllowanceCents(0)).toBe(60_000);
    expect(defaultAllowanceCents(30)).toBe(60_000);
    expect(defaultAllowanceCents(31)).toBe(60_300);
    expect(defaultAllowanceCents(100)).toBe(150_000);
    expect(defaultAllowanceCents(154)).toBe(220_000);
    expect(defaultAllowanceCents(1000)).toBe(220_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (apartments) => {
        const cents = defaultAllowanceCents(apartments);
        expect(cents).toBeGreaterThanOrEqual(60_000);
        expect(cents).toBeLessThanOrEqual(220_000);
        expect(cents).toBe(Math.min(220_000, Math.max(60_000, 20_000 + 1_300 * apartments)));
      }),
    );
    expect(allowanceLeft(60_000, 10_000)).toEqual({ leftCents: 50_000, overCents: 0 });
    expect(allowanceLeft(60_000, 70_000)).toEqual({ leftCents: 0, overCents: 10_000 });
  });
});
