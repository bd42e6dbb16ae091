import { expect, test, type Locator, type Page } from "@playwright/test";
import { t } from "../support/catalog.ts";
import { signInAsAino, tabTo } from "../support/session.ts";

const focused = (locator: Locator) => expect(locator).toBeFocused();

/** The panel a menu button opens, found through its aria-controls as assistive technology finds it. */
async function panelOf(page: Page, toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute("aria-controls");
  expect(id, "menu button names its panel").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

function breadcrumbs(page: Page) {
  return page.getByRole("navigation", { name: t("fi", "breadcrumbs.label") }).getByRole("listitem");
}

test.describe("at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the main menu works with the keyboard alone", async ({ page }) => {
    await signInAsAino(page);
    await page.reload();
    const nav = page.getByRole("navigation", { name: t("fi", "mainMenu.label") });
    const rent = nav.getByRole("button", { name: "Vuokrani" });
    const building = nav.getByRole("button", { name: "Taloni" });
    await expect(rent).toBeVisible();
    const panel = await panelOf(page, rent);
    const link = (name: string) => panel.getByRole("link", { name, exact: true });

    await tabTo(page, rent);
    await expect(rent).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    // Enter opens the submenu and leaves focus on its button; Tab and the arrows walk through it.
    await page.keyboard.press("Enter");
    await expect(rent).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await focused(rent);
    await page.keyboard.press("Tab");
    await focused(link("Maksutiedot"));
    await page.keyboard.press("ArrowDown");
    await focused(link("Maksaminen"));
    await page.keyboard.press("ArrowUp");
    await focused(link("Maksutiedot"));
    await page.keyboard.press("ArrowUp");
    await focused(link("Velkaerittely"));
    await page.keyboard.press("Home");
    await focused(link("Maksutiedot"));

    // Escape closes it and hands focus back to the button.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(rent).toHaveAttribute("aria-expanded", "false");
    await focused(rent);

    // Space opens too; Escape again closes.
    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await focused(rent);

    // Left and right move between the menu buttons.
    await page.keyboard.press("ArrowRight");
    await focused(building);
    await page.keyboard.press("ArrowLeft");
    await focused(rent);

    // ArrowDown opens the submenu on its first item; Enter follows the link.
    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await focused(link("Maksutiedot"));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await focused(link("Vuokrasopimus"));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/vuokrani\/vuokrasopimus$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuokrasopimus");
    await expect(breadcrumbs(page)).toHaveText([t("fi", "breadcrumbs.home"), "Vuokrani", "Vuokrasopimus"]);
    await expect(breadcrumbs(page).last().locator('[aria-current="page"]')).toHaveText("Vuokrasopimus");
    await expect(panel).toBeHidden();
    await expect(rent).toHaveAttribute("aria-expanded", "false");
    // The new page takes focus so that reading starts from its top.
    await focused(page.getByRole("main"));
  });

  test("moving focus out of an open submenu closes it", async ({ page }) => {
    await signInAsAino(page);
    const nav = page.getByRole("navigation", { name: t("fi", "mainMenu.label") });
    const contact = nav.getByRole("button", { name: "Ota yhteyttä" });
    const panel = await panelOf(page, contact);
    await contact.focus();
    await page.keyboard.press("ArrowUp");
    await focused(panel.getByRole("link", { name: "Vastuullisuus" }));
    await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
  });

  test("a submenu opened from the keyboard closes when Tab moves on to the next menu button or out of the header", async ({
    page,
  }) => {
    await signInAsAino(page);
    const nav = page.getByRole("navigation", { name: t("fi", "mainMenu.label") });
    const rent = nav.getByRole("button", { name: "Vuokrani" });
    const building = nav.getByRole("button", { name: "Taloni" });
    const panel = await panelOf(page, rent);
    await rent.focus();
    await page.keyboard.press("ArrowUp");
    await focused(panel.getByRole("link", { name: "Velkaerittely" }));
    // From the submenu's last link Tab reaches the next menu button: the submenu is left, so it closes.
    await page.keyboard.press("Tab");
    await focused(building);
    await expect(panel).toBeHidden();
    await expect(rent).toHaveAttribute("aria-expanded", "false");

    // Shift+Tab from a just-opened menu's button back out of the menu closes it too.
    const buildingPanel = await panelOf(page, building);
    await page.keyboard.press("Enter");
    await expect(buildingPanel).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await focused(rent);
    await expect(buildingPanel).toBeHidden();

    // Focus leaving the page (the browser's own UI, another window) closes an open menu as well.
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await expect(panel).toBeHidden();

    // The profile menu closes when Tab leaves it from its last item.
    const account = page.getByRole("button", { name: `${t("fi", "account.label")}: Aino` });
    const accountPanel = await panelOf(page, account);
    await account.focus();
    await page.keyboard.press("ArrowUp");
    await focused(accountPanel.getByRole("button", { name: t("fi", "account.signOut") }));
    await page.keyboard.press("Tab");
    await expect(accountPanel).toBeHidden();
  });

  test("submenus are laid out in 1, 2 or 3 columns by their number of items", async ({ page }) => {
    await signInAsAino(page);
    const nav = page.getByRole("navigation", { name: t("fi", "mainMenu.label") });
    const toggles = nav.getByRole("button");
    await expect(toggles.first()).toBeVisible();
    const seen = new Set<string>();
    for (const toggle of await toggles.all()) {
      await toggle.click();
      const panel = await panelOf(page, toggle);
      await expect(panel).toBeVisible();
      const count = await panel.getByRole("link").count();
      const columns = count <= 4 ? 1 : count <= 8 ? 2 : 3;
      // The panel's own list (an item's sub-pages are a list of their own inside it).
      const list = panel.getByRole("list").first();
      await expect(list).toHaveAttribute("data-columns", String(columns));
      // The attribute and the actual grid agree.
      const laidOut = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(laidOut, `${await toggle.textContent()} with ${count} items`).toBe(columns);
      seen.add(String(columns));
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    // The demo menu has short (up to 4 items), longer (5 to 8) and long (9 or more) submenus.
    expect([...seen].sort()).toEqual(["1", "2", "3"]);
  });

  test("the profile menu works with the keyboard alone", async ({ page }) => {
    await signInAsAino(page);
    await page.reload();
    const toggle = page.getByRole("button", { name: `${t("fi", "account.label")}: Aino` });
    const panel = await panelOf(page, toggle);
    const profile = panel.getByRole("link", { name: t("fi", "account.profile") });
    const forms = panel.getByRole("link", { name: t("fi", "account.ownForms") });
    const signOut = panel.getByRole("button", { name: t("fi", "account.signOut") });

    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await focused(profile);
    await page.keyboard.press("ArrowDown");
    await focused(forms);
    await expect(forms).toHaveAttribute("href", "/omat-lomakkeet");
    await page.keyboard.press("ArrowDown");
    await focused(signOut);
    await page.keyboard.press("ArrowDown");
    await focused(profile);
    await page.keyboard.press("End");
    await focused(signOut);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await focused(toggle);

    await page.keyboard.press("ArrowDown");
    await focused(profile);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/omat-tiedot$/);
    await expect(breadcrumbs(page)).toHaveText([t("fi", "breadcrumbs.home"), t("fi", "pages.profile")]);
    await expect(panel).toBeHidden();
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu opens from its button, keeps focus inside and closes on Escape", async ({ page }) => {
    await signInAsAino(page);
    await page.reload();
    await expect(page.getByRole("navigation", { name: t("fi", "mainMenu.label") })).toBeHidden();
    const toggle = page.getByRole("button", { name: t("fi", "header.menu"), exact: true });
    const dialog = page.getByRole("dialog", { name: t("fi", "header.menu") });
    await expect(dialog).toBeHidden();

    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Tab never reaches the page behind the open menu (it may only pass through the browser's own UI).
    const stops = await dialog.evaluate(
      (el) => el.querySelectorAll("a[href], button:not([disabled])").length,
    );
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Tab");
      const where = await dialog.evaluate((el) =>
        el.contains(document.activeElement) ? "inside" : (document.activeElement?.tagName ?? "none"),
      );
      expect(["inside", "BODY", "none"], `focus after ${i + 1} Tab presses`).toContain(where);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await focused(toggle);

    // Open again, expand a section and follow a link: the menu closes and the page shows the path.
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    const section = dialog.getByRole("button", { name: "Asuminen" });
    await tabTo(page, section);
    await page.keyboard.press("Enter");
    await expect(section).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const faults = dialog.getByRole("link", { name: "Vikailmoitus" });
    await focused(faults);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/asuminen\/vikailmoitus$/);
    await expect(dialog).toBeHidden();
    await expect(breadcrumbs(page)).toHaveText([t("fi", "breadcrumbs.home"), "Asuminen", "Vikailmoitus"]);
    await focused(page.getByRole("main"));
  });
});
