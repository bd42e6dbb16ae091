import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

const fi = (key: string) => t("fi", `messages:${key}`);

test("a message to customer service lands on the success page, goes home after 5 seconds and is listed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startAinoSession(page);
  await page.goto("/ota-yhteytta/viesti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("title"), { timeout: 15_000 });
  await expect(page.getByLabel(fi("form.category"), { exact: true })).toHaveValue("471");
  await expect(page.getByRole("region", { name: fi("sent.title") }).getByRole("status")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A subtopic is required.
  await page.getByRole("button", { name: fi("form.submit") }).click();
  await expect(page.getByText(t("fi", "validation:required.subcategory"))).toBeVisible();
  await expect(page.getByLabel(fi("form.subcategory"), { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  const subject = `Ikkunan tiiviste ${Date.now().toString(36)}`;
  await page.getByLabel(fi("form.subcategory"), { exact: true }).selectOption("propertymanagement");
  await page.getByLabel(fi("form.subject"), { exact: true }).fill(subject);
  await page
    .getByLabel(fi("form.content"), { exact: true })
    .fill("Makuuhuoneen ikkunasta vetää. Voisiko tiivisteen vaihtaa?");
  await page.getByRole("button", { name: fi("form.submit") }).click();

  await expect(page).toHaveURL(/\/onnistui$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("success.title"));
  // The seconds on screen (a screen reader is told once, by the page's status line).
  await expect(page.locator("[data-countdown]")).toHaveText(/Siirryt etusivulle [1-5] sekunnin kuluttua\./);
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino", { timeout: 15_000 });

  await page.goto("/ota-yhteytta/viesti");
  const sent = page.getByRole("region", { name: fi("sent.title") });
  const item = sent.getByRole("listitem").filter({ hasText: subject });
  await expect(item).toContainText(fi("status.Sent"));
  await expect(item).toContainText(fi("subcategories.propertymanagement"));
  await expectNoAxeViolations(page);
});

test("fault reports and sauna, laundry and parking point elsewhere and cannot be sent", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await startAinoSession(page);
  await page.goto("/ota-yhteytta/viesti");
  const send = page.getByRole("button", { name: fi("form.submit") });
  const subcategory = page.getByLabel(fi("form.subcategory"), { exact: true });

  await subcategory.selectOption("faultreports");
  await expect(send).toBeDisabled();
  const faultLink = page.getByRole("link", { name: fi("form.faultLink") });
  await expect(faultLink).toBeVisible();
  await expectNoAxeViolations(page);

  await subcategory.selectOption("sauna_laundry_parking");
  await expect(send).toBeDisabled();
  await expect(page.getByText(fi("form.bookingPointer"))).toBeVisible();
  await expect(page.getByRole("link", { name: fi("form.parkingLink") })).toBeVisible();
  await expectNoAxeViolations(page);

  // Another topic has its own subtopics; the choice starts over.
  await page.getByLabel(fi("form.category"), { exact: true }).selectOption("473");
  await expect(subcategory).toHaveValue("");
  await subcategory.selectOption("latepayment");
  await expect(send).toBeEnabled();

  await page.getByLabel(fi("form.category"), { exact: true }).selectOption("471");
  await subcategory.selectOption("faultreports");
  await page.getByRole("link", { name: fi("form.faultLink") }).click();
  await expect(page).toHaveURL(/\/asuminen\/vikailmoitus$/);
});

test("the message page in English", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => sessionStorage.setItem("language", "en"));
  await startAinoSession(page);
  await page.goto("/ota-yhteytta/viesti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "messages:title"), {
    timeout: 15_000,
  });
  await expect(page.getByLabel(t("en", "messages:form.category"), { exact: true })).toContainText(
    t("en", "messages:categories.471"),
  );
  await page.getByRole("button", { name: t("en", "messages:form.submit") }).click();
  await expect(page.getByText(t("en", "validation:required.subcategory"))).toBeVisible();
  await expectNoAxeViolations(page);
});
