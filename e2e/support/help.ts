import { expect, type Page } from "@playwright/test";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { t } from "./catalog.ts";

/**
 * WCAG 3.2.6 Consistent Help: on every page of the portal, signed in or not, customer service's
 * phone number and email are in the footer's first part, and they are the first things a keyboard
 * reaches after the page's own content. The staff console and the foundation's frame offer no help
 * of this kind and are not checked.
 */
export async function expectHelpInPlace(page: Page, lang: "fi" | "sv" | "en" = "fi") {
  const path = new URL(page.url()).pathname;
  const help = page.getByRole("contentinfo").getByRole("group", { name: t(lang, "footer.customerService") });
  await expect(help, `customer service in the footer of ${path}`).toHaveCount(1);
  await expect(help.getByRole("link", { name: CUSTOMER_SERVICE.phone })).toBeVisible();
  await expect(help.getByRole("link", { name: CUSTOMER_SERVICE.email })).toBeVisible();
  const place = await help.evaluate((region) => {
    const main = document.querySelector("main")!;
    const afterMain = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea"),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        el.checkVisibility() &&
        !main.contains(el) &&
        main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return {
      first: region.parentElement?.firstElementChild === region,
      next: afterMain[0] ? region.contains(afterMain[0]) : false,
    };
  });
  expect(place, `customer service's place on ${path}`).toEqual({ first: true, next: true });
}
