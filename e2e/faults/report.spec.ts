import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { AINO, PROTECTED } from "../support/accounts.ts";
import { startAinoSession } from "../support/session.ts";
import { apiGet, apiSession, startSessionAs } from "../support/sessionAs.ts";
import { fileInput, photoJpeg, photoPng, textAsJpeg, uniqueTitle } from "./fixtures.ts";

const fi = (key: string, vars?: Record<string, string>) => t("fi", `faults:${key}`, vars);

test("a fault report with two photos and a pet description: in the list, on its page and on the home card", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startAinoSession(page);
  await page.goto("/asuminen/vikailmoitus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("title"), { timeout: 15_000 });
  const list = page.getByRole("region", { name: fi("list.title") });
  await expect(list.getByRole("status")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: fi("new") }).click();
  await expect(page).toHaveURL(/\/asuminen\/vikailmoitus\/uusi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("form.pageTitle"));
  // The phone number comes from the profile.
  await expect(page.getByLabel(fi("form.phone"), { exact: true })).toHaveValue("+358 40 555 1234");
  await expectNoAxeViolations(page);

  // Nothing filled in: every required field says what is missing.
  await page.getByRole("button", { name: fi("form.submit") }).click();
  await expect(page.getByText(t("fi", "validation:required.title"))).toBeVisible();
  await expect(page.getByText(t("fi", "validation:required.defectClass"))).toBeVisible();
  await expect(page.getByLabel(fi("form.title"), { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  const title = uniqueTitle("Keittiön hana vuotaa");
  await page.getByLabel(fi("form.title"), { exact: true }).fill(title);
  await page
    .getByLabel(fi("form.description"), { exact: true })
    .fill("Hanan juuresta tippuu vettä tiskipöydälle.");
  await page.getByLabel(fi("form.defectClass"), { exact: true }).selectOption("hvac");
  await page.getByLabel(fi("form.affectedArea"), { exact: true }).selectOption("apartment");
  await expect(page.getByLabel(fi("form.petsDescription"), { exact: true })).toHaveCount(0);
  await page
    .getByRole("group", { name: fi("form.pets") })
    .getByLabel(fi("form.yes"), { exact: true })
    .check();
  await page.getByLabel(fi("form.petsDescription"), { exact: true }).fill("Kissa, joka voi karata ovesta.");
  await page
    .getByRole("group", { name: fi("form.masterKey") })
    .getByLabel(fi("form.yes"), { exact: true })
    .check();
  await fileInput(page, fi("form.attachments")).setInputFiles([photoPng, photoJpeg]);
  const chosen = page.getByRole("list", { name: fi("form.chosenFiles") });
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  await expect(chosen).toContainText(photoPng.name);
  await expect(chosen).toContainText(photoJpeg.name);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: fi("form.submit") }).click();
  await expect(page).toHaveURL(/\/asuminen\/vikailmoitus$/, { timeout: 20_000 });
  await expect(page.getByText(fi("submitted"))).toBeVisible();
  const item = list.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(fi("status.Sent"));
  await expect(item).toContainText(fi("defectClass.hvac"));
  await expect(item).toContainText("2 liitettä");
  // Newest first.
  await expect(list.getByRole("listitem").first()).toContainText(title);
  await expectNoAxeViolations(page);

  await item.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const details = page.getByRole("region", { name: fi("detail.details") });
  await expect(details).toContainText("Kissa, joka voi karata ovesta.");
  await expect(details).toContainText(fi("affectedArea.apartment"));
  const history = page.getByRole("region", { name: fi("detail.history") });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText(fi("status.Sent"));
  await expect(history).toContainText(/\d{1,2}\.\d{1,2}\.\d{4} klo \d{2}\.\d{2}/);
  const files = page.getByRole("region", { name: fi("detail.attachments") });
  await expect(files.getByRole("listitem")).toHaveCount(2);
  // Thumbnails come through the signed-in API and are real pictures.
  await expect
    .poll(() =>
      files.locator("img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
    )
    .toEqual([48, 48]);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await files.getByRole("button", { name: new RegExp(`^${fi("detail.download")} liite-1`) }).click();
  expect((await download).suggestedFilename()).toMatch(/^liite-1\.(png|jpg|jpeg)$/);

  await page.goto("/");
  const card = page.getByRole("region", { name: t("fi", "home:faultsCard.title") });
  const onCard = card.getByRole("link", { name: title });
  await expect(onCard).toBeVisible();
  await expectNoAxeViolations(page);
  await onCard.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a file that is not an image or PDF clears the choice; a fourth file shows the toast", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await startAinoSession(page);
  await page.goto("/asuminen/vikailmoitus/uusi");
  const input = fileInput(page, fi("form.attachments"));
  const chosen = page.getByRole("list", { name: fi("form.chosenFiles") });

  await input.setInputFiles([photoPng]);
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await input.setInputFiles([textAsJpeg]);
  await expect(page.getByText(t("fi", "validation:invalidFile.default"))).toBeVisible();
  await expect(chosen).toHaveCount(0);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await input.setInputFiles([photoPng, photoJpeg]);
  await expect(page.getByText(t("fi", "validation:invalidFile.default"))).toHaveCount(0);
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  await input.setInputFiles([photoPng, photoJpeg]);
  await expect(
    page.getByRole("alert").filter({ hasText: t("fi", "validation:tooManyFiles.default") }),
  ).toBeVisible();
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Each file has its own remove button.
  await chosen.getByRole("button", { name: `${fi("form.remove")} ${photoPng.name}` }).click();
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await expect(chosen).toContainText(photoJpeg.name);
});

test("another tenant's or an unknown report is not found", async ({ page }) => {
  test.setTimeout(90_000);
  // One of Aino's reports, read through the API with her session; the page is opened by a tenant of
  // another home.
  const aino = await apiSession(page.request, AINO);
  const { items } = await apiGet<{ items: { id: string }[] }>(page.request, aino, "/api/defect-notices");
  expect(items.length, "Aino has seeded fault reports").toBeGreaterThan(0);
  await startSessionAs(page, PROTECTED);
  await page.goto(`/asuminen/vikailmoitus/${items[0]!.id}`);
  await expect(page.getByText(fi("detail.notFound"))).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  await page.goto("/asuminen/vikailmoitus/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText(fi("detail.notFound"))).toBeVisible();
});
