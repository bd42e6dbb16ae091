import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

// The machine running these is shared and often busy: the first paint after a load gets more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 1280, height: 900 } });

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("searching from the header finds sauna turns by an inflected word and opens the result", async ({
  page,
}) => {
  await startAinoSession(page);
  await page.goto("/");
  await expect(h1(page)).toContainText("Aino");
  const box = page.getByRole("search").getByLabel(t("fi", "searchBox.label"));
  await box.fill("saunavuoro");
  await box.press("Enter");
  await expect(page).toHaveURL("/haku/saunavuoro");
  await expect(h1(page)).toHaveText(t("fi", "search:titleWithQuery", { query: "saunavuoro" }));
  const pages = page.getByRole("region", { name: t("fi", "search:kinds.page") });
  await expect(pages).toBeVisible();
  const first = pages.getByRole("listitem").first();
  await expect(first.locator("mark").first()).toBeVisible();
  await expectNoAxeViolations(page);

  const href = (await first.getByRole("link").getAttribute("href"))!;
  expect(href).toMatch(/^\/(?!haku\/)/);
  await first.getByRole("link").click();
  // The result's in-app path opens its page (a screen of its own or a content page).
  await expect(page).toHaveURL(href);
  await expect(h1(page)).toBeVisible();
  await expect(h1(page)).not.toHaveText(t("fi", "search:titleWithQuery", { query: "saunavuoro" }));
  await expectNoAxeViolations(page);
});

test("a search with no matches says so and suggests what to try", async ({ page }) => {
  await startAinoSession(page);
  await page.goto(`/haku/${encodeURIComponent("zxqvw <b>")}`);
  await expect(h1(page)).toHaveText(t("fi", "search:titleWithQuery", { query: "zxqvw <b>" }));
  await expect(page.getByRole("heading", { name: t("fi", "search:empty.title") })).toBeVisible();
  await expect(page.getByText(t("fi", "search:empty.spelling"))).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: t("fi", "search:sections.billing") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("search works in English too", async ({ page }) => {
  await startAinoSession(page);
  await page.goto("/");
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  const box = page.getByRole("search").getByLabel(t("en", "searchBox.label"));
  await box.fill("sauna");
  await box.press("Enter");
  await expect(h1(page)).toHaveText(t("en", "search:titleWithQuery", { query: "sauna" }));
  await expect(page.getByRole("region", { name: t("en", "search:kinds.page") })).toBeVisible();
  await expectNoAxeViolations(page);
});
