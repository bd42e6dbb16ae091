import { expect, test } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { signInAsAino, storedSessionId } from "../support/session.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("signing out through the profile menu ends the session and the feedback page stores the answer", async ({
  page,
}) => {
  await signInAsAino(page);
  const sessionId = await storedSessionId(page);
  expect(sessionId).toBeTruthy();

  await page.getByRole("button", { name: `${t("fi", "account.label")}: Aino` }).click();
  await page.getByRole("button", { name: t("fi", "account.signOut") }).click();

  await expect(page).toHaveURL(/\/palaute$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "feedback:title"));
  await expect.poll(() => storedSessionId(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("lastActivity"))).toBeNull();
  // Signed out, the header offers no account menu any more.
  await expect(page.getByRole("button", { name: `${t("fi", "account.label")}: Aino` })).toHaveCount(0);

  // The server has forgotten the session, so the old id opens nothing.
  const check = await page.request.get("/api/profile", { headers: { authorization: `Bearer ${sessionId}` } });
  expect(check.status()).toBe(401);

  // An answer is required before sending.
  await page.getByRole("button", { name: t("fi", "feedback:submit") }).click();
  await expect(page.getByRole("group", { name: t("fi", "feedback:question") })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.getByRole("radio", { name: t("fi", "feedback:answers.partly") }).check();
  await page.getByLabel(t("fi", "feedback:text")).fill("Laskun löytäminen vei hetken.");
  const sent = page.waitForResponse(
    (res) => res.url().endsWith("/api/feedback") && res.request().method() === "POST",
  );
  await page.getByRole("button", { name: t("fi", "feedback:submit") }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    gotThingsDone: "partly",
    text: "Laskun löytäminen vei hetken.",
    language: "fi",
  });
  // No session travels with the answer: it cannot be tied to the tenant.
  expect(response.request().headers()["authorization"]).toBeUndefined();

  const thanks = page.getByRole("status");
  await expect(thanks).toContainText(t("fi", "feedback:thanks"));
  await expect(thanks).toContainText(t("fi", "feedback:thanksText"));
  await expect(page.getByRole("button", { name: t("fi", "feedback:submit") })).toHaveCount(0);

  // The home page is closed again: it offers sign-up, and sign-in first.
  await page.goto("/");
  await expect(page).toHaveURL(/\/rekisteroidy$/);
  await expect(page.getByRole("link", { name: t("fi", "sign-up:signInLink"), exact: true })).toBeVisible();
});

test("signing out in English still ends on the feedback page, back in Finnish for the next person", async ({
  page,
}) => {
  await signInAsAino(page);
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await page.getByRole("button", { name: `${t("en", "account.label")}: Aino` }).click();
  await page.getByRole("button", { name: t("en", "account.signOut") }).click();
  await expect(page).toHaveURL(/\/palaute$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "feedback:title"));
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("language"))).not.toBe("en");
});
