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

test("Pekka closes a notification and it stays closed after a reload", async ({ page }) => {
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
});
