import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { contentPage, h1, openFromMenu } from "./content.ts";

// The machine running these is shared and often busy: the first paint after a load gets more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 1280, height: 900 } });

const PAGES = [
  {
    path: "/taloni/pysakointi",
    slug: "pysakointi",
    slugEn: "parking",
    fi: ["Taloni", "Pysäköinti"],
    en: ["My building", "Parking"],
  },
  {
    path: "/taloni/varastointi",
    slug: "varastointi",
    slugEn: "storage",
    fi: ["Taloni", "Varastointi"],
    en: ["My building", "Storage"],
  },
  {
    path: "/ota-yhteytta/vastuullisuus",
    slug: "vastuullisuus",
    slugEn: "responsibility",
    fi: ["Ota yhteyttä", "Vastuullisuus"],
    en: ["Contact us", "Responsibility"],
  },
] as const;

test("three pages through the menu in Finnish, then in English", async ({ page, request }) => {
  test.setTimeout(120_000);
  await startAinoSession(page);
  await page.goto("/");
  await expect(h1(page)).toContainText("Aino");
  for (const lang of ["fi", "en"] as const) {
    if (lang === "en") await page.getByRole("button", { name: t("fi", "language.en") }).click();
    for (const entry of PAGES) {
      const expected = await contentPage(request, lang === "fi" ? entry.slug : entry.slugEn, lang);
      const [section, item] = entry[lang];
      await openFromMenu(page, lang, section, item);
      await expect(page).toHaveURL(entry.path);
      await expect(h1(page)).toHaveText(expected.heading);
      // The body is the service's text: its first paragraph is on screen.
      const firstWords = expected.content.rendered
        .replace(/<[^>]*>/g, " ")
        .trim()
        .split(/\s+/)
        .slice(0, 4)
        .join(" ");
      await expect(page.locator("[data-content-body]")).toContainText(firstWords);
      await expectNoAxeViolations(page);
    }
  }
});

test("switching language on a content page stays on it and reloads its text; English paths lead to the same page", async ({
  page,
  request,
}) => {
  const fi = await contentPage(request, "pysakointi", "fi");
  const en = await contentPage(request, "parking", "en");
  await startAinoSession(page);
  await page.goto("/taloni/pysakointi");
  await expect(h1(page)).toHaveText(fi.heading);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(h1(page)).toHaveText(en.heading);
  await expect(page).toHaveURL("/taloni/pysakointi");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t("en", "language.fi") }).click();
  await expect(h1(page)).toHaveText(fi.heading);
  await expect(page).toHaveURL("/taloni/pysakointi");

  // The English alias resolves through the menu to the same page.
  await page.goto("/my-building/parking");
  await expect(page).toHaveURL("/taloni/pysakointi");
  await expect(h1(page)).toHaveText(fi.heading);
});

test("a slug the content service does not know shows the default page", async ({ page, request }) => {
  const fallback = await contentPage(request, "sisaltoa-ei-loytynyt", "fi");
  await page.route(
    (url) => url.pathname.endsWith("/wp/v2/pages") && url.searchParams.get("slug") === "varastointi",
    (route) => route.fulfill({ json: [] }),
  );
  await startAinoSession(page);
  await page.goto("/taloni/varastointi");
  await expect(h1(page)).toHaveText(fallback.heading);
  await expectNoAxeViolations(page);
});

test("an unknown slug under a known menu item shows the default page, in Finnish and English", async ({
  page,
  request,
}) => {
  const fi = await contentPage(request, "sisaltoa-ei-loytynyt", "fi");
  const en = await contentPage(request, "content-not-found", "en");
  await startAinoSession(page);
  await page.goto("/taloni/ei-tallaista-sivua?x=1");
  await expect(h1(page)).toHaveText(fi.heading);
  await expect(page).toHaveURL(/\/taloni\/ei-tallaista-sivua\?x=1$/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("fi", "language.en") }).click();
  await expect(h1(page)).toHaveText(en.heading);
  await page.goto("/my-building/no-such-page");
  await expect(h1(page)).toHaveText(en.heading);
  await expect(page).toHaveURL(/\/my-building\/no-such-page$/);
  // Deeper than one unknown slug, or under no menu item, is still an unknown path: home.
  await page.goto("/ei-valikossa/ei-sivua");
  await expect(page).toHaveURL(/\/$/);
});

test("a content failure shows the error title and paragraph, and retry loads the page", async ({
  page,
  request,
}) => {
  const expected = await contentPage(request, "vastuullisuus", "fi");
  let failing = true;
  await page.route(
    (url) => url.pathname.endsWith("/wp/v2/pages"),
    (route) => (failing ? route.fulfill({ status: 503, json: { code: "unavailable" } }) : route.fallback()),
  );
  await startAinoSession(page);
  await page.goto("/ota-yhteytta/vastuullisuus");
  await expect(h1(page)).toHaveText(t("fi", "content:error.title"));
  await expect(page.getByText(t("fi", "content:error.text"))).toBeVisible();
  await expectNoAxeViolations(page);
  failing = false;
  await page.getByRole("button", { name: t("fi", "errors.retry") }).click();
  await expect(h1(page)).toHaveText(expected.heading);
});
