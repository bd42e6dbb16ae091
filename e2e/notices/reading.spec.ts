import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startSessionAs } from "../support/sessionAs.ts";

/**
 * A tenant of Kirsikkapiha reads the building's notices, events and documents: the home page's event
 * cards, the coming and the past resident events, the calendar page without a calendar configured,
 * the notices page by page and back, a notice and an event opened and printed, the event's
 * calendar file and a document downloaded. In Finnish at desktop width and in English on a phone.
 */
test.describe.configure({ timeout: 180_000 });

// The seeded world of Kirsikkapiha (server/src/seed/notices-seed.ts), in both languages.
const SEEDED = {
  fi: {
    urgent: "Vesikatko torstaina",
    urgentStart: "Talon vesi on poikki torstaina",
    oldest: "Tervetuloa portaaliin",
    buildingEvent: "Pihatalkoot",
    residentEvent: "Asukasilta",
    pastResidentEvent: "Pikkujoulut",
    document: "Jätehuolto-ohje",
  },
  en: {
    urgent: "Water cut on Thursday",
    urgentStart: "The building's water is off on Thursday",
    oldest: "Welcome to the portal",
    buildingEvent: "Yard clean-up day",
    residentEvent: "Residents' evening",
    pastResidentEvent: "Christmas party",
    // A document's name is the one it was stored under.
    document: "Jätehuolto-ohje",
  },
} as const;

/** The browser's print dialog cannot be driven: the page's calls to it are counted instead. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** The read-more link of the list's item with this headline. */
const readMore = (page: Page, title: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) })
    .getByRole("link", {
      name: new RegExp(`^${t("fi", "notices:readMore")}|^${t("en", "notices:readMore")}`),
    });

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Prints the page on screen: the button calls print, and paper shows the heading without the site's frame. */
async function printsCleanly(page: Page, lang: "fi" | "en") {
  const before = await printed(page);
  await page.getByRole("button", { name: t(lang, "notices:print") }).click();
  expect(await printed(page)).toBe(before + 1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: t(lang, "notices:print") })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
}

for (const { lang, width } of [
  { lang: "fi", width: 1280 },
  { lang: "en", width: 375 },
] as const) {
  test(`${lang} at ${width} px: the home cards, notices page by page, a notice and an event printed, the calendar file and a document`, async ({
    page,
  }) => {
    const seeded = SEEDED[lang];
    const n = (key: string, vars?: Record<string, string>) => t(lang, `notices:${key}`, vars);
    await page.setViewportSize({ width, height: 900 });
    await countPrints(page);
    await startSessionAs(page, AINO, lang);

    // Home: the building's next events and the residents' next events, each a link to its page.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t(lang, "home:greeting", { name: "Aino" }),
    );
    const buildingCard = page.getByRole("region", { name: t(lang, "home:eventsCard.building.title") });
    const residentCard = page.getByRole("region", { name: t(lang, "home:eventsCard.resident.title") });
    await expect(buildingCard.getByRole("link", { name: seeded.buildingEvent, exact: true })).toBeVisible();
    await expect(residentCard.getByRole("link", { name: seeded.residentEvent, exact: true })).toBeVisible();
    await expect(
      residentCard.getByRole("link", { name: t(lang, "home:eventsCard.resident.all") }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // An event from the home card: its page, its calendar file in the reader's language, printed.
    await buildingCard.getByRole("link", { name: seeded.buildingEvent, exact: true }).click();
    await expect(page).toHaveURL(/\/taloni\/talon-tapahtumat\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.buildingEvent);
    await expectNoAxeViolations(page);
    const [ics] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: n("event.addToCalendar") }).click(),
    ]);
    expect(ics.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = (await saved(ics)).toString("utf8");
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar).toContain(`SUMMARY:${seeded.buildingEvent.replace(/,/g, "\\,")}`);
    await printsCleanly(page, lang);
    await expectNoAxeViolations(page);

    // The residents' events page, reached from the home card's link.
    await page.goto("/");
    await residentCard.getByRole("link", { name: t(lang, "home:eventsCard.resident.all") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(n("events.resident.title"));
    await expect(page.getByRole("heading", { level: 2, name: seeded.residentEvent })).toBeVisible();
    // Only events to come: last winter's party is among the past ones, a link away.
    await expect(page.getByRole("heading", { level: 2, name: seeded.pastResidentEvent })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const periods = page.getByRole("navigation", { name: n("events.periods") });
    await expect(periods.getByRole("link", { name: n("events.period.upcoming") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await periods.getByRole("link", { name: n("events.period.past") }).click();
    await expect(page).toHaveURL(/[?&]when=past(&|$)/);
    await expect(page.getByRole("heading", { level: 2, name: seeded.pastResidentEvent })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: seeded.residentEvent })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Without the resident-activity calendar configured, its page shows the portal's own resident events.
    await page.goto("/asuminen/asukastapahtumat/kalenteri");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(n("external.title"));
    await expect(page.getByText(n("external.ownLead"))).toBeVisible();
    await readMore(page, seeded.residentEvent).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.residentEvent);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(n("external.title"));
    await expectNoAxeViolations(page);

    // The notices with the urgent one marked; page 2 through the pager. Journeys running beside this one
    // publish committee forms to the same building, so the newest may be theirs; the urgent notice is
    // also a bulletin above the list, so its heading is looked for among the list's articles.
    await page.goto("/taloni/tiedotteet");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(n("notices.title"));
    const items = page.getByRole("article");
    await expect(items).toHaveCount(12);
    const urgent = items.filter({ has: page.getByRole("heading", { level: 2, name: seeded.urgent }) });
    await expect(urgent).toContainText(n("urgent"));
    // Each card opens with the first words of its text.
    await expect(urgent).toContainText(seeded.urgentStart);
    await expect(page.getByRole("heading", { name: seeded.oldest })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const pager = page.getByRole("navigation", { name: n("notices.pages") });
    await expect(pager.getByRole("link", { name: "1", exact: true })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: t(lang, "pager.next") }).click();
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
    await expect(pager.getByRole("link", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: seeded.oldest })).toBeVisible();
    await expect(items.getByRole("heading", { level: 2, name: seeded.urgent })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A notice of page 2 opened, printed, and back to page 2, then to page 1.
    await readMore(page, seeded.oldest).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.oldest);
    await expectNoAxeViolations(page);
    await printsCleanly(page, lang);
    await page.getByRole("link", { name: n("back") }).click();
    await expect(page).toHaveURL(/\/taloni\/tiedotteet\?(.*&)?p=2(&|$)/);
    await expect(page.getByRole("heading", { level: 2, name: seeded.oldest })).toBeVisible();
    await pager.getByRole("link", { name: t(lang, "pager.previous") }).click();
    await expect(items.getByRole("heading", { level: 2, name: seeded.urgent })).toBeVisible();
    await expect(pager.getByRole("link", { name: "1", exact: true })).toHaveAttribute("aria-current", "page");

    // The urgent notice itself, marked on its page too.
    await readMore(page, seeded.urgent).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.urgent);
    await expect(page.getByRole("main")).toContainText(n("urgent"));
    await expectNoAxeViolations(page);

    // The documents: the building's instructions downloaded as a PDF.
    await page.goto("/taloni/ohjeet-dokumentit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(n("documents.title"));
    const building = page.getByRole("region", { name: n("documents.groups.buildingLinks") });
    await expect(building).toBeVisible();
    await expectNoAxeViolations(page);
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      building.getByRole("button", { name: new RegExp(`^${seeded.document}`) }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await saved(pdf)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
}
