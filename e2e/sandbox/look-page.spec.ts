import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";

test("the developers' look page shows the components and tokens in Finnish and English, accessibly", async ({
  page,
}) => {
  await page.goto("/sandbox/ui");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "sandbox:title"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  // Every colour token is listed with its contrast; the palette stays private to tokens.css.
  const colours = page.getByRole("table", { name: t("fi", "sandbox:colours.caption") });
  await expect(colours.getByRole("rowheader", { name: "--color-error", exact: true })).toBeVisible();
  await expect(colours.getByText("--palette-", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: t("fi", "sandbox:notices.error") })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "In English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "sandbox:title"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "In English" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  // The dialog opens from the keyboard and Escape closes it.
  await page.getByRole("button", { name: t("en", "sandbox:buttons.dialog") }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: t("en", "sandbox:dialog.title") });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
