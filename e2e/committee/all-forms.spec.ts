import { expect, test } from "@playwright/test";
import { AINO, VILLE } from "../support/accounts.ts";
import { startSessionAs } from "../support/sessionAs.ts";
import { photoPng } from "../faults/fixtures.ts";
import {
  fillPreviewDraftEditSend,
  isoIn,
  unique,
  type Filler,
  type FormJourney,
  type Lang,
} from "./journey.ts";

/*
 * Each of the six committee forms the whole way (fill, preview, draft, edit from one's own forms,
 * publish or submit, print view), in Finnish and English at phone and desktop widths. The minutes'
 * validation and the action plan's day picker are in forms.spec.ts; this file is the forms' common way.
 */

const thisYear = new Date().getFullYear();

async function contactInfo({ field }: Filler, name: string) {
  await field("fields.contactInfo.name").fill(name);
  await field("fields.contactInfo.address").fill("Kirsikkapiha 3 B 12");
  await field("fields.contactInfo.zip").fill("00940");
  await field("fields.contactInfo.city").fill("Helsinki");
  await field("fields.contactInfo.phone").fill("040 123 4567");
  await field("fields.contactInfo.email").fill("committee.member@example.fi");
  await field("fields.contactInfo.iban").fill("FI21 1234 5600 0007 85");
}

const FORMS: FormJourney[] = [
  {
    type: "MeetingMinutes",
    slug: "kokouspoytakirja",
    kind: "committee",
    api: "notices",
    async fill({ field, entry }, mark) {
      await field("labels.MeetingMinutes.name").fill(mark);
      await field("fields.date").fill(isoIn(-2));
      await field("fields.time").fill("19:00");
      await field("fields.location").fill("Club room");
      await field("fields.participants").fill("5");
      await field("fields.items.title", entry("items", 1)).fill("Budget");
      await field("fields.items.text", entry("items", 1)).fill("The budget for next year was approved.");
      await field("fields.chairperson").fill("Aino Asukas");
      await field("fields.secretary").fill("Ville Vuokralainen");
      await field("fields.signatoryConfirmation").check();
    },
    edit: { field: ({ field }) => field("fields.location"), value: unique("Club room, staircase B") },
  },
  {
    type: "ActionPlan",
    slug: "toimintasuunnitelma",
    kind: "committee",
    api: "notices",
    async fill({ field, entry }, mark) {
      await field("fields.year").selectOption(String(thisYear + 1));
      const first = entry("activities", 1);
      await field("fields.activities.name", first).fill(mark);
      await field("fields.activities.month", first).selectOption("5");
      await field("fields.activities.day", first).selectOption("20");
      await field("fields.activities.time", first).fill("10:00");
      await field("fields.activities.responsiblePersons", first).fill("Aino and Ville");
      await field("fields.activities.budgetEstimate", first).fill("120.50");
    },
    edit: {
      field: ({ field, entry }) => field("fields.activities.responsiblePersons", entry("activities", 1)),
      value: unique("The whole committee"),
    },
  },
  {
    type: "ActionReport",
    slug: "toimintakertomus",
    kind: "committee",
    api: "notices",
    async fill({ field, entry, add }, mark) {
      await field("fields.year").selectOption(String(thisYear - 1));
      await field("fields.expenses").fill("85,20");
      const first = entry("activities", 1);
      await field("fields.activities.name", first).fill(mark);
      await field("fields.activities.month", first).selectOption("6");
      await field("fields.activities.day", first).selectOption("15");
      await field("fields.activities.time", first).fill("17:00");
      await field("fields.activities.additionalInformation", first).fill(
        "Haravoitiin piha ja istutettiin kukat.",
      );
      await field("fields.activities.expenses", first).fill("85,20");
      await add("activities");
      const second = entry("activities", 2);
      await field("fields.activities.name", second).fill("Joulupuuro");
      await field("fields.activities.month", second).selectOption("12");
      await field("fields.activities.day", second).selectOption("14");
      await field("fields.activities.additionalInformation", second).fill("Puuroa kerhohuoneessa.");
      await field("fields.activities.expenses", second).fill("0");
    },
    edit: {
      field: ({ field, entry }) => field("fields.activities.additionalInformation", entry("activities", 2)),
      value: unique("Puuroa ja glögiä kerhohuoneessa"),
    },
  },
  {
    type: "EventInvite",
    slug: "tapahtumakutsu",
    kind: "committee",
    api: "events",
    async fill({ field }, mark) {
      await field("fields.eventType").selectOption("CommunityWorkDay");
      await field("labels.EventInvite.name").fill(mark);
      await field("fields.date").fill(isoIn(21));
      await field("fields.time").fill("17:30");
      await field("fields.description").fill("Haravoidaan piha yhdessä. Kahvia tarjolla.");
      // The committee's only building is chosen already; with more, the first.
      const building = field("fields.property");
      if ((await building.inputValue()) === "") await building.selectOption({ index: 1 });
      await field("fields.contactPerson").fill("Aino Asukas");
    },
    edit: {
      field: ({ field }) => field("fields.description"),
      value: unique("Haravoidaan piha ja grillataan"),
    },
  },
  {
    type: "GeneralExpenseReport",
    slug: "kuluselvitys",
    kind: "expense",
    api: "expense-reports",
    async fill(f, mark) {
      const { field, entry, page } = f;
      await contactInfo(f, "Aino Asukas");
      await field("fields.event.name").fill(mark);
      await field("fields.event.date").fill(isoIn(-4));
      const first = entry("purchaseReports", 1);
      await field("fields.purchaseReports.report", first).fill("Mehua ja pullaa");
      await field("fields.purchaseReports.amount", first).fill("12,80");
      await field("receipts.label", first).setInputFiles([photoPng]);
      await page.getByRole("list", { name: f.tr("committee-form:receipts.chosen") }).waitFor();
    },
    edit: {
      field: ({ field, entry }) => field("fields.purchaseReports.report", entry("purchaseReports", 1)),
      value: unique("Mehua, pullaa ja kahvia"),
    },
    // The receipt saved with the draft stays through the edit.
    onOwnPage: ({ page }) => expect(page.getByRole("link", { name: photoPng.name })).toBeVisible(),
  },
  {
    type: "TravelExpenseReport",
    slug: "matkalasku",
    kind: "expense",
    api: "expense-reports",
    async fill(f, mark) {
      const { field, entry, add } = f;
      await contactInfo(f, "Ville Vuokralainen");
      await field("fields.event.name").fill(mark);
      await field("fields.event.location").fill("Tampere");
      await field("fields.event.travelRoute").fill("Helsinki – Tampere – Helsinki");
      const journey = entry("publicExpenseReports", 1);
      await field("fields.publicExpenseReports.date", journey).fill(isoIn(-10));
      await field("fields.publicExpenseReports.time", journey).fill("08:15");
      await field("fields.publicExpenseReports.vehicle", journey).fill("Train");
      await field("fields.publicExpenseReports.amount", journey).fill("24.90");
      await add("ownCarExpenseReports");
      const car = entry("ownCarExpenseReports", 1);
      await field("fields.ownCarExpenseReports.date", car).fill(isoIn(-9));
      await field("fields.ownCarExpenseReports.time", car).fill("07:45");
      await field("fields.ownCarExpenseReports.numberOfPeople", car).fill("3");
      await field("fields.ownCarExpenseReports.totalKm", car).fill("120");
    },
    edit: {
      field: ({ field, entry }) =>
        field("fields.publicExpenseReports.vehicle", entry("publicExpenseReports", 1)),
      value: unique("Train and bus"),
    },
  },
];

/** Where each form goes: both languages, both widths, the two expense forms on a phone in different languages. */
const RUNS: Record<FormJourney["type"], { lang: Lang; width: 375 | 1280; who: string }> = {
  MeetingMinutes: { lang: "en", width: 1280, who: VILLE },
  ActionPlan: { lang: "en", width: 375, who: AINO },
  ActionReport: { lang: "fi", width: 1280, who: AINO },
  EventInvite: { lang: "fi", width: 375, who: VILLE },
  GeneralExpenseReport: { lang: "fi", width: 375, who: AINO },
  TravelExpenseReport: { lang: "en", width: 375, who: VILLE },
};

for (const form of FORMS) {
  const { lang, width, who } = RUNS[form.type];
  test(`${form.type} in ${lang === "fi" ? "Finnish" : "English"} at ${width} px: filled, previewed, saved as a draft, edited from own forms, sent and printed`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await startSessionAs(page, who, lang);
    await fillPreviewDraftEditSend(page, lang, form);
  });
}
