import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiSession, startSessionAs, startStaffSession } from "../support/sessionAs.ts";
import { uniqueTitle } from "./fixtures.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";

/** A new report of Aino's, completed by customer service through the staff queue's API. */
async function completedReport(request: APIRequestContext, title: string): Promise<string> {
  const aino = await apiSession(request, AINO);
  const created = await request.post("/api/defect-notices/create", {
    headers: { authorization: `Bearer ${aino}` },
    multipart: {
      title,
      description: "Keittiön hana tippuu.",
      defectClass: "repair",
      affectedArea: "apartment",
      hasPetsInApartment: "false",
      masterKeyAccessAllowed: "true",
      phone: "040 123 4567",
      language: "fi",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const staff = await request.post("/sandbox/staff-sessions", { data: { email: ASTA } });
  expect(staff.status()).toBe(200);
  const { sessionId } = (await staff.json()) as { sessionId: string };
  const moved = await request.post(`/api/staff/queue/fault-reports/${id}/state`, {
    headers: { authorization: `Bearer ${sessionId}` },
    data: { from: "Sent", to: "Ready" },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return id;
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { lang, width } of [
  { lang: "fi", width: 375 },
  { lang: "en", width: 1280 },
] as const) {
  test(`a completed fault report asks whether the fault was fixed: rated once, then reopened (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const fb = (key: string, vars?: Record<string, string>) => t(lang, `fault-feedback:${key}`, vars);
    const faults = (key: string) => t(lang, `faults:${key}`);
    await page.setViewportSize({ width, height: 900 });
    const title = uniqueTitle("Hana vuotaa");
    const id = await completedReport(page.request, title);
    await startSessionAs(page, AINO, lang);
    await page.goto(`/asuminen/vikailmoitus/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 15_000 });

    const card = page.getByRole("region", { name: fb("card") });
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading", { name: fb("reopenTitle") })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoOverflow(page);

    // Sent without a rating: the form says what is missing.
    const send = card.getByRole("button", { name: fb("send") });
    await send.click();
    await expect(card.getByText(t(lang, "validation:required.default"))).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole("radio", { name: `4 – ${fb("rating.4")}` }).check();
    await card.getByLabel(fb("comment")).fill("Korjaaja oli nopea.");
    await send.click();
    await expect(card.getByRole("heading", { name: fb("givenTitle") })).toBeVisible();
    await expect(card).toContainText(fb("ratingValue", { rating: "4" }));
    await expect(card).toContainText("Korjaaja oli nopea.");
    await expect(card.getByRole("button", { name: fb("send") })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoOverflow(page);

    // The fault came back: reopened with what is still wrong, the report is in handling again.
    const reopen = card.getByRole("button", { name: fb("reopen") });
    await reopen.click();
    await expect(card.getByText(t(lang, "validation:required.default"))).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByLabel(fb("reason")).fill("Hana tippuu taas illalla.");
    await reopen.click();
    const history = page.getByRole("region", { name: faults("detail.history") });
    await expect(history).toContainText(faults("detail.event.reopened"));
    await expect(page.getByRole("main")).toContainText(faults("status.InProgress"));
    // The rating stays on the report; the reopening form is gone until it is completed again.
    await expect(card).toContainText(fb("ratingValue", { rating: "4" }));
    await expect(card.getByRole("button", { name: fb("reopen") })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoOverflow(page);
  });
}

for (const { lang, width } of [
  { lang: "fi", width: 375 },
  { lang: "en", width: 1280 },
] as const) {
  test(`staff see the tenant's rating and reopening on the queue's item (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const sff = (key: string, vars?: Record<string, string>) => t(lang, `staff-fault-feedback:${key}`, vars);
    await page.setViewportSize({ width, height: 900 });
    const title = uniqueTitle("Patteri kylmä");
    const id = await completedReport(page.request, title);
    const aino = await apiSession(page.request, AINO);
    const headers = { authorization: `Bearer ${aino}` };
    const reopened = await page.request.post(`/api/defect-notices/${id}/reopen`, {
      headers,
      data: { reason: "Patteri on yhä kylmä." },
    });
    expect(reopened.status()).toBe(201);

    await startStaffSession(page, ASTA, lang);
    await page.goto(`/hallinta/jono/fault-reports/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title, { timeout: 15_000 });
    const panel = page.getByRole("region", { name: sff("title") });
    await expect(panel).toContainText(sff("noRating"));
    await expect(panel).toContainText(sff("reopenings_one"));
    await expect(panel).toContainText("Patteri on yhä kylmä.");
    await expectNoAxeViolations(page);
    await expectNoOverflow(page);
  });
}
