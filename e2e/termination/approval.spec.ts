import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";
import { apiGet, shownDate, startSessionAs, startStaffSession } from "../support/sessionAs.ts";

// The Irtisanoja couple's lease is these journeys' own: a notice on it shows on both tenants' pages
// and its approval ends the lease, so no other journey may use it. The journeys run in order: Jussi
// rejects the first notice, and Irja's second goes the whole way.
const IRJA = "irja.irtisanoja@example.fi";
const JUSSI = "jussi.irtisanoja@example.fi";
const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const PAGE = "/sopimuksen-irtisanominen";
const PHONE = { width: 375, height: 800 };

const en = (key: string, vars?: Record<string, string>) => t("en", `termination:${key}`, vars);
/** A small PDF Irja attaches to her notice (the server decides its type by these bytes). */
const PDF = {
  name: "muuttoilmoitus.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
};
const fileButton = (page: Page) =>
  page.getByRole("button", { name: `${en("details.download")} ${PDF.name}` });

const home = (lang: "fi" | "en", key: string) => t(lang, `home:notifications.${key}`);
/** The home page's notifications: a notice's current state, once, and a party's way to answer it. */
const notifications = (page: Page, lang: "fi" | "en") =>
  page.getByRole("region", { name: t(lang, "home:notifications.title") });

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

test.describe.configure({ mode: "serial" });

test("Irja gives notice and identifies at the bank, Jussi rejects it, and Irja may give a new one (Finnish; Irja on a phone, Jussi at a desktop)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const fiText = (key: string) => t("fi", `termination:${key}`);
  const irja = await phonePage(browser);
  await startSessionAs(irja, IRJA, "fi");
  await irja.goto(PAGE);
  await expectNoAxeViolations(irja);
  await irja.getByRole("button", { name: fiText("instructions.continue") }).click();
  const form = (key: string) => fiText(`form.${key}`);
  await irja.getByLabel(form("reason")).selectOption("housing_costs");
  await irja.getByLabel(form("streetAddress")).fill("Uusikatu 1 B 5");
  await irja.getByLabel(form("postalCode")).fill("00100");
  await irja.getByLabel(form("city")).fill("Helsinki");
  await irja.getByLabel(form("iban")).fill("FI21 1234 5600 0007 85");
  await irja.getByLabel(form("readInstructions")).check();
  await expectNoAxeViolations(irja);
  await irja.getByRole("button", { name: form("submit") }).click();
  await identifyAs(irja, "Irja Irtisanoja");
  await expect(irja).toHaveURL(/\/sopimuksen-irtisanominen$/);
  await expect(irja.getByText(fiText("overview.sent"))).toBeVisible();
  await expect(irja.getByText(fiText("messages.awaitingOthers"))).toBeVisible();
  await expectNoAxeViolations(irja);

  // Jussi's home asks for his answer and leads straight to it: who gave the notice, the end date
  // and the two choices, first on the page.
  const jussiContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const jussi = await jussiContext.newPage();
  await startSessionAs(jussi, JUSSI, "fi");
  await jussi.goto("/");
  const request = notifications(jussi, "fi")
    .getByRole("listitem")
    .filter({
      hasText: home("fi", "termination_request_approval_needed.title"),
    });
  await expect(request).toBeVisible();
  await expectNoAxeViolations(jussi);
  await request.getByRole("link", { name: home("fi", "terminationAnswer") }).click();
  await expect(jussi).toHaveURL(/\/sopimuksen-irtisanominen$/);
  await expect(jussi.getByRole("heading", { name: fiText("decision.title") })).toBeVisible();
  await expect(
    jussi.getByText(/^Irja Irtisanoja on irtisanonut vuokrasopimuksen päättymään \d/),
  ).toBeVisible();
  await expect(jussi.getByRole("button", { name: fiText("approval.accept") })).toBeVisible();
  await expect(jussi.getByRole("button", { name: fiText("instructions.continue") })).toHaveCount(0);
  await expect(jussi.getByText(fiText("instructions.title"))).toHaveCount(0);
  await expectNoAxeViolations(jussi);
  await jussi.getByRole("button", { name: fiText("approval.reject") }).click();
  const dialog = jussi.getByRole("dialog", { name: fiText("approval.rejectConfirmTitle") });
  await expectNoAxeViolations(jussi);
  await dialog.getByRole("button", { name: fiText("approval.rejectConfirm") }).click();
  await expect(
    jussi.getByText("Hylkäsit irtisanomisen, jonka Irja Irtisanoja antoi. Vuokrasopimus jatkuu ennallaan."),
  ).toBeVisible();
  await expect(jussi.getByText(fiText("messages.rejected"))).toBeVisible();
  await expectNoAxeViolations(jussi);

  await irja.reload();
  await expect(irja.getByText(fiText("messages.rejected"))).toBeVisible();
  await expect(irja.getByRole("button", { name: fiText("overview.newNotice") })).toBeVisible();
  await expectNoAxeViolations(irja);
  // Irja's home tells where her notice stands now, once: not also that it was received.
  await irja.goto("/");
  const irjas = notifications(irja, "fi");
  await expect(irjas.getByText(home("fi", "termination_request_tenant_rejected.title"))).toHaveCount(1);
  await expect(irjas.getByText(home("fi", "termination_request_created.awaiting.title"))).toHaveCount(0);
  await expectNoAxeViolations(irja);
});

test("Irja gives notice and identifies, Jussi accepts in his own browser and identifies, customer service approves it in the console, and all three see it approved (English, phone)", async ({
  browser,
}) => {
  test.setTimeout(240_000);

  const irja = await phonePage(browser);
  const irjaSession = await startSessionAs(irja, IRJA, "en");
  await test.step("Irja starts a new notice after the rejected one, and identifies at the bank", async () => {
    await irja.goto(PAGE);
    await expect(irja.getByRole("heading", { level: 1 })).toHaveText(en("title"));
    await expect(irja.getByText(en("messages.rejected"))).toBeVisible();
    await irja.getByRole("button", { name: en("overview.newNotice") }).click();
    await expectNoAxeViolations(irja);
    await irja.getByRole("button", { name: en("instructions.continue") }).click();
    const form = (key: string) => en(`form.${key}`);
    await irja.getByLabel(form("reason")).selectOption("move_to_another_municipality");
    await irja.getByLabel(form("streetAddress")).fill("Rantakatu 4 A 3");
    await irja.getByLabel(form("postalCode")).fill("33100");
    await irja.getByLabel(form("city")).fill("Tampere");
    await irja.getByLabel(form("iban")).fill("FI21 1234 5600 0007 85");
    await irja.getByLabel(t("en", "faults:form.attachments"), { exact: true }).setInputFiles([PDF]);
    await expect(irja.getByRole("list", { name: t("en", "faults:form.chosenFiles") })).toContainText(
      PDF.name,
    );
    await irja.getByLabel(form("readInstructions")).check();
    await expectNoAxeViolations(irja);
    await irja.getByRole("button", { name: form("submit") }).click();
    await identifyAs(irja, "Irja Irtisanoja");
    await expect(irja).toHaveURL(/\/sopimuksen-irtisanominen$/);
    await expect(irja.getByText(en("overview.sent"))).toBeVisible();
    await expect(irja.getByText(en("messages.awaitingOthers"))).toBeVisible();
    await expect(fileButton(irja)).toBeVisible();
    await expectNoAxeViolations(irja);
  });
  const { notice } = await apiGet<{ notice: { id: string; endDate: string } }>(
    irja.request,
    irjaSession,
    "/api/contract-termination",
  );
  const approved = en("messages.approved", { date: shownDate(notice.endDate) });

  await test.step("Irja's home tells that her notice waits for approval, once", async () => {
    await irja.goto("/");
    const item = notifications(irja, "en")
      .getByRole("listitem")
      .filter({
        hasText: home("en", "termination_request_created.awaiting.title"),
      });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("link", { name: home("en", "terminationLink") })).toHaveAttribute(
      "href",
      PAGE,
    );
  });

  const jussi = await phonePage(browser);
  await startSessionAs(jussi, JUSSI, "en");
  await test.step("Jussi follows his home's request to the notice, accepts and identifies at the bank", async () => {
    await jussi.goto("/");
    await notifications(jussi, "en")
      .getByRole("link", { name: home("en", "terminationAnswer") })
      .click();
    await expect(jussi.getByRole("heading", { name: en("decision.title") })).toBeVisible();
    await expect(jussi.getByText(en("decision.rejectMeans"))).toBeVisible();
    // The other party sees what Irja attached, and opens it.
    const [download] = await Promise.all([jussi.waitForEvent("download"), fileButton(jussi).click()]);
    expect(download.suggestedFilename()).toBe(PDF.name);
    await expectNoAxeViolations(jussi);
    await jussi.getByRole("button", { name: en("approval.accept") }).click();
    await identifyAs(jussi, "Jussi Irtisanoja");
    await expect(jussi).toHaveURL(/\/sopimuksen-irtisanominen$/);
    // What happened, in words: not that his own notice was sent.
    await expect(jussi.getByText(en("decision.accepted", { name: "Irja Irtisanoja" }))).toBeVisible();
    await expect(jussi.getByText(en("overview.sent"))).toHaveCount(0);
    await expect(jussi.getByText(en("messages.inReview"))).toBeVisible();
    await expectNoAxeViolations(jussi);
  });

  await test.step("Irja's home now tells that her notice is in review, and only that", async () => {
    await irja.goto("/");
    const irjas = notifications(irja, "en");
    await expect(irjas.getByText(home("en", "termination_request_tenant_accepted.title"))).toHaveCount(1);
    await expect(irjas.getByText(home("en", "termination_request_created.awaiting.title"))).toHaveCount(0);
    await expectNoAxeViolations(irja);
  });

  const asta = await phonePage(browser);
  await startStaffSession(asta, ASTA, "en");
  await test.step("customer service finds the notice in the queue and approves it", async () => {
    await asta.goto("/hallinta/jono?kind=terminations&state=ready_for_review");
    // The queue's title: the address and the end date as every date is shown (D.M.YYYY).
    const subject = asta.getByRole("link", { name: `Kotipuistontie 3 T 1, ${shownDate(notice.endDate)}` });
    await expect(subject).toBeVisible();
    await expectNoAxeViolations(asta);
    await subject.click();
    await expect(asta).toHaveURL(new RegExp(`/hallinta/irtisanomiset/${notice.id}$`));
    await expect(asta.getByRole("heading", { level: 1 })).toHaveText(en("review.title"));
    await expect(asta.getByRole("heading", { name: en("status.ready_for_review") })).toBeVisible();
    const [download] = await Promise.all([asta.waitForEvent("download"), fileButton(asta).click()]);
    expect(download.suggestedFilename()).toBe(PDF.name);
    expect((await download.failure()) ?? null).toBeNull();
    await expectNoAxeViolations(asta);
    await asta.getByRole("button", { name: en("review.approve") }).click();
    await expect(asta.getByText(en("review.approved", { date: shownDate(notice.endDate) }))).toBeVisible();
    await expect(asta.getByRole("heading", { name: en("status.approved") })).toBeVisible();
    await expectNoAxeViolations(asta);
  });

  await test.step("both tenants see the notice approved and the lease's end date", async () => {
    for (const tenant of [irja, jussi]) {
      await tenant.goto(PAGE);
      await expect(tenant.getByText(approved)).toBeVisible();
      await expect(tenant.getByRole("button", { name: en("approval.accept") })).toHaveCount(0);
      await expectNoAxeViolations(tenant);
    }
    await irja.goto("/");
    const irjas = notifications(irja, "en");
    await expect(irjas.getByText(home("en", "termination_request_landlord_accepted.title"))).toHaveCount(1);
    await expect(irjas.getByText(home("en", "termination_request_tenant_accepted.title"))).toHaveCount(0);
  });
});
