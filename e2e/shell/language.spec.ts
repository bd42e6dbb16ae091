import { expect, test } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { signInAsAino, storedLanguage } from "../support/session.ts";

test("signed out, the sign-in page switches to English and to Swedish, stays so across a reload, and a new browser starts in its own language", async ({
  page,
  browser,
}) => {
  await page.goto("/kirjaudu");
  const html = page.locator("html");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(html).toHaveAttribute("lang", "fi");
  await expect(heading).toHaveText(t("fi", "auth:login.title"));
  const switcher = page.getByRole("group", { name: t("fi", "language.label") });
  await expect(switcher.getByRole("button", { name: t("fi", "language.fi") })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await switcher.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(html).toHaveAttribute("lang", "en");
  await expect(heading).toHaveText(t("en", "auth:login.title"));
  await expect(page.getByLabel(t("en", "common:account.email"))).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(t("en", "footer.customerService"));
  await expect(page.getByRole("button", { name: t("en", "language.en") })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await storedLanguage(page)).toBe("en");

  await page.reload();
  await expect(html).toHaveAttribute("lang", "en");
  await expect(heading).toHaveText(t("en", "auth:login.title"));

  // På svenska: the third language, chosen the same way.
  await page
    .getByRole("group", { name: t("en", "language.label") })
    .getByRole("button", { name: t("en", "language.sv") })
    .click();
  await expect(html).toHaveAttribute("lang", "sv");
  await expect(heading).toHaveText(t("sv", "auth:login.title"));
  await expect(page.getByRole("contentinfo")).toContainText(t("sv", "footer.customerService"));
  expect(await storedLanguage(page)).toBe("sv");

  // The choice lives in this tab's session storage only: a new browser's first visit follows its
  // preferred language, Swedish in a Swedish one (sv-FI), Finnish in one that prefers none we have.
  for (const [locale, lang] of [
    ["sv-FI", "sv"],
    ["de-DE", "fi"],
  ] as const) {
    const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale });
    try {
      const other = await fresh.newPage();
      await other.goto("/kirjaudu");
      await expect(other.getByRole("heading", { level: 1 })).toHaveText(t(lang, "auth:login.title"));
      await expect(other.locator("html")).toHaveAttribute("lang", lang);
      expect(await storedLanguage(other)).toBeNull();
    } finally {
      await fresh.close();
    }
  }
});

test("signed in, the home page, menus and header switch to English and back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAino(page);
  const html = page.locator("html");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(html).toHaveAttribute("lang", "fi");
  await expect(heading).toHaveText(t("fi", "home:greeting", { name: "Aino" }));

  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(html).toHaveAttribute("lang", "en");
  await expect(heading).toHaveText(t("en", "home:greeting", { name: "Aino" }));
  await expect(page.getByRole("main")).toContainText(t("en", "home:home.contractStart"));
  const menu = page.getByRole("navigation", { name: t("en", "mainMenu.label") });
  // The menu comes from the content service in the chosen language.
  await expect(menu.getByRole("button", { name: "My rent" })).toBeVisible();
  await expect(page.getByRole("button", { name: `${t("en", "account.label")}: Aino` })).toBeVisible();
  expect(await storedLanguage(page)).toBe("en");

  await page.reload();
  await expect(html).toHaveAttribute("lang", "en");
  await expect(heading).toHaveText(t("en", "home:greeting", { name: "Aino" }));
  await expect(menu.getByRole("button", { name: "My rent" })).toBeVisible();

  await page.getByRole("button", { name: t("en", "language.fi") }).click();
  await expect(html).toHaveAttribute("lang", "fi");
  await expect(heading).toHaveText(t("fi", "home:greeting", { name: "Aino" }));
  await expect(
    page
      .getByRole("navigation", { name: t("fi", "mainMenu.label") })
      .getByRole("button", { name: "Vuokrani" }),
  ).toBeVisible();
  expect(await storedLanguage(page)).toBe("fi");
});
