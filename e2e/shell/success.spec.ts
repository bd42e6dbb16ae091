import { expect, test } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

test("the success page returns home by itself after 5 seconds, or at once from its button", async ({
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
});
