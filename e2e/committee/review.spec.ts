import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { AINO } from "../support/accounts.ts";
import { lastMessageId, nextMessage } from "../support/mailbox.ts";
import { apiSession, startSessionAs } from "../support/sessionAs.ts";

const MODERATOR = "mirja.moderaattori@kotikallio.example.fi";
const fi = (key: string, vars?: Record<string, string>) => t("fi", key, vars);

/** The review link in the moderator's newest mail after `after`. */
async function reviewLink(request: APIRequestContext, after: number): Promise<string> {
  const mail = await nextMessage(request, MODERATOR, after);
  const path = /\/hallinta\/lomakkeet\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  if (!path) throw new Error("no review link in the moderator's mail");
  return path;
}

test("the moderator rejects a form from the mailed link with a reason, the committee sends it again, then it is approved", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // The committee's minutes, saved and published through the calls.
  const session = await apiSession(request, AINO);
  const headers = { authorization: `Bearer ${session}` };
  const meeting = `Kevätkokous ${Date.now().toString(36)}`;
  const formData = {
    name: meeting,
    date: "2026-03-10",
    time: "18:00",
    location: "Kerhohuone",
    participants: 4,
    items: [{ title: "Kevättalkoot", text: "Päätettiin pitää talkoot toukokuussa." }],
    chairperson: "Aino Asukas",
    secretary: "Ville Vuokralainen",
    signatoryConfirmation: true,
  };
  const created = await request.post("/api/notices/create", {
    headers,
    data: { formType: "MeetingMinutes", formData },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: string }).data;
  let after = await lastMessageId(request, MODERATOR);
  expect((await request.patch(`/api/notices/${id}`, { headers })).status()).toBe(200);
  const first = await reviewLink(request, after);

  // The moderator has no session: a page of its own. The link is read in the mailbox, as mailed.
  const moderatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const moderator = await moderatorContext.newPage();
  await moderator.goto(`/sandbox/mail?to=${encodeURIComponent(MODERATOR)}`);
  const mailed = moderator.getByRole("row").filter({ hasText: first }).locator("pre");
  await expect(mailed).toContainText(meeting);
  const link = /\/hallinta\/lomakkeet\/[A-Za-z0-9_-]{43}/.exec(await mailed.innerText())?.[0];
  expect(link, "the review link as the mailbox shows it").toBe(first);
  await moderator.goto(link!);
  await expect(moderator.getByRole("heading", { level: 1 })).toContainText(meeting);
  await expect(moderator.getByText("Päätettiin pitää talkoot toukokuussa.")).toBeVisible();
  await expectNoAxeViolations(moderator);
  await moderator.getByRole("button", { name: fi("committee:review.reject"), exact: true }).click();
  const reason = moderator.getByLabel(fi("committee:review.reason"), { exact: true });
  await expect(reason).toBeFocused();
  // No reason: the rejection asks for one.
  await moderator.getByRole("button", { name: fi("committee:review.confirmReject") }).click();
  await expect(moderator.getByText(fi("committee:review.reasonRequired"))).toBeVisible();
  await expectNoAxeViolations(moderator);
  await reason.fill("Pöytäkirjasta puuttuu kokouksen päättymisaika.");
  await moderator.getByRole("button", { name: fi("committee:review.confirmReject") }).click();
  await expect(
    moderator.getByRole("heading", { name: fi("committee:review.result.rejectedTitle") }),
  ).toBeVisible();
  await expect(moderator.getByRole("button", { name: fi("committee:review.approve") })).toHaveCount(0);
  await expectNoAxeViolations(moderator);
  // The link was used: opened again, it is not found.
  await moderator.goto(first);
  await expect(moderator.getByRole("heading", { name: fi("committee:review.notFoundTitle") })).toBeVisible();

  // The committee sees the reason on its own form, edits it and sends it again.
  await page.setViewportSize({ width: 375, height: 800 });
  await startSessionAs(page, AINO);
  await page.goto(`/omat-lomakkeet/${id}`);
  await expect(page.getByText(fi("committee:states.Rejected"))).toBeVisible();
  await expect(page.getByText("Pöytäkirjasta puuttuu kokouksen päättymisaika.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: fi("committee:own.edit") }).click();
  await page
    .getByLabel(t("fi", "committee-form:fields.items.text"), { exact: true })
    .fill("Päätettiin pitää talkoot toukokuussa. Kokous päättyi klo 19.30.");
  after = await lastMessageId(request, MODERATOR);
  await page.getByRole("button", { name: fi("committee-form:form.publish") }).click();
  await expect(page.getByRole("heading", { name: fi("committee-form:sent.publishedTitle") })).toBeVisible();

  const second = await reviewLink(request, after);
  expect(second).not.toBe(first);
  await moderator.goto(second);
  await expect(moderator.getByText("Kokous päättyi klo 19.30.", { exact: false })).toBeVisible();
  await moderator.getByRole("button", { name: fi("committee:review.approve") }).click();
  await expect(
    moderator.getByRole("heading", { name: fi("committee:review.result.approvedTitle") }),
  ).toBeVisible();
  await expectNoAxeViolations(moderator);
  await moderatorContext.close();

  await page.goto("/omat-lomakkeet");
  await expect(
    page.getByRole("row").filter({ hasText: meeting }).getByText(fi("committee:states.Published")),
  ).toBeVisible();
});
