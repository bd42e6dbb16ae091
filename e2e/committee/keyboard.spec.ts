import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { startAinoSession, tabTo } from "../support/session.ts";
import { filler, unique } from "./journey.ts";

test("meeting minutes by keyboard alone: Enter moves on, the date typed, the time picker, preview, draft and publish", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startAinoSession(page);
  const { field, tr } = filler(page, "fi");
  const key = page.keyboard;

  await page.goto("/asuminen/asukastoimikunta/kokouspoytakirja");
  const name = field("labels.MeetingMinutes.name");
  await expect(name).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await tabTo(page, name, 40);
  const meeting = unique("Syyskokous");
  await key.type(meeting);
  // Enter in a field goes on to the next one (the date), it does not send a half-filled form.
  await key.press("Enter");
  const date = field("fields.date");
  await expect(date).toBeFocused();
  // Day and month alike, so the browser's order of the two in the field does not matter.
  const year = new Date().getFullYear() - 1;
  await key.type(`1010${year}`);
  await expect(date).toHaveValue(`${year}-10-10`);
  // The date's day, month and year are stops of their own: Tab on until the time, typed.
  const time = field("fields.time");
  await tabTo(page, time, 5);
  await key.type("1830");
  await expect(time).toHaveValue("18:30");
  await tabTo(page, field("fields.location"), 3);
  await key.type("Kerhohuone");
  await key.press("Enter");
  await expect(field("fields.participants")).toBeFocused();
  await key.type("7");
  await key.press("Enter");
  await expect(field("fields.items.title")).toBeFocused();
  await key.type("Talousarvio");
  await key.press("Enter");
  await expect(field("fields.items.text")).toBeFocused();
  await key.type("Talousarvio hyväksyttiin yksimielisesti.");
  // Past the list's add button to the signatories.
  await tabTo(page, field("fields.chairperson"), 3);
  await key.type("Aino Asukas");
  await key.press("Enter");
  await expect(field("fields.secretary")).toBeFocused();
  await key.type("Ville Vuokralainen");
  await key.press("Tab");
  const confirm = field("fields.signatoryConfirmation");
  await expect(confirm).toBeFocused();
  await key.press("Space");
  await expect(confirm).toBeChecked();
  await expectNoAxeViolations(page);

  // The preview takes the focus to its heading, and back to editing returns it to the button.
  const preview = page.getByRole("button", { name: tr("committee-form:form.preview") });
  await tabTo(page, preview, 5);
  await key.press("Enter");
  await expect(page.getByRole("heading", { name: tr("committee-form:form.previewTitle") })).toBeFocused();
  await expect(page.getByText(meeting, { exact: true })).toBeVisible();
  await expect(page.getByText("18.30")).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole("button", { name: tr("committee-form:form.backToEdit") }), 5);
  await key.press("Enter");
  await expect(preview).toBeFocused();
  await expect(field("fields.items.text")).toHaveValue("Talousarvio hyväksyttiin yksimielisesti.");

  await tabTo(page, page.getByRole("button", { name: tr("committee-form:form.saveDraft") }), 3);
  await key.press("Enter");
  await expect(page.getByText(tr("committee-form:form.saved"))).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: tr("committee-form:form.publish") }), 5);
  await key.press("Enter");
  const sent = page.getByRole("heading", { name: tr("committee-form:sent.publishedTitle") });
  await expect(sent).toBeVisible();
  await expectNoAxeViolations(page);
  // From the banner, on to one's own forms by keyboard: the minutes await approval there.
  await tabTo(page, page.getByRole("link", { name: tr("committee-form:sent.toOwnForms"), exact: true }), 5);
  await key.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("committee:own.title"));
  await expect(
    page.getByRole("row").filter({ hasText: meeting }).getByText(tr("committee:states.AwaitingApproval")),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
