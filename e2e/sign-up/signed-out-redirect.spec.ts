import { expect, test } from "@playwright/test";
import { AINO, PASSWORD } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";

test.describe.configure({ timeout: 60_000 });

test("signed out, the home page goes to sign-up keeping its query string, and sign-in is offered first", async ({
  page,
}) => {
  await page.goto("/?kirje=marraskuu");
  await expect(page).toHaveURL(/\/rekisteroidy\?palaa=%2F%3Fkirje%3Dmarraskuu$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "sign-up:title"));
  const signInFirst = page.getByRole("link", { name: t("fi", "sign-up:signInLink"), exact: true });
  await expect(signInFirst).toBeVisible();
  await expect(page.getByText(t("fi", "sign-up:haveAccount"))).toBeVisible();
  // Sign-in comes before the first step of signing up, on screen and for the keyboard.
  const terms = page.getByLabel(t("fi", "sign-up:terms.accept"));
  const linkBox = (await signInFirst.boundingBox())!;
  const termsBox = (await terms.boundingBox())!;
  expect(linkBox.y).toBeLessThan(termsBox.y);
  const firstTabStop = await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const focusable = main.querySelector<HTMLElement>("a[href], button, input, select, textarea");
    return focusable?.textContent ?? focusable?.getAttribute("name");
  });
  expect(firstTabStop).toBe(t("fi", "sign-up:signInLink"));
  await expectNoAxeViolations(page);

  // A tenant with an account signs in from there and lands where the link pointed.
  await signInFirst.click();
  await expect(page).toHaveURL(/\/kirjaudu\?palaa=%2F%3Fkirje%3Dmarraskuu$/);
  await page.getByLabel("Sähköpostiosoite").fill(AINO);
  await page.getByLabel("Salasana", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(page).toHaveURL(/\/\?kirje=marraskuu$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino");
});

test("signed out, the termination routes go to sign-up; other pages still go to sign-in", async ({
  page,
}) => {
  await page.goto("/sopimuksen-irtisanominen?vaihe=1");
  await expect(page).toHaveURL(/\/rekisteroidy\?palaa=%2Fsopimuksen-irtisanominen%3Fvaihe%3D1$/);
  await expect(page.getByRole("link", { name: t("fi", "sign-up:signInLink"), exact: true })).toHaveAttribute(
    "href",
    "/kirjaudu?palaa=%2Fsopimuksen-irtisanominen%3Fvaihe%3D1",
  );
  await page.goto("/irtisano/lomake");
  await expect(page).toHaveURL(/\/irtisano\/rekisteroidy\?palaa=%2Firtisano%2Flomake$/);
  await page.goto("/omat-tiedot?x=1");
  await expect(page).toHaveURL(/\/kirjaudu\?palaa=%2Fomat-tiedot%3Fx%3D1$/);

  // In English too the sign-in offer is the first thing on the sign-up page.
  await page.goto("/");
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "sign-up:title"));
  await expect(page.getByText(t("en", "sign-up:haveAccountText"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("en", "sign-up:signInLink"), exact: true })).toHaveAttribute(
    "href",
    "/kirjaudu",
  );
  await expectNoAxeViolations(page);
});
