import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@portal/schemas/common";
import { TEMPLATES, type TemplateName } from "./names.ts";
import { HANDLING_TEMPLATES } from "./handling.ts";
import { COMMITTEE_FORM_TEMPLATES } from "./committee-forms.ts";
import { receiptData } from "./receipt.ts";
import { escapeHtml, renderMessage, TemplateError } from "./render.ts";

const names = Object.keys(TEMPLATES) as TemplateName[];
const CODE = "123456";
/** Notices of a change and receipts carry no code: they tell what happened and when. */
const NOTICES = new Set<TemplateName>([
  "password-changed",
  "email-changed",
  "phone-changed",
  "payment-receipt",
  "termination-update",
  ...HANDLING_TEMPLATES,
  ...COMMITTEE_FORM_TEMPLATES,
  "exchange-expiring",
  "customer-service-exchange-application",
  // Its secret is part of the link, not a code to type (exchange.test.ts opens the link).
  "exchange-confirm",
]);
/** What the committee forms' mails name: the form, its committee, the review link and a reason. */
const FORM = {
  formType: "MeetingMinutes",
  title: "Syyskokous",
  committeeName: "Kirsikkapihan asukastoimikunta",
  authorName: "Aino Asukas",
  memberName: "Ville Vuokralainen",
  link: "https://portaali.example.fi/hallinta/lomakkeet/abc",
  expiresAt: "2026-03-30T10:00:00.000Z",
  reason: "Allekirjoitukset puuttuvat.",
};
/** A lease termination notice's event and end date (templates/termination.ts). */
const TERMINATION = { event: "approval_needed", endDate: "2026-04-30" };
const NEW_VALUE = "uusi.osoite@example.fi";
const RECEIPT = receiptData({
  amountCents: 12_345,
  paidDate: "2026-03-16",
  reference: "1232",
  transactionId: "tx-1",
  lines: [{ name: "Vuokra", dueDate: "2026-03-05", cents: 12_345 }],
  advanceCents: 0,
});

describe("message templates", () => {
  it.each(names.flatMap((name) => LANGUAGES.map((language) => [name, language] as const)))(
    "%s in %s renders for its channel, with the code where it needs one",
    (name, language) => {
      const message = renderMessage(name, language, {
        code: CODE,
        firstName: "Aino",
        newValue: NEW_VALUE,
        id: "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11",
        ...RECEIPT,
        ...FORM,
        ...TERMINATION,
      });
      expect(message.channel).toBe(TEMPLATES[name]);
      expect(message.text.length).toBeGreaterThan(20);
      if (!NOTICES.has(name)) expect(message.text).toContain(CODE);
      if (message.channel === "sms") {
        // One SMS segment with Finnish letters (UCS-2) holds 70 characters; keep to two at most.
        expect(message.text.length).toBeLessThanOrEqual(140);
        return;
      }
      expect(message.subject.length).toBeGreaterThan(5);
      expect(message.text).toContain("Aino");
      expect(message.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      expect(message.html).toContain(`<title>${escapeHtml(message.subject)}</title>`);
      if (!NOTICES.has(name)) expect(message.html).toContain(`<strong>${CODE}</strong>`);
    },
  );

  it("tells a co-tenant of a termination notice in their language, with the end date and the page", () => {
    const fi = renderMessage("termination-update", "fi", {
      ...TERMINATION,
      firstName: "Ville",
      link: "https://portaali.example/sopimuksen-irtisanominen",
    });
    expect(fi).toMatchObject({ channel: "mail", subject: "Hyväksy vuokrasopimuksen irtisanominen" });
    expect(fi.text).toContain("30.4.2026");
    expect(fi.text).toContain("https://portaali.example/sopimuksen-irtisanominen");
    const en = renderMessage("termination-update", "en", {
      event: "landlord_rejected",
      endDate: "2026-04-30",
    });
    expect(en).toMatchObject({ subject: "The notice of termination was not approved" });
    expect(() => renderMessage("termination-update", "fi", { event: "nope", endDate: "2026-04-30" })).toThrow(
      TemplateError,
    );
  });

  it("speaks plain Finnish and English", () => {
    const fi = renderMessage("confirmation-code", "fi", { code: CODE });
    expect(fi.text).toContain("Hei!\n\nVahvistuskoodisi on 123456. Koodi on voimassa 10 minuuttia.");
    const en = renderMessage("confirmation-code", "en", { code: CODE, firstName: "Aino" });
    expect(en.text).toContain("Hello Aino,\n\nYour confirmation code is 123456. It is valid for 10 minutes.");
    const sms = renderMessage("phone-sign-in-code", "fi", { code: CODE });
    expect(sms.text).toMatch(/^Asukasportaalin kirjautumiskoodisi on 123456\./);
  });

  it.each(LANGUAGES)("escapes data in the HTML version (%s)", (language) => {
    const firstName = `<script>alert("x")</script>&'`;
    for (const name of names) {
      const message = renderMessage(name, language, {
        code: CODE,
        firstName,
        newValue: NEW_VALUE,
        id: "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11",
        ...RECEIPT,
        ...FORM,
        ...TERMINATION,
      });
      if (message.channel !== "mail") continue;
      expect(message.html).not.toContain("<script>");
      expect(message.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
      // The text version is plain text and carries the name as given.
      expect(message.text).toContain(firstName);
    }
  });

  it("keeps a name to one short line", () => {
    const message = renderMessage("password-changed", "fi", {
      firstName: `Aino\r\nBcc: x@example.fi ${"a".repeat(300)}`,
    });
    const greeting = message.text.split("\n")[0] ?? "";
    expect(greeting.startsWith("Hei Aino Bcc: x@example.fi a")).toBe(true);
    expect(greeting.length).toBeLessThan(110);
  });

  it("tells what changed, when in Helsinki time, and what to do if it was not the tenant", () => {
    // 22.10 UTC on 31 March is already 1 April in Helsinki (summer time, UTC+3).
    const changedAt = "2026-03-31T22:10:00.000Z";
    const fi = renderMessage("email-changed", "fi", { changedAt, newValue: NEW_VALUE, firstName: "Aino" });
    expect(fi.text).toContain(`vaihdettiin 1.4.2026 klo 01.10 osoitteeseen ${NEW_VALUE}.`);
    expect(fi.text).toContain("ota heti yhteyttä asiakaspalveluun");
    const en = renderMessage("phone-changed", "en", { changedAt, newValue: "+358401234567" });
    expect(en.text).toContain("was changed on 1.4.2026 at 01.10. The new number is +358 40 123 4567.");
    expect(en.text).toContain("Forgot your password?");
    const password = renderMessage("password-changed", "fi", { changedAt: "2026-03-16T10:05:00Z" });
    expect(password.text).toContain("salasanasi vaihdettiin 16.3.2026 klo 12.05.");
    // Queued before the time was kept: still a whole sentence.
    expect(renderMessage("password-changed", "en", {}).text).toContain("was changed just now,");
    const sms = renderMessage("phone-change-code", "fi", { code: CODE });
    expect(sms.text).toMatch(/^Vahvista uusi puhelinnumerosi Asukasportaalissa koodilla 123456\./);
  });

  it("refuses a notice that does not say what the new value is", () => {
    for (const newValue of [undefined, " ", "x".repeat(255)])
      expect(() => renderMessage("email-changed", "fi", newValue === undefined ? {} : { newValue })).toThrow(
        TemplateError,
      );
  });

  it("greets without a name when there is none", () => {
    expect(renderMessage("password-changed", "en", {}).text.startsWith("Hello,\n")).toBe(true);
    expect(renderMessage("password-changed", "fi", { firstName: "  " }).text.startsWith("Hei!\n")).toBe(true);
  });

  it("refuses a missing or malformed code, an unknown template, and says nothing of the value", () => {
    for (const code of [undefined, "", "12345", "1234567", "12345a", "<b>123456</b>"]) {
      const run = () => renderMessage("password-reset-code", "fi", code === undefined ? {} : { code });
      expect(run).toThrow(TemplateError);
      if (code) expect(run).not.toThrow(code);
    }
    expect(() => renderMessage("no-such-template", "en", { code: CODE })).toThrow(TemplateError);
    expect(() => renderMessage("__proto__", "en", { code: CODE })).toThrow(TemplateError);
  });
});
