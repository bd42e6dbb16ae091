import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession, tabTo } from "../support/session.ts";
import { photoPng, uniqueTitle } from "./fixtures.ts";

const fi = (key: string) => t("fi", `faults:${key}`);

test("a fault report made with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startAinoSession(page);
  await page.goto("/asuminen/vikailmoitus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("title"), { timeout: 15_000 });

  await tabTo(page, page.getByRole("link", { name: fi("new") }), 60);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fi("form.pageTitle"));

  const title = uniqueTitle("Ulko-oven lukko jumittaa");
  await tabTo(page, page.getByLabel(fi("form.title"), { exact: true }), 60);
  await page.keyboard.type(title);
  // Enter in a field moves on instead of sending a half-filled form.
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(fi("form.description"), { exact: true })).toBeFocused();
  await page.keyboard.type("Avain kääntyy vain väkisin.");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(fi("form.defectClass"), { exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel(fi("form.defectClass"), { exact: true })).toHaveValue("locks");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel(fi("form.affectedArea"), { exact: true })).toHaveValue("apartment");

  // The pets question: its checked answer takes the focus, arrows change it.
  await page.keyboard.press("Tab");
  const pets = page.getByRole("group", { name: fi("form.pets") });
  await expect(pets.getByLabel(fi("form.no"), { exact: true })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(pets.getByLabel(fi("form.yes"), { exact: true })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(fi("form.petsDescription"), { exact: true })).toBeFocused();
  await page.keyboard.type("Koira");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("group", { name: fi("form.masterKey") }).getByLabel(fi("form.no"), { exact: true }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(fi("form.phone"), { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");

  const attachments = page.getByLabel(fi("form.attachments"), { exact: true });
  await expect(attachments).toBeFocused();
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles([photoPng]);
  const chosen = page.getByRole("list", { name: fi("form.chosenFiles") });
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole("button", { name: fi("form.submit") }), 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/asuminen\/vikailmoitus$/, { timeout: 20_000 });
  await expect(page.getByText(fi("submitted"))).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(fi("defectClass.locks"));
  await expect(item).toContainText("1 liite");
  await expectNoAxeViolations(page);
});
