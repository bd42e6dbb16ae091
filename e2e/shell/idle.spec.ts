import { expect, test } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { signInAsAino, storedLanguage, storedSessionId } from "../support/session.ts";

const HOUR = 3_600_000;

test("after 24 hours without activity the browser signs the tenant out and forgets everything", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAino(page);
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const sessionId = await storedSessionId(page);
  await page.evaluate((at) => localStorage.setItem("lastActivity", String(at)), Date.now() - 25 * HOUR);

  // The old session id must not even be sent once more.
  const sentWithOldId: string[] = [];
  page.on("request", (req) => {
    if (req.headers()["authorization"] === `Bearer ${sessionId}`) sentWithOldId.push(req.url());
  });
  await page.reload();

  // Signed out at the home page: sign-up, with sign-in offered first.
  await expect(page).toHaveURL(/\/rekisteroidy$/);
  await expect(page.getByRole("link", { name: t("fi", "sign-up:signInLink"), exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  expect(await storedSessionId(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("lastActivity"))).toBeNull();
  // Nothing of the session is left; at most the default language is written back.
  expect([null, "fi"]).toContain(await storedLanguage(page));
  expect(sentWithOldId).toEqual([]);
});

test("a session idle for just under 24 hours is still good, and activity keeps it alive", async ({
  page,
}) => {
  await signInAsAino(page);
  const idleSince = Date.now() - 23 * HOUR;
  await page.evaluate((at) => localStorage.setItem("lastActivity", String(at)), idleSince);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino");
  // Loading the page talked to the server, which counts as activity.
  await expect
    .poll(() => page.evaluate(() => Number(localStorage.getItem("lastActivity"))))
    .toBeGreaterThan(idleSince + HOUR);
});
