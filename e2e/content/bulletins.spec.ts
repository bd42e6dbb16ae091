import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { bulletins, contentPage, h1, plain } from "./content.ts";

// The machine running these is shared and often busy: the first paint after a load gets more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 1280, height: 900 } });

test("a bulletin shows only where it is set to show, in the UI language", async ({ page, request }) => {
  const all = await bulletins(request);
  const alertFor = (lang: "fi" | "en") =>
    all.find(
      (b) =>
        b.acf.bulletin_type === "alert" &&
        b.acf.bulletin_language === lang &&
        b.acf.show_on_pages.includes("/vuokrani/maksutiedot"),
    )!;
  const fiAlert = plain(alertFor("fi").title.rendered);
  const enAlert = plain(alertFor("en").title.rendered);
  const parking = await contentPage(request, "pysakointi", "fi");

  await startAinoSession(page);
  await page.goto("/vuokrani/maksutiedot");
  const region = page.getByRole("region", { name: fiAlert });
  await expect(region).toBeVisible();
  await expect(region).toContainText(t("fi", "bulletins.kind.alert"));
  await expectNoAxeViolations(page);

  // Not on another page.
  await page.goto("/taloni/pysakointi");
  await expect(h1(page)).toHaveText(parking.heading);
  await expect(page.getByRole("region", { name: fiAlert })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // In English the English one, on the same page.
  await page.goto("/vuokrani/maksutiedot");
  await expect(region).toBeVisible();
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(page.getByRole("region", { name: enAlert })).toBeVisible();
  await expect(page.getByRole("region", { name: fiAlert })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Closed, it stays closed for the session.
  await page.getByRole("button", { name: `${t("en", "bulletins.close")}: ${enAlert}` }).click();
  await expect(page.getByRole("region", { name: enAlert })).toHaveCount(0);
  await page.reload();
  await expect(h1(page)).toBeVisible();
  await expect(page.getByRole("region", { name: enAlert })).toHaveCount(0);
});
