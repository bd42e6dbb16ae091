import { expect, test } from "@playwright/test";
import { AINO, PHONE_TENANT } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiGet, euros, startSessionAs } from "../support/sessionAs.ts";

type Notification = {
  id: string;
  category: string;
  priority: string;
  isCloseable: boolean;
  notificationMeta: { arrearAmount?: number } | null;
  closedAt: string | null;
};

test("Pekka closes a notification and it stays closed after a reload; with nothing overdue he is offered no debt breakdown", async ({
  page,
}) => {
  await startSessionAs(page, PHONE_TENANT.email);
  await page.goto("/");
  const card = page.getByRole("region", { name: t("fi", "home:notifications.title"), exact: true });
  await expect(card.getByRole("heading", { name: "Vesikatko torstaina" })).toBeVisible();
  await expect(card).toContainText("Vesi on poikki torstaina");
  await expectNoAxeViolations(page);

  await card
    .getByRole("button", { name: `${t("fi", "home:notifications.close")}: Vesikatko torstaina` })
    .click();
  await expect(page.getByRole("status")).toContainText(t("fi", "home:notifications.closed"));
  await expect(card.getByRole("heading", { name: "Vesikatko torstaina" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pekka");
  await expect(page.getByRole("region", { name: t("fi", "home:rent.title"), exact: true })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Vesikatko torstaina" })).toHaveCount(0);

  // Nothing overdue: no way to a debt breakdown, on the billing page or the payment page.
  await page.goto("/vuokrani/maksutiedot");
  await expect(page.getByText(t("fi", "billing:current.totalRent"), { exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // (The site's menus list every page of the section, the breakdown among them.)
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: t("fi", "billing:side.debt") })).toHaveCount(0);
  await expect(main.getByRole("link", { name: t("fi", "billing:actions.debt") })).toHaveCount(0);
  await page.goto("/vuokrani/maksaminen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "payments:title"));
  await page.waitForLoadState("networkidle");
  await expect(main.getByRole("link", { name: t("fi", "payments:side.debt") })).toHaveCount(0);
});

test("Aino's arrear is told once: in the debt banner, with the amount and the way to pay (en)", async ({
  page,
}) => {
  const sessionId = await startSessionAs(page, AINO, "en");
  const { notifications } = await apiGet<{ notifications: Notification[] }>(
    page.request,
    sessionId,
    "/api/notifications",
  );
  const arrear = notifications.find((n) => n.category === "arrear" && n.closedAt === null);
  expect(arrear, "Aino's arrear notification").toBeDefined();
  await page.goto("/");
  const debt = page.getByRole("region", { name: t("en", "home:debt.title"), exact: true });
  await expect(debt).toContainText(euros(arrear!.notificationMeta!.arrearAmount!));
  await expect(debt.getByRole("link", { name: t("en", "home:debt.pay") })).toHaveAttribute(
    "href",
    "/vuokrani/maksaminen",
  );
  await expect(debt.getByRole("link", { name: t("en", "home:debt.breakdown") })).toHaveAttribute(
    "href",
    "/vuokrani/velkaerittely",
  );
  // Not a second time among the notifications (Aino has no other, so there is no list at all).
  await expect(
    page.getByText(
      t("en", "home:notifications.arrear.title", { amount: euros(arrear!.notificationMeta!.arrearAmount!) }),
    ),
  ).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: t("en", "home:notifications.title"), exact: true }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // With debt, the billing page's side column leads to the breakdown too.
  await page.goto("/vuokrani/maksutiedot");
  await expect(
    page.getByRole("link", { name: new RegExp(`^${t("en", "billing:side.debt")}`) }),
  ).toHaveAttribute("href", "/vuokrani/velkaerittely");
});
