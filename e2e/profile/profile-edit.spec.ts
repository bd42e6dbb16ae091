import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, VILLE, signIn } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { t } from "../support/catalog.ts";
import { lastMessageId, messagesTo, nextCode, nextMessage } from "../support/mailbox.ts";

// Mail delivery and the sandbox bank make these journeys longer than the default 30 s.
// One tenant's account, changed step by step: each journey starts where the previous one left it.
test.describe.configure({ timeout: 90_000, mode: "serial" });

const SECOND_EMAIL = "ville.uusi@example.fi";
const THIRD_EMAIL = "ville.kolmas@example.fi";
const NEW_PHONE = "+358501234567";
/** The new number as mails show it, grouped for reading. */
const NEW_PHONE_SHOWN = "+358 50 123 4567";
const NEW_PASSWORD = "Kuusi-Kissaa-Katolla-7";

const VILLE_PHONE = "+358 50 555 2345";

/**
 * Puts Ville's account back as the demo seeded it (email, phone, password) through the API, from
 * wherever an earlier, failed try of these journeys left it, so that a retry starts from the start.
 */
async function restoreVille(request: APIRequestContext) {
  let session: { id: string; password: string } | null = null;
  for (const username of [VILLE, SECOND_EMAIL, THIRD_EMAIL])
    for (const password of [PASSWORD, NEW_PASSWORD]) {
      if (session) break;
      const res = await request.post("/api/login", { data: { username, password } });
      if (res.ok()) session = { id: ((await res.json()) as { sessionId: string }).sessionId, password };
    }
  expect(session, "Ville signs in with one of the journeys' addresses and passwords").not.toBeNull();
  const headers = { authorization: `Bearer ${session!.id}` };
  if (session!.password !== PASSWORD) {
    const res = await request.post("/api/profile/password", {
      headers,
      data: { currentPassword: session!.password, newPassword: PASSWORD },
    });
    expect(res.status(), "Ville's password back").toBe(200);
  }
  const profile = (await (await request.get("/api/profile", { headers })).json()) as {
    email: string;
    phoneNumber: string | null;
  };
  if (profile.email === VILLE && profile.phoneNumber === VILLE_PHONE) return;
  const mailBefore = await lastMessageId(request, VILLE);
  const smsBefore = await lastMessageId(request, VILLE_PHONE);
  const res = await request.patch("/api/profile", {
    headers,
    data: { email: VILLE, phoneNumber: VILLE_PHONE, newsletter: false, currentPassword: PASSWORD },
  });
  expect(res.status(), "Ville's address and number back").toBe(200);
  const needs = (await res.json()) as {
    emailConfirmationRequired: boolean;
    phoneConfirmationRequired: boolean;
  };
  if (needs.emailConfirmationRequired) {
    const code = await nextCode(request, VILLE, mailBefore);
    const confirmed = await request.post("/api/profile/email/confirm", { headers, data: { code } });
    expect(confirmed.status(), "Ville's address confirmed").toBe(200);
  }
  if (needs.phoneConfirmationRequired) {
    const code = await nextCode(request, VILLE_PHONE, smsBefore);
    const confirmed = await request.post("/api/profile/phone/confirm", { headers, data: { code } });
    expect(confirmed.status(), "Ville's number confirmed").toBe(200);
  }
}

test.beforeAll(async ({ request }) => restoreVille(request));

const editCard = (page: Page) => page.getByRole("region", { name: t("fi", "profile:edit.title") });
const detailsCard = (page: Page) => page.getByRole("region", { name: t("fi", "profile:details") });

async function openProfile(page: Page, email: string, password = PASSWORD) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/omat-tiedot");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("fi", "profile:title"));
}

/** Subjects of the mails to `to` newer than `after`, oldest first. */
async function subjectsSince(request: APIRequestContext, to: string, after: number) {
  return (await messagesTo(request, to)).filter((m) => m.id > after).map((m) => m.subject);
}

test("Ville changes his phone, newsletter choice and email; each takes effect after its code, and his old address is told", async ({
  page,
  request,
}) => {
  await openProfile(page, VILLE);
  const details = detailsCard(page);
  await expect(details).toContainText("Ville Vuokralainen");
  await expect(details).toContainText(VILLE);
  await expectNoAxeViolations(page);

  const form = editCard(page);
  // Bad input is answered field by field.
  await form.getByLabel(t("fi", "profile:phone"), { exact: true }).fill("puhelin");
  await form.getByRole("button", { name: t("fi", "profile:edit.save") }).click();
  await expect(form.getByText(t("fi", "validation:phone.default"))).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel(t("fi", "profile:phone"), { exact: true }).fill("050 123 4567");
  await form.getByLabel(t("fi", "profile:edit.newsletter")).check();
  await form.getByLabel(t("fi", "profile:email"), { exact: true }).fill(SECOND_EMAIL);
  // Signed in a moment ago: the sign-in stands in for the password.
  await expect(form.getByLabel(t("fi", "profile:currentPassword"), { exact: true })).toHaveCount(0);
  const oldBefore = await lastMessageId(request, VILLE);
  const mailBefore = await lastMessageId(request, SECOND_EMAIL);
  const smsBefore = await lastMessageId(request, NEW_PHONE);
  await form.getByRole("button", { name: t("fi", "profile:edit.save") }).click();

  await expect(page.getByRole("heading", { name: t("fi", "profile:emailCode.title") })).toBeFocused();
  await expect(page.getByText(t("fi", "profile:emailCode.text", { email: SECOND_EMAIL }))).toBeVisible();
  await expectNoAxeViolations(page);
  // Until the codes are confirmed the old address and number stay.
  await expect(details).toContainText(VILLE);
  await expect(details).not.toContainText("050 123 4567");
  await page.getByLabel(t("fi", "common:code.label")).fill(await nextCode(request, SECOND_EMAIL, mailBefore));
  await page.getByRole("button", { name: t("fi", "profile:emailCode.submit") }).click();

  // Then the number's SMS code.
  await expect(page.getByRole("heading", { name: t("fi", "profile:phoneCode.title") })).toBeFocused();
  await expect(page.getByText(t("fi", "profile:phoneCode.text", { phone: "050 123 4567" }))).toBeVisible();
  await expect(details).toContainText(SECOND_EMAIL);
  await expectNoAxeViolations(page);
  const code = await nextCode(request, NEW_PHONE, smsBefore);
  await page.getByLabel(t("fi", "common:code.label")).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: t("fi", "profile:phoneCode.submit") }).click();
  await expect(editCard(page).getByRole("alert")).toContainText(t("fi", "common:codeErrors.InvalidCode"));
  await expectNoAxeViolations(page);
  await page.getByLabel(t("fi", "common:code.label")).fill(code);
  await page.getByRole("button", { name: t("fi", "profile:phoneCode.submit") }).click();

  await expect(page.getByRole("heading", { name: t("fi", "profile:edit.title") })).toBeFocused();
  await expect(page.getByText(t("fi", "profile:edit.bothChanged"))).toBeVisible();
  await expect(details).toContainText(NEW_PHONE);
  await expect(details).toContainText(t("fi", "profile:newsletterYes"));
  await expectNoAxeViolations(page);

  // The old address heard of the email change; the number's change was told to the address in use by then.
  await nextMessage(request, VILLE, oldBefore);
  await expect
    .poll(() => subjectsSince(request, VILLE, oldBefore))
    .toEqual(["Sähköpostiosoitteesi on vaihdettu"]);
  expect((await messagesTo(request, VILLE)).at(-1)!.text).toContain(`osoitteeseen ${SECOND_EMAIL}.`);
  await expect
    .poll(() => subjectsSince(request, SECOND_EMAIL, mailBefore))
    .toEqual(["Vahvista uusi sähköpostiosoitteesi", "Puhelinnumerosi on vaihdettu"]);
  expect((await messagesTo(request, SECOND_EMAIL)).at(-1)!.text).toContain(
    `Uusi numero on ${NEW_PHONE_SHOWN}.`,
  );
  await page.goto("/sandbox/mail");
  await expect(page.getByText("Sähköpostiosoitteesi on vaihdettu").first()).toBeVisible();

  // The new address is the username from now on.
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
  await signIn(page, SECOND_EMAIL);
  await expect(page).toHaveURL(/\/$/);
});

test("after a few minutes signed in, a new email needs the current password", async ({ page, request }) => {
  // The page's clock runs 6 minutes ahead, as if Ville had signed in a while ago.
  await page.clock.install({ time: new Date(Date.now() + 6 * 60_000) });
  await openProfile(page, SECOND_EMAIL);
  const form = editCard(page);
  const password = form.getByLabel(t("fi", "profile:currentPassword"), { exact: true });
  await expect(password).toHaveCount(0);
  await form.getByLabel(t("fi", "profile:email"), { exact: true }).fill(THIRD_EMAIL);
  await expect(password).toBeVisible();
  await expect(form.getByText(t("fi", "profile:edit.currentPasswordHint"))).toBeVisible();
  await expectNoAxeViolations(page);

  const save = form.getByRole("button", { name: t("fi", "profile:edit.save") });
  await save.click();
  await expect(form.getByText(t("fi", "validation:required.currentPassword"))).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill("Arvaus!2026");
  await save.click();
  await expect(form.getByText(t("fi", "validation:incorrectPassword.default"))).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  const before = await lastMessageId(request, THIRD_EMAIL);
  await password.fill(PASSWORD);
  await save.click();
  await expect(page.getByRole("heading", { name: t("fi", "profile:emailCode.title") })).toBeFocused();
  await page.getByLabel(t("fi", "common:code.label")).fill(await nextCode(request, THIRD_EMAIL, before));
  await page.getByRole("button", { name: t("fi", "profile:emailCode.submit") }).click();
  await expect(page.getByText(t("fi", "profile:edit.emailChanged"))).toBeVisible();
  await expect(detailsCard(page)).toContainText(THIRD_EMAIL);
});

test("Ville changes his password in the profile, then signs in with the new one", async ({
  page,
  request,
}) => {
  await openProfile(page, THIRD_EMAIL);
  const card = page.getByRole("region", { name: t("fi", "profile:password.title") });
  await expect(card.getByText(t("fi", "profile:password.text"))).toBeVisible();
  await expectNoAxeViolations(page);
  const current = card.getByLabel(t("fi", "profile:currentPassword"), { exact: true });
  const fresh = card.getByLabel(t("fi", "common:password.new"), { exact: true });
  const again = card.getByLabel(t("fi", "common:password.confirmation"), { exact: true });
  const submit = card.getByRole("button", { name: t("fi", "profile:password.submit") });

  await current.fill("Arvaus!2026");
  await fresh.fill(NEW_PASSWORD);
  await again.fill(NEW_PASSWORD);
  await submit.click();
  await expect(card.getByText(t("fi", "validation:incorrectPassword.default"))).toBeVisible();
  await expect(current).toBeFocused();
  await expectNoAxeViolations(page);

  // A common password passes the rules the form ticks off, but the server refuses it.
  await current.fill(PASSWORD);
  await fresh.fill("Salasana1!");
  await again.fill("Salasana1!");
  await submit.click();
  await expect(card.getByText(t("fi", "validation:passwordCommon.default"))).toBeVisible();

  const before = await lastMessageId(request, THIRD_EMAIL);
  await fresh.fill(NEW_PASSWORD);
  await again.fill(NEW_PASSWORD);
  await submit.click();
  await expect(card.getByRole("heading", { name: t("fi", "profile:password.title") })).toBeFocused();
  await expect(card.getByText(t("fi", "profile:password.changed"))).toBeVisible();
  await expect(current).toHaveValue("");
  await expectNoAxeViolations(page);
  const notice = await nextMessage(request, THIRD_EMAIL, before);
  expect(notice.subject).toBe("Salasanasi on vaihdettu");

  await page.evaluate(() => localStorage.clear());
  await signIn(page, THIRD_EMAIL);
  await expect(page.getByText(t("fi", "auth:errors.INCORRECT_CREDENTIALS"))).toBeVisible();
  await signIn(page, THIRD_EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});
