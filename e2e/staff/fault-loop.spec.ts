import { expect, test } from "@playwright/test";
import { AINO } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { identifyAs } from "../support/bank.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, messagesTo } from "../support/mailbox.ts";
import { startAinoSession } from "../support/session.ts";
import { fileInput, photoPng, uniqueTitle } from "../faults/fixtures.ts";

const faults = (key: string) => t("fi", `faults:${key}`);
const queue = (key: string, vars?: Record<string, string>) => t("fi", `staff-queue:${key}`, vars);
const replies = (key: string, vars?: Record<string, string>) => t("fi", `staff-replies:${key}`, vars);
const tenantReplies = (key: string, vars?: Record<string, string>) => t("fi", `replies:${key}`, vars);

test("a fault report with a photo goes round the loop: maintenance signs in, finds it by filter, takes it, replies from a ready-made reply and marks it ready; Aino sees the reply, the state and the mail", async ({
  page,
  browser,
}) => {
  // Two people, the identity provider's round trip and an accessibility check at every step.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await startAinoSession(page);
  const mailBefore = await lastMessageId(page.request, AINO);

  // Aino reports the fault through the form, with a photo.
  await page.goto("/asuminen/vikailmoitus/uusi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faults("form.pageTitle"));
  const title = uniqueTitle("Eteisen valo vilkkuu");
  await page.getByLabel(faults("form.title"), { exact: true }).fill(title);
  await page
    .getByLabel(faults("form.description"), { exact: true })
    .fill("Eteisen kattovalo vilkkuu ja sammuu välillä kokonaan.");
  await page.getByLabel(faults("form.defectClass"), { exact: true }).selectOption("electrical");
  await page.getByLabel(faults("form.affectedArea"), { exact: true }).selectOption("apartment");
  await page
    .getByRole("group", { name: faults("form.pets") })
    .getByLabel(faults("form.no"), { exact: true })
    .check();
  await page
    .getByRole("group", { name: faults("form.masterKey") })
    .getByLabel(faults("form.yes"), { exact: true })
    .check();
  await fileInput(page, faults("form.attachments")).setInputFiles([photoPng]);
  await expect(page.getByRole("list", { name: faults("form.chosenFiles") })).toContainText(photoPng.name);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: faults("form.submit") }).click();
  await expect(page).toHaveURL(/\/asuminen\/vikailmoitus$/, { timeout: 20_000 });
  await expect(page.getByText(faults("submitted"))).toBeVisible();

  // A maintenance coordinator signs in at /hallinta through the company's sign-in, in a browser of their own.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await staff.goto("/hallinta");
  await expect(staff).toHaveURL(/\/hallinta\/kirjautuminen$/);
  await expectNoAxeViolations(staff);
  await staff.getByRole("button", { name: t("fi", "staff:signIn.button") }).click();
  await identifyAs(staff, "Matti Huoltomies");
  await expect(staff).toHaveURL(/\/hallinta$/);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(t("fi", "staff:home.title"));
  await expectNoAxeViolations(staff);

  // The queue, filtered to electrical fault reports and the report's words.
  await staff
    .getByRole("navigation", { name: t("fi", "staff:nav.label") })
    .getByRole("link", { name: t("fi", "staff:nav.queue") })
    .click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(queue("title"));
  await expectNoAxeViolations(staff);
  await staff.getByLabel(queue("filters.q")).fill(title);
  await staff.getByLabel(queue("filters.kind")).selectOption("fault-reports");
  await staff.getByLabel(queue("filters.category")).selectOption("electrical");
  await staff.getByRole("button", { name: queue("filters.apply") }).click();
  await expect(staff).toHaveURL(/\/hallinta\/jono\?kind=fault-reports&category=electrical&q=/);
  const row = staff.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(queue("state.Sent"));
  await expect(row).toContainText(queue("assignee.nobody"));
  await expectNoAxeViolations(staff);

  // The item: what Aino sent, with her photo, which downloads through the staff's checks.
  await row.getByRole("link", { name: title }).click();
  await expect(staff).toHaveURL(/\/hallinta\/jono\/fault-reports\/[0-9a-f-]{36}$/);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(staff.getByText("Eteisen kattovalo vilkkuu ja sammuu välillä kokonaan.")).toBeVisible();
  const download = staff.waitForEvent("download");
  await staff.getByRole("button", { name: queue("item.download", { name: "liite-1.png" }) }).click();
  expect((await download).suggestedFilename()).toBe("liite-1.png");
  await expectNoAxeViolations(staff);

  // Takes it and starts the work.
  const handling = staff.getByRole("region", { name: queue("item.handling") });
  await handling.getByRole("button", { name: queue("item.take") }).click();
  await expect(handling.getByRole("status")).toContainText(queue("item.outcome.assigned"));
  await expect(handling).toContainText("Matti Huoltomies");
  await handling.getByRole("button", { name: queue("state.InProgress"), exact: true }).click();
  await expect(handling.getByRole("status")).toContainText(queue("item.outcome.moved"));
  await expectNoAxeViolations(staff);

  // Aino's home card shows the report in handling.
  await page.goto("/");
  const card = page.getByRole("region", { name: t("fi", "home:faultsCard.title") });
  await expect(card.getByRole("listitem").filter({ hasText: title })).toContainText(
    t("fi", "home:faultsCard.status.InProgress"),
  );
  await expectNoAxeViolations(page);

  // A ready-made reply in Aino's language, edited before it is sent.
  const template = staff.getByLabel(replies("reply.template", { language: replies("language.fi") }));
  await template.selectOption({ index: 1 });
  const reply = staff.getByLabel(replies("reply.label"), { exact: true });
  await expect(reply).not.toHaveValue("");
  const edited = `${await reply.inputValue()}\nSähköasentaja tulee torstaina aamupäivällä.`;
  await reply.fill(edited);
  await staff.getByRole("button", { name: replies("reply.send") }).click();
  await expect(staff.getByText(replies("reply.sent"))).toBeVisible();
  await expectNoAxeViolations(staff);

  await staff
    .getByRole("region", { name: queue("item.handling") })
    .getByRole("button", { name: queue("state.Ready"), exact: true })
    .click();
  await expect(staff.getByRole("region", { name: queue("item.handling") }).getByRole("status")).toContainText(
    queue("item.outcome.moved"),
  );
  await expectNoAxeViolations(staff);
  await staffContext.close();

  // Aino sees the reply as a conversation and the report completed, beside its title.
  await page.goto("/asuminen/vikailmoitus");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("main")).toContainText(faults("status.Ready"));
  const conversation = page.getByRole("region", { name: faults("detail.conversation") });
  const entry = conversation
    .getByRole("listitem")
    .filter({ hasText: "Sähköasentaja tulee torstaina aamupäivällä." });
  await expect(entry).toHaveCount(1);
  // Who answered, in the entry's first line: a first name and a role, never the surname. (The
  // ready-made reply's own text speaks of "huoltomies", the trade, so the whole entry may say it.)
  const author = entry.getByRole("paragraph").first();
  await expect(author).toContainText(
    tenantReplies("staffAuthor", { name: "Matti", role: tenantReplies("roles.maintenance") }),
  );
  await expect(author).not.toContainText("Huoltomies");
  await expect(conversation).not.toContainText("Matti Huoltomies");
  await expectNoAxeViolations(page);

  // The home card lists open reports: a completed one has left it.
  await page.goto("/");
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: title })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The reply came by mail too, in Finnish, with its text.
  await expect
    .poll(
      async () =>
        (await messagesTo(page.request, AINO)).filter(
          (m) =>
            m.id > mailBefore &&
            m.subject === "Vastaus vikailmoitukseesi" &&
            m.text.includes("Sähköasentaja tulee torstaina aamupäivällä."),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
});
