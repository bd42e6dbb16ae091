import { expect, test, type Page } from "@playwright/test";
import { finnishDate } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";
import { euros, expectFitsWidth, ledgerOf } from "../billing/ledger.ts";

/** A sum no other journey pays, so its row in the history is this test's own. */
function oddAmount(): { typed: string; euros: number } {
  const cents = 1000 + Math.floor(Math.random() * 900) + 1;
  return { typed: `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`, euros: cents / 100 };
}

async function startPartPayment(page: Page, lang: "fi" | "en", typed: string) {
  await page.goto("/vuokrani/maksaminen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "payments:title"));
  const online = page.getByRole("region", { name: t(lang, "payments:online.title") });
  await online.getByRole("radio", { name: t(lang, "payments:online.part") }).check();
  await online.getByLabel(t(lang, "payments:online.amount")).fill(typed);
  await online.getByRole("button", { name: t(lang, "payments:online.submit") }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
}

function breadcrumbs(page: Page, lang: "fi" | "en") {
  return page.getByRole("navigation", { name: t(lang, "breadcrumbs.label") });
}

test.use({ viewport: { width: 1280, height: 900 } });

test("pays part of the debt through the provider, sees the success modal and the payment in the history", async ({
  page,
}) => {
  const amount = oddAmount();
  await startAinoSession(page);
  await page.goto("/vuokrani/maksaminen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "payments:title"));
  await expectNoAxeViolations(page);

  await startPartPayment(page, "fi", amount.typed);
  // The provider's page shows the sum asked for; the test pays with a bank.
  await expect(page.getByText(euros(amount.euros))).toBeVisible();
  await page.getByRole("button", { name: "Nordea" }).click();

  await expect(page).toHaveURL(/\/vuokrani\/maksutiedot\/onnistui\?stamp=/);
  const dialog = page.getByRole("dialog", { name: t("fi", "billing:result.success.title") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: t("fi", "billing:result.success.title") })).toBeFocused();
  await expect(dialog).toContainText(
    t("fi", "billing:result.success.amount", { amount: euros(amount.euros) }),
  );
  await expect(breadcrumbs(page, "fi")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Tab stays in the modal; its link goes on to the billing page, where the payment already shows.
  const go = dialog.getByRole("link", { name: t("fi", "billing:result.continue") });
  await page.keyboard.press("Tab");
  await expect(go).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vuokrani\/maksutiedot$/);
  await expect(dialog).toHaveCount(0);
  const newest = page.locator('section[aria-labelledby^="period-"]').first();
  const paid = newest.getByRole("table", { name: t("fi", "billing:history.paidTitle"), exact: true });
  const row = paid.getByRole("row").filter({ hasText: finnishDate(0) });
  await expect(row.filter({ hasText: euros(amount.euros) })).toHaveCount(1);
  await expect(breadcrumbs(page, "fi")).toBeVisible();
});

test("cancelling at the provider opens the error modal with help for online banking (en)", async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem("language", "en"));
  await startAinoSession(page);
  await startPartPayment(page, "en", "5.00");
  await page.getByRole("button", { name: "Cancel payment" }).click();

  await expect(page).toHaveURL(/\/vuokrani\/maksutiedot\/virhe\?stamp=/);
  const dialog = page.getByRole("dialog", { name: t("en", "billing:result.error.title") });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t("en", "billing:result.error.help"));
  await expect(dialog.getByRole("link", { name: t("en", "billing:result.error.bank") })).toBeVisible();
  await expect(breadcrumbs(page, "en")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Escape closes it, onto the billing page itself.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/vuokrani\/maksutiedot$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "billing:title"));

  // The help link leads to the bank-transfer details.
  await page.goto("/vuokrani/maksutiedot/virhe");
  await page
    .getByRole("dialog", { name: t("en", "billing:result.error.title") })
    .getByRole("link", { name: t("en", "billing:result.error.bank") })
    .click();
  await expect(page).toHaveURL(/\/vuokrani\/maksaminen#bank-transfer$/);
  await expect(page.getByRole("region", { name: t("en", "payments:bank.title") })).toBeInViewport();
});

test("refuses less than 1 € and a sum that is not money, without leaving the page", async ({ page }) => {
  await startAinoSession(page);
  await page.goto("/vuokrani/maksaminen");
  const online = page.getByRole("region", { name: t("fi", "payments:online.title") });
  // Keyboard only: the choice is a radio group, the amount a field, Enter submits from it.
  const all = online.getByRole("radio", {
    name: new RegExp(`^${t("fi", "payments:online.all", { amount: "" })}`),
  });
  await expect(all).toBeChecked();
  await all.focus();
  await page.keyboard.press("ArrowDown");
  // The amount field appears with the choice: Tab only once it is there.
  await expect(online.getByRole("radio", { name: t("fi", "payments:online.part") })).toBeChecked();
  const field = online.getByLabel(t("fi", "payments:online.amount"));
  await expect(field).toBeEditable();
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await page.keyboard.type("0,99");
  await page.keyboard.press("Enter");
  await expect(online.getByText(t("fi", "validation:paymentAmountTooSmall.default"))).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await field.fill("12,3,4");
  await page.keyboard.press("Enter");
  await expect(online.getByText(t("fi", "validation:paymentAmountInvalid.default"))).toBeVisible();
  await expect(page).toHaveURL(/\/vuokrani\/maksaminen$/);

  // More than is owed is not a part of it; paying ahead is a choice of its own, up to next month's bill.
  await field.fill("5000");
  await page.keyboard.press("Enter");
  await expect(online.getByText(t("fi", "validation:paymentAmountOverDue.default"))).toBeVisible();
  const advance = online.getByRole("radio", {
    name: new RegExp(`^${t("fi", "payments:online.advance", { amount: "" }).replace(/[()]/g, "")}`),
  });
  await advance.check();
  await field.fill("5000");
  await page.keyboard.press("Enter");
  await expect(online.getByText(t("fi", "validation:paymentAmountOverAdvance.default"))).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/vuokrani\/maksaminen$/);
});

test.describe("paying from one's own bank", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("shows the account, references and barcode, and copies the reference number", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const details = await (await ledgerOf(page.request)).bankTransfer();
    await startAinoSession(page);
    await page.goto("/vuokrani/maksaminen");
    const bank = page.getByRole("region", { name: t("fi", "payments:bank.title") });
    await expect(bank).toContainText(details.recipientName);
    await expect(bank).toContainText(details.bic);
    await expect(bank).toContainText(details.virtualBarcode);
    await expect(bank).toContainText(t("fi", "payments:bank.delay"));
    await expect(bank.locator("svg rect").first()).toBeAttached();
    await expectFitsWidth(page);
    await expectNoAxeViolations(page);

    const label = t("fi", "payments:bank.reference");
    await bank.getByRole("button", { name: `${t("fi", "payments:bank.copy")}: ${label}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: t("fi", "payments:bank.copied", { what: label }) }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(details.referenceNumber);

    await bank
      .getByRole("button", { name: `${t("fi", "payments:bank.copy")}: ${t("fi", "payments:bank.iban")}` })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(details.iban);
    await expectNoAxeViolations(page);
  });
});
