import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { startAinoSession } from "../support/session.ts";

const faults = (key: string) => t("fi", `faults:${key}`);
const replies = (key: string, vars?: Record<string, string>) => t("fi", `replies:${key}`, vars);
const messages = (key: string) => t("fi", `messages:${key}`);

const DISHWASHER = "Astianpesukone ei tyhjennä vettä";
const RADIATOR = "Makuuhuoneen patteri ei lämpene";

test("the company's reply on a fault report shows as a conversation, and the tenant answers it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startAinoSession(page);
  await page.goto("/asuminen/vikailmoitus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faults("title"), { timeout: 15_000 });
  await page.getByRole("link", { name: DISHWASHER }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DISHWASHER);

  const conversation = page.getByRole("region", { name: faults("detail.conversation") });
  const entries = conversation.getByRole("listitem");
  await expect(entries.first()).toContainText(
    replies("staffAuthor", { name: "Asta", role: replies("roles.customer_service") }),
  );
  await expect(entries.first()).toContainText("poistoletkun");
  // Who answered: a first name and a role, never an email or a surname.
  await expect(conversation).not.toContainText("Asiakaspalvelu");
  await expect(conversation).not.toContainText("@");
  const history = page.getByRole("region", { name: faults("detail.history") });
  await expect(history).toContainText(faults("detail.event.reply"));
  await expectNoAxeViolations(page);

  // An empty answer says what is missing.
  const send = conversation.getByRole("button", { name: replies("answer.send") });
  await send.click();
  await expect(conversation.getByText(t("fi", "validation:required.default"))).toBeVisible();
  await expect(conversation.getByLabel(replies("answer.label"))).toBeFocused();
  await expectNoAxeViolations(page);

  const answer = `Vettä jää taas pohjalle <b>${Date.now()}</b>.`;
  await conversation.getByLabel(replies("answer.label")).fill(answer);
  await send.click();
  await expect(conversation.getByText(replies("answer.sent"))).toBeVisible();
  // The answer shows as text, markup and all, written by the tenant.
  const mine = entries.filter({ hasText: answer });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(replies("tenantAuthor", { name: "Aino" }));
  await expect(conversation.locator("b")).toHaveCount(0);
  // The completed report is back in handling (the state beside the title), and the answer is among its
  // handling steps.
  await expect(page.getByRole("main")).toContainText(faults("status.InProgress"));
  await expect(history).toContainText(faults("detail.event.answer"));
  await expect(conversation.getByLabel(replies("answer.label"))).toHaveValue("");
  await expectNoAxeViolations(page);

  // Internal notes are never on a tenant's page.
  await page.goto("/asuminen/vikailmoitus");
  await page.getByRole("link", { name: RADIATOR }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(RADIATOR);
  const quiet = page.getByRole("region", { name: faults("detail.conversation") });
  await expect(quiet).toContainText(replies("empty"));
  await expect(page.getByText(/Sisäinen muistiinpano/)).toHaveCount(0);
  await expect(quiet.getByRole("button", { name: replies("answer.send") })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a sent message opens on its own page with customer service's reply", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await startAinoSession(page);
  await page.goto("/ota-yhteytta/viesti");
  const sent = page.getByRole("region", { name: messages("sent.title") });
  await sent.getByRole("link", { name: "Parvekelasituksen huolto" }).click();
  await expect(page).toHaveURL(/\/ota-yhteytta\/viestit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parvekelasituksen huolto");
  const conversation = page.getByRole("region", { name: messages("detail.conversation") });
  await expect(conversation).toContainText("liukukisko korjataan");
  await expect(conversation).toContainText(
    replies("staffAuthor", { name: "Asta", role: replies("roles.customer_service") }),
  );
  await expect(conversation.getByRole("button", { name: replies("answer.send") })).toBeVisible();
  await expectNoAxeViolations(page);
});
