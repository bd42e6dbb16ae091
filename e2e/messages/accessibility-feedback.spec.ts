import { expect, test } from "@playwright/test";
import { formatInstantDate, formatInstantTime } from "@portal/schemas/format";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { apiGet, startSessionAs, startStaffSession } from "../support/sessionAs.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const queue = (key: string, vars?: Record<string, string>) => t("fi", `staff-queue:${key}`, vars);
const replies = (key: string) => t("fi", `staff-replies:${key}`);

/** A day in Helsinki, YYYY-MM-DD, of an instant. */
const helsinkiDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(at);

test("accessibility feedback from the statement is its own kind in the staff queue, due in 14 days, and is answered there", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const subject = `Saavutettavuus ${Date.now().toString(36)}`;

  // The tenant follows the statement's feedback link to the message form, on its subtopic.
  const tenantContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const tenant = await tenantContext.newPage();
  await startSessionAs(tenant, AINO);
  await tenant.goto("/saavutettavuus");
  await expect(tenant.getByRole("heading", { level: 1 })).toHaveText(t("fi", "pages.accessibility"));
  await expectNoAxeViolations(tenant);
  await tenant.getByRole("link", { name: t("fi", "content:accessibility.feedbackLink") }).click();
  await expect(tenant).toHaveURL(/\/ota-yhteytta\/viesti\?aihe=accessibility$/);
  await expect(tenant.getByLabel(t("fi", "messages:form.subcategory"), { exact: true })).toHaveValue(
    "accessibility",
  );
  await tenant.getByLabel(t("fi", "messages:form.subject"), { exact: true }).fill(subject);
  await tenant
    .getByLabel(t("fi", "messages:form.content"), { exact: true })
    .fill("Laskun tiedot eivät suurene, kun suurennan tekstiä.");
  await expectNoAxeViolations(tenant);
  await tenant.getByRole("button", { name: t("fi", "messages:form.submit") }).click();
  await expect(tenant).toHaveURL(/\/onnistui$/);
  await expectNoAxeViolations(tenant);
  await tenantContext.close();

  // Customer service finds it as accessibility feedback, not among the messages.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const staff = await startStaffSession(page, ASTA);
  await page.goto(`/hallinta/jono?kind=accessibility-feedback&q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(queue("title"));
  await expect(page.getByLabel(queue("filters.kind"))).toHaveValue("accessibility-feedback");
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(queue("kind.accessibility-feedback"));
  await expect(row).toContainText(queue("state.Sent"));
  await expect(page.getByRole("table", { name: queue("summary.label") })).toContainText(
    queue("kind.accessibility-feedback"),
  );

  // Due when the 14th day after its arrival ends in Helsinki, shown as any due time is.
  const id = (await row.getByRole("link", { name: subject }).getAttribute("href"))!.split("/").at(-1)!;
  const item = await apiGet<{ createdAt: string; dueAt: string; overdue: boolean }>(
    page.request,
    staff,
    `/api/staff/queue/accessibility-feedback/${id}`,
  );
  const arrived = helsinkiDay(new Date(item.createdAt));
  const dueDay = new Date(`${arrived}T12:00:00Z`);
  dueDay.setUTCDate(dueDay.getUTCDate() + 15);
  expect(helsinkiDay(new Date(item.dueAt))).toBe(dueDay.toISOString().slice(0, 10));
  expect(formatInstantTime(item.dueAt)).toBe("00.00");
  expect(item.overdue).toBe(false);
  await expect(row).toContainText(
    queue("due.at", { date: formatInstantDate(item.dueAt), time: formatInstantTime(item.dueAt) }),
  );
  await expectNoAxeViolations(page);
  // The messages' view does not list it.
  await page.goto(`/hallinta/jono?kind=messages&q=${encodeURIComponent(subject)}`);
  await expect(page.getByLabel(queue("filters.kind"))).toHaveValue("messages");
  await expect(page.getByText(queue("list.empty"))).toBeVisible();

  // Its page: the kind, the due time, and the handling of a message.
  await page.goto(`/hallinta/jono/accessibility-feedback/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(page.getByText(queue("kind.accessibility-feedback"), { exact: true })).toBeVisible();
  await expect(page.getByText("Laskun tiedot eivät suurene, kun suurennan tekstiä.")).toBeVisible();
  await expectNoAxeViolations(page);

  const reply = page.getByLabel(replies("reply.label"), { exact: true });
  await reply.fill("Kiitos palautteesta. Korjaamme laskun tekstin suurentumisen.");
  await page.getByRole("button", { name: replies("reply.send") }).click();
  await expect(page.getByText(replies("reply.sent"))).toBeVisible();
  await expectNoAxeViolations(page);

  const handling = page.getByRole("region", { name: queue("item.handling") });
  await handling.getByRole("button", { name: queue("state.Ready"), exact: true }).click();
  await expect(handling.getByRole("status")).toContainText(queue("item.outcome.moved"));
  await expectNoAxeViolations(page);
  await context.close();
});
