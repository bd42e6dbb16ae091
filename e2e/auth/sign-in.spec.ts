import { expect, test } from "@playwright/test";
import {
  AINO,
  EXPIRED,
  MOVED_OUT,
  NO_CONTRACT,
  NOT_STARTED,
  PASSWORD,
  finnishDate,
  signIn,
} from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";

test("Aino signs in and is greeted with her home address, area and contract start", async ({ page }) => {
  await page.goto("/vuokrani/vuokrasopimus");
  await expect(page).toHaveURL(/\/kirjaudu\?palaa=/);
  await expectNoAxeViolations(page);
  // Signing in asks no puzzle and no transcribing (WCAG 3.3.8): the fields tell a password manager
  // what to fill in, and the password is pasted, as from a manager or a note.
  await page.goto("/kirjaudu");
  const email = page.getByLabel("Sähköpostiosoite");
  const password = page.getByLabel("Salasana", { exact: true });
  await expect(email).toHaveAttribute("autocomplete", "username");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASSWORD);
  await email.fill(AINO);
  await password.press("ControlOrMeta+V");
  await expect(password).toHaveValue(PASSWORD);
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino");

  // What the page shows must be what the server holds for her.
  const profile = await page.evaluate(async () => {
    const res = await fetch("/api/profile", {
      headers: { authorization: `Bearer ${localStorage.getItem("sessionId")}` },
    });
    return res.json();
  });
  const main = page.getByRole("main");
  await expect(main).toContainText(profile.contract.postalAddress.streetAddressLine1);
  await expect(main).toContainText(
    `${profile.contract.postalAddress.postalCode} ${profile.contract.postalAddress.city}`,
  );
  await expect(main).toContainText(`${String(profile.contract.area).replace(".", ",")} m²`);
  const [y, m, d] = profile.contract.startDate.split("-");
  await expect(main).toContainText(`${Number(d)}.${Number(m)}.${y}`);
  await expectNoAxeViolations(page);
});

test("a tenant who moved out 10 days ago may still sign in", async ({ page }) => {
  await signIn(page, MOVED_OUT);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("each refusal has its own message and the tenant stays signed out", async ({ page }) => {
  const cases: [string, string, string][] = [
    [AINO, "Vaara-salasana1!", t("fi", "auth:errors.INCORRECT_CREDENTIALS")],
    ["ei.ole.olemassa@example.fi", PASSWORD, t("fi", "auth:errors.INCORRECT_CREDENTIALS")],
    [NOT_STARTED, PASSWORD, t("fi", "auth:errors.CONTRACT_NOT_STARTED", { date: finnishDate(20) })],
    [EXPIRED, PASSWORD, t("fi", "auth:errors.CONTRACT_EXPIRED")],
    [NO_CONTRACT, PASSWORD, t("fi", "auth:errors.CONTRACT_NOT_FOUND")],
  ];
  for (const [email, password, message] of cases) {
    await signIn(page, email, password);
    await expect(page.getByRole("alert")).toHaveText(message);
    await expect(page).toHaveURL(/\/kirjaudu/);
    expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBeNull();
  }
  await expectNoAxeViolations(page);
});

test("an empty form is answered with the field messages, not sent", async ({ page }) => {
  await page.goto("/kirjaudu");
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(page.getByText("Sähköpostiosoite on vaadittu.")).toBeVisible();
  await expect(page.getByLabel("Sähköpostiosoite")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the password can be shown and hidden", async ({ page }) => {
  await page.goto("/kirjaudu");
  const password = page.getByLabel("Salasana", { exact: true });
  await password.fill("salainen");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Näytä salasana" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Piilota salasana" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a deep link survives the sign-in, query string included", async ({ page }) => {
  await page.goto("/omat-tiedot?valilehti=2");
  await expect(page).toHaveURL(/\/kirjaudu/);
  await page.getByLabel("Sähköpostiosoite").fill(AINO);
  await page.getByLabel("Salasana", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(page).toHaveURL(/\/omat-tiedot\?valilehti=2$/);
  await expectNoAxeViolations(page);

  // Signed in, the sign-in page sends the tenant back.
  await page.goto("/kirjaudu");
  await expect(page).not.toHaveURL(/\/kirjaudu/);
});

test("sign-up and password reset are linked from the sign-in page", async ({ page }) => {
  await page.goto("/kirjaudu");
  await expect(page.getByRole("link", { name: t("fi", "auth:login.signUpLink") })).toHaveAttribute(
    "href",
    "/rekisteroidy",
  );
  await expect(page.getByRole("link", { name: t("fi", "common:account.forgotPassword") })).toHaveAttribute(
    "href",
    "/unohtunut-salasana",
  );
});
