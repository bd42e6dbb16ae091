import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { PHONE_TENANT, VILLE } from "../support/accounts.ts";
import { startAinoSession, tabTo } from "../support/session.ts";
import { startSessionAs } from "../support/sessionAs.ts";
import { photoPng } from "../faults/fixtures.ts";

const fi = (key: string, vars?: Record<string, string>) => t("fi", key, vars);
const en = (key: string, vars?: Record<string, string>) => t("en", key, vars);
const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An ISO date n days from today (the product's own clock is Helsinki's, as is the browser's here). */
function isoIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a committee member fills minutes and an action plan on a phone: preview, draft, edit from own forms, publish, print", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await startAinoSession(page);

  await page.goto("/asuminen/asukastoimikunta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("committee:page.title"), {
    timeout: 30_000,
  });
  await expect(page.getByText(fi("committee:allowance.left"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: fi("committee:page.toForms") }).click();
  const forms = page.getByRole("region", { name: fi("committee:page.formsTitle") });
  await expect(forms).toBeFocused();
  await expect(forms.getByRole("link")).toHaveCount(6);

  // Meeting minutes, half written: saved as a draft all the same, but not published.
  await forms.getByRole("link", { name: fi("committee:forms.MeetingMinutes.title") }).click();
  await expect(page).toHaveURL(/\/asuminen\/asukastoimikunta\/kokouspoytakirja$/);
  const meeting = unique("Syyskokous <b>tärkeä</b>");
  await field(page, fi("committee-form:labels.MeetingMinutes.name")).fill(meeting);
  await field(page, fi("committee-form:fields.date")).fill(isoIn(-3));
  await field(page, fi("committee-form:fields.time")).fill("18:30");
  await field(page, fi("committee-form:fields.location")).fill("Kerhohuone");
  await page.getByRole("button", { name: fi("committee-form:form.saveDraft") }).click();
  await expect(page.getByText(fi("committee-form:form.saved"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: fi("committee-form:form.publish") }).click();
  await expect(page.getByText(fi("committee-form:form.fixErrors"))).toBeVisible();
  await expect(field(page, fi("committee-form:fields.participants"))).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, fi("committee-form:fields.signatoryConfirmation"))).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);

  // Own forms: the draft reopened later and finished there.
  await page.goto("/omat-lomakkeet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("committee:own.title"));
  const row = page.getByRole("row").filter({ hasText: meeting });
  await expect(row.getByText(fi("committee:states.Draft"))).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: new RegExp(`^${fi("committee:own.edit")}`) }).click();
  await expect(page).toHaveURL(/\/omat-lomakkeet\/muokkaa\//);
  await expect(field(page, fi("committee-form:fields.location"))).toHaveValue("Kerhohuone");
  await expect(field(page, fi("committee-form:fields.time"))).toHaveValue("18:30");
  await expect(field(page, fi("committee-form:fields.participants"))).toHaveValue("");
  await field(page, fi("committee-form:fields.location")).fill("Kerhohuone, B-rappu");
  await field(page, fi("committee-form:fields.participants")).fill("6");
  await field(page, fi("committee-form:fields.items.title")).fill("Talousarvio");
  await field(page, fi("committee-form:fields.items.text")).fill("Talousarvio hyväksyttiin.");
  await page.getByRole("button", { name: fi("committee-form:lists.items.add") }).click();
  await field(page, fi("committee-form:fields.chairperson")).fill("Aino Asukas");
  await field(page, fi("committee-form:fields.secretary")).fill("Ville Vuokralainen");
  await field(page, fi("committee-form:fields.signatoryConfirmation")).check();

  // The second agenda item is empty: the preview names its fields. Removing it asks first.
  await page.getByRole("button", { name: fi("committee-form:form.preview") }).click();
  await expect(page.getByText(fi("committee-form:form.fixErrors"))).toBeVisible();
  const secondTitle = page
    .getByRole("group", { name: fi("committee-form:lists.items.entry", { n: "2" }) })
    .getByLabel(fi("committee-form:fields.items.title"), { exact: true });
  await expect(secondTitle).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: fi("committee-form:lists.items.remove", { n: "2" }) }).click();
  const question = page.getByRole("dialog", {
    name: fi("committee-form:lists.items.confirmRemove", { n: "2" }),
  });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: fi("committee-form:confirm.remove"), exact: true }).click();
  await expect(secondTitle).toHaveCount(0);
  await expect(page.getByRole("button", { name: fi("committee-form:lists.items.add") })).toBeFocused();

  await page.getByRole("button", { name: fi("committee-form:form.preview") }).click();
  await expect(page.getByRole("heading", { name: fi("committee-form:form.previewTitle") })).toBeVisible();
  await expect(page.getByText(meeting)).toBeVisible();
  await expect(page.getByText("18.30")).toBeVisible();
  await expect(page.getByRole("button", { name: fi("committee-form:form.saveDraft") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: fi("committee-form:form.publish") })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: fi("committee-form:form.backToEdit") }).click();
  await page.getByRole("button", { name: fi("committee-form:form.publish") }).click();
  await expect(page.getByRole("heading", { name: fi("committee-form:sent.publishedTitle") })).toBeVisible();
  await expectNoAxeViolations(page);
  // The banner's link: the breadcrumb trail above it links the own forms too.
  await page
    .getByRole("link", { name: fi("committee-form:sent.toOwnForms") })
    .last()
    .click();
  const sentRow = page.getByRole("row").filter({ hasText: meeting });
  await expect(sentRow.getByText(fi("committee:states.AwaitingApproval"))).toBeVisible();
  await expect(sentRow.getByRole("link", { name: new RegExp(`^${fi("committee:own.edit")}`) })).toHaveCount(
    0,
  );

  // The form's own page for paper: print and back, the text as typed.
  await sentRow.getByRole("link", { name: new RegExp(fi("committee:forms.MeetingMinutes.title")) }).click();
  await expect(page.getByRole("button", { name: fi("committee:own.print") })).toBeVisible();
  await expect(page.getByText("Kerhohuone, B-rappu")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: fi("committee:own.print") })).toBeHidden();
  // The breadcrumb trail, which ends with the form's title, is left off the paper.
  await expect(page.getByText(meeting).filter({ visible: true }).first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // An action plan, published at once: the form is cleared and the banner links back.
  await page.goto("/asuminen/asukastoimikunta/toimintasuunnitelma");
  const year = String(new Date().getFullYear() + 1);
  await field(page, fi("committee-form:fields.year")).selectOption(year);
  const activity = unique("Kevättalkoot");
  await field(page, fi("committee-form:fields.activities.name")).fill(activity);
  // The 31st of January becomes the 30th when the month becomes April.
  await field(page, fi("committee-form:fields.activities.month")).selectOption("1");
  await field(page, fi("committee-form:fields.activities.day")).selectOption("31");
  await field(page, fi("committee-form:fields.activities.month")).selectOption("4");
  await expect(field(page, fi("committee-form:fields.activities.day"))).toHaveValue("30");
  await field(page, fi("committee-form:fields.activities.responsiblePersons")).fill("Aino ja Ville");
  await field(page, fi("committee-form:fields.activities.budgetEstimate")).fill("45,50");
  await expect(page.getByText(/45,50/)).toBeVisible();
  await page.getByRole("button", { name: fi("committee-form:form.publish") }).click();
  await expect(page.getByRole("heading", { name: fi("committee-form:sent.publishedTitle") })).toBeVisible();
  await expect(field(page, fi("committee-form:fields.activities.name"))).toHaveValue("");
  await expectNoAxeViolations(page);
});

test("an expense report with a receipt, and an event invitation by keyboard alone", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSessionAs(page, VILLE, "en");

  await page.goto("/asuminen/asukastoimikunta/kuluselvitys");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    en("committee:forms.GeneralExpenseReport.title"),
  );
  const event = unique("Yard party supplies");
  await field(page, en("committee-form:fields.contactInfo.name")).fill("Ville Vuokralainen");
  await field(page, en("committee-form:fields.contactInfo.address")).fill("Kirsikkapiha 3 B 12");
  await field(page, en("committee-form:fields.contactInfo.zip")).fill("00940");
  await field(page, en("committee-form:fields.contactInfo.city")).fill("Helsinki");
  await field(page, en("committee-form:fields.contactInfo.phone")).fill("040 123 4567");
  await field(page, en("committee-form:fields.contactInfo.email")).fill("ville.vuokralainen@example.fi");
  // A wrong check digit first.
  await field(page, en("committee-form:fields.contactInfo.iban")).fill("FI21 1234 5600 0007 86");
  await field(page, en("committee-form:fields.event.name")).fill(event);
  await field(page, en("committee-form:fields.event.date")).fill(isoIn(-5));
  await field(page, en("committee-form:fields.purchaseReports.report")).fill("Juice and buns");
  await field(page, en("committee-form:fields.purchaseReports.amount")).fill("23,40");
  await field(page, en("committee-form:receipts.label")).setInputFiles([photoPng]);
  await expect(page.getByRole("list", { name: en("committee-form:receipts.chosen") })).toContainText(
    photoPng.name,
  );
  await page.getByRole("button", { name: en("committee-form:lists.purchaseReports.add") }).click();
  await page.getByRole("button", { name: en("committee-form:lists.purchaseReports.add") }).click();
  await expect(
    page.getByRole("button", { name: en("committee-form:lists.purchaseReports.add") }),
  ).toBeDisabled();
  await expect(page.getByText(en("committee-form:lists.limit", { count: "3" }))).toBeVisible();
  await expectNoAxeViolations(page);
  for (const n of ["3", "2"]) {
    await page
      .getByRole("button", { name: en("committee-form:lists.purchaseReports.remove", { n }) })
      .click();
    await page
      .getByRole("dialog", { name: en("committee-form:lists.purchaseReports.confirmRemove", { n }) })
      .getByRole("button", { name: en("committee-form:confirm.remove"), exact: true })
      .click();
  }

  await page.getByRole("button", { name: en("committee-form:form.submit") }).click();
  await expect(page.getByText(en("committee-form:validation.iban.default"))).toBeVisible();
  await field(page, en("committee-form:fields.contactInfo.iban")).fill("FI21 1234 5600 0007 85");
  await page.getByRole("button", { name: en("committee-form:form.submit") }).click();
  await expect(page.getByRole("heading", { name: en("committee-form:sent.submittedTitle") })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/omat-lomakkeet");
  const row = page.getByRole("row").filter({ hasText: event });
  await expect(row.getByText(en("committee:states.AwaitingApproval"))).toBeVisible();
  await row.getByRole("link", { name: new RegExp(en("committee:forms.GeneralExpenseReport.title")) }).click();
  await expect(page.getByRole("link", { name: photoPng.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // An event invitation with the keyboard only: the type, the time picker, the date and publish.
  await page.goto("/asuminen/asukastoimikunta/tapahtumakutsu");
  const type = field(page, en("committee-form:fields.eventType"));
  await expect(type).toBeVisible();
  await tabTo(page, type, 40);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(type).toHaveValue("Party");
  await page.keyboard.press("Tab");
  await page.keyboard.type(unique("Summer party"));
  await page.keyboard.press("Tab");
  const date = field(page, en("committee-form:fields.date"));
  await expect(date).toBeFocused();
  await date.fill(isoIn(5));
  // Under two weeks: a party is warned, not refused.
  await expect(page.getByText(en("committee-form:form.shortNotice", { days: "14" }))).toBeVisible();
  // The date's day, month and year are stops of their own: Tab on until the time, typed.
  const time = field(page, en("committee-form:fields.time"));
  await tabTo(page, time, 5);
  await page.keyboard.type("1815");
  await expect(time).toHaveValue("18:15");
  await tabTo(page, field(page, en("committee-form:fields.description")), 3);
  await page.keyboard.type("Grilling in the yard, everyone welcome.");
  await page.keyboard.press("Tab");
  await expect(field(page, en("committee-form:fields.property"))).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ville Vuokralainen");
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole("button", { name: en("committee-form:form.publish") }), 10);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: en("committee-form:sent.publishedTitle") })).toBeVisible();
});

for (const { lang, width } of [
  { lang: "fi", width: 375 },
  { lang: "en", width: 1280 },
] as const) {
  test(`a tenant who is not a committee member is told how to join, and the forms are not offered (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const tr = (key: string) => t(lang, key);
    await page.setViewportSize({ width, height: 800 });
    await startSessionAs(page, PHONE_TENANT.email, lang);
    await page.goto("/asuminen/asukastoimikunta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("committee:page.title"), {
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { name: tr("committee:join.title") })).toBeVisible();
    await expect(page.getByRole("button", { name: tr("committee:page.toForms") })).toHaveCount(0);
    await expect(page.getByRole("link", { name: tr("committee:forms.MeetingMinutes.title") })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto("/asuminen/asukastoimikunta/matkalasku");
    await expect(page.getByRole("heading", { name: tr("committee:join.title") })).toBeVisible();
    await expect(page.getByRole("button", { name: tr("committee-form:form.submit") })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
