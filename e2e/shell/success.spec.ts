import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

test("the success page returns home by itself after 5 seconds, or at once from its button, and its countdown can be stopped", async ({
  page,
}) => {
  await startAinoSession(page);
  await page.goto("/onnistui");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "messages:success.title"));
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("fi", "home:greeting", { name: "Aino" }),
  );

  await page.goto("/onnistui");
  await page.getByRole("button", { name: t("fi", "messages:success.button") }).click();
  await expect(page).toHaveURL(/\/$/);

  // Stopped, the page stays however long the reader takes (the page's clock is run on by hand).
  await page.clock.install();
  await page.goto("/onnistui");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `${t("fi", "messages:success.countdown_other", { count: "5" })} ${t("fi", "messages:success.canStop")}`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("fi", "messages:success.stop") }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    t("fi", "messages:success.stoppedText"),
  );
  const home = page.getByRole("button", { name: t("fi", "messages:success.button") });
  await expect(home).toBeFocused();
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL(/\/onnistui$/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
});
