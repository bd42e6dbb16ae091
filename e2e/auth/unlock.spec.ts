import { expect, test } from "@playwright/test";
import { LOCKED, signIn } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";

// The sandbox bank makes this journey longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("a locked account is told how to unlock it, unlocks at the bank and signs in again", async ({
  page,
}) => {
  await signIn(page, LOCKED);
  await expect(page.getByRole("alert")).toHaveText(t("fi", "auth:errors.ACCOUNT_LOCKED"));
  expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBeNull();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: t("fi", "common:account.unlock") }).click();
  await expect(page).toHaveURL(/\/kirjaudu\/avaa$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "auth:unlock.title"));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("fi", "auth:unlock.button") }).click();

  await identifyAs(page, "Lauri Lukittu");
  await expect(page).toHaveURL(/\/kirjaudu\/avaa\?.*registerSessionId=/);
  await expect(page.getByText(t("fi", "auth:unlock.done"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: t("fi", "auth:unlock.signIn") }).click();

  await signIn(page, LOCKED);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lauri");
});

test("an identification finished in another browser is refused there and still finishes in its own", async ({
  page,
  browser,
}) => {
  // The starting browser gets its bank address, but another browser goes there (a forwarded link,
  // or a bank app that comes back in another browser).
  await page.goto("/kirjaudu/avaa");
  let url = "";
  await page.route(/\/api\/register\/initiate$/, async (route) => {
    const response = await route.fetch();
    url = ((await response.json()) as { url: string }).url;
    await route.fulfill({ response });
  });
  await page.route(/\/sandbox\/idp\//, (route) => route.abort());
  await page.getByRole("button", { name: t("fi", "auth:unlock.button") }).click();
  await expect.poll(() => url).toContain("/sandbox/idp/");

  for (const lang of ["fi", "en"] as const) {
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const victim = await other.newPage();
      if (lang === "en") {
        await victim.goto("/kirjaudu");
        await victim.getByRole("button", { name: t("fi", "language.en") }).click();
      }
      await victim.goto(url);
      await identifyAs(victim, "Tero Testaaja");
      await expect(victim).toHaveURL(/\/kirjaudu\/avaa\?error=IDENTIFICATION_OTHER_BROWSER$/);
      await expect(victim.getByRole("alert")).toHaveText(
        t(lang, "auth:unlock.errors.IDENTIFICATION_OTHER_BROWSER"),
      );
      await expectNoAxeViolations(victim);
    } finally {
      await other.close();
    }
  }

  // Nothing was used up: the browser that started it still finishes (Tero has no account to unlock).
  await page.unroute(/\/sandbox\/idp\//);
  await page.goto(url);
  await identifyAs(page, "Tero Testaaja");
  await expect(page).toHaveURL(/\/kirjaudu\/avaa\?.*registerSessionId=/);
  await expect(page.getByRole("alert")).toHaveText(t("fi", "auth:unlock.errors.USER_NOT_FOUND"));
});
