import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@portal/schemas/common";
import type { Message } from "../integrations/templates/message.ts";
import { escapeHtml, renderMessage, TemplateError } from "../integrations/templates/render.ts";
import { PORTAL_MESSAGES } from "../jobs/outbox-worker.ts";
import { renderMessage as renderNamed } from "../test/messages.ts";
import { MANIFESTS } from "./manifests.ts";

const modules = import.meta.dirname;
const CHANNELS = ["mail", "sms"] as const;

/** Every message of every manifest, with the module that declares it. */
const declared = MANIFESTS.flatMap((m) =>
  Object.values(m.messages ?? {}).map((message) => ({ module: m.name, message })),
);

/** A module's source files but its tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !/\.test\.ts$|-test-client\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("the modules' messages", () => {
  it("are the portal's catalog, each name declared once", () => {
    expect(declared.length).toBeGreaterThan(20);
    expect([...PORTAL_MESSAGES.keys()].sort()).toEqual(declared.map(({ message }) => message.name).sort());
  });

  // The rule: every message a module emits has a template for every channel it names, in every language.
  it.each(
    declared.flatMap(({ module, message }) =>
      CHANNELS.filter((channel) => message[channel]).flatMap((channel) =>
        LANGUAGES.map((language) => [module, message.name, channel, language, message] as const),
      ),
    ),
  )("%s's %s renders as %s in %s from its example", (_module, _name, channel, language, message: Message) => {
    const rendered = renderMessage(message, language, message.example);
    expect(rendered.channel).toBe(channel);
    expect(rendered.text.length).toBeGreaterThan(20);
    const code = message.example.code;
    if (code) expect(rendered.text).toContain(code);
    if (rendered.channel === "sms") {
      // One SMS segment with Finnish letters (UCS-2) holds 70 characters; keep to two at most.
      expect(rendered.text.length).toBeLessThanOrEqual(140);
      return;
    }
    expect(rendered.subject.length).toBeGreaterThan(5);
    if (message.example.firstName) expect(rendered.text).toContain(message.example.firstName);
    expect(rendered.html).toContain(`<title>${escapeHtml(rendered.subject)}</title>`);
  });

  it("are declared in the module's <name>.messages.ts and listed whole in its manifest", async () => {
    for (const m of MANIFESTS) {
      const file = join(modules, m.name, `${m.name}.messages.ts`);
      if (!existsSync(file)) {
        expect(m.messages, m.name).toBeUndefined();
        continue;
      }
      // Its message sets (defineMessages): what it exports whose every value is a message.
      const sets = Object.values((await import(file)) as Record<string, object>).filter((value) =>
        Object.values(value).every(
          (entry) => typeof entry === "object" && "channel" in entry && "example" in entry,
        ),
      );
      expect(sets, m.name).toEqual([m.messages]);
      expect(sets[0], m.name).toBe(m.messages);
    }
    const elsewhere = MANIFESTS.flatMap((m) => sources(join(modules, m.name)))
      .filter(
        (file) => !file.endsWith(".messages.ts") && readFileSync(file, "utf8").includes("defineMessages("),
      )
      .map((file) => file.slice(modules.length + 1));
    expect(elsewhere).toEqual([]);
  });

  it.each(LANGUAGES)("escape what the data holds in every mail's HTML (%s)", (language) => {
    const hostile = `<script>alert("x")</script>&'`;
    for (const { message } of declared) {
      if (!message.mail) continue;
      const rendered = renderMessage(message, language, { ...message.example, firstName: hostile });
      if (rendered.channel !== "mail") continue;
      expect(rendered.html, message.name).not.toContain("<script>");
      expect(rendered.html, message.name).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;",
      );
    }
  });

  it("speak plain Finnish and English", () => {
    const fi = renderNamed("confirmation-code", "fi", { code: "123456" });
    expect(fi.text).toContain("Hei!\n\nVahvistuskoodisi on 123456. Koodi on voimassa 10 minuuttia.");
    const en = renderNamed("confirmation-code", "en", { code: "123456", firstName: "Aino" });
    expect(en.text).toContain("Hello Aino,\n\nYour confirmation code is 123456. It is valid for 10 minutes.");
    const sms = renderNamed("phone-sign-in-code", "fi", { code: "123456" });
    expect(sms.text).toMatch(/^Asukasportaalin kirjautumiskoodisi on 123456\./);
    expect(() => renderNamed("password-reset-code", "fi", {})).toThrow(
      new TemplateError("template password-reset-code: data.code must be 6 digits"),
    );
  });

  it("tell what changed, when in Helsinki time, and what to do if it was not the tenant", () => {
    // 22.10 UTC on 31 March is already 1 April in Helsinki (summer time, UTC+3).
    const changedAt = "2026-03-31T22:10:00.000Z";
    const newValue = "uusi.osoite@example.fi";
    const fi = renderNamed("email-changed", "fi", { changedAt, newValue, firstName: "Aino" });
    expect(fi.text).toContain(`vaihdettiin 1.4.2026 klo 01.10 osoitteeseen ${newValue}.`);
    expect(fi.text).toContain("ota heti yhteyttä asiakaspalveluun");
    const en = renderNamed("phone-changed", "en", { changedAt, newValue: "+358401234567" });
    expect(en.text).toContain("was changed on 1.4.2026 at 01.10. The new number is +358 40 123 4567.");
    expect(en.text).toContain("Forgot your password?");
    const password = renderNamed("password-changed", "fi", { changedAt: "2026-03-16T10:05:00Z" });
    expect(password.text).toContain("salasanasi vaihdettiin 16.3.2026 klo 12.05.");
    // Queued before the time was kept: still a whole sentence.
    expect(renderNamed("password-changed", "en", {}).text).toContain("was changed just now,");
    const sms = renderNamed("phone-change-code", "fi", { code: "123456" });
    expect(sms.text).toMatch(/^Vahvista uusi puhelinnumerosi Asukasportaalissa koodilla 123456\./);
    for (const value of [undefined, " ", "x".repeat(255)])
      expect(() =>
        renderNamed("email-changed", "fi", value === undefined ? {} : { newValue: value }),
      ).toThrow(TemplateError);
  });

  it("tell a co-tenant of a termination notice in their language, with the end date and the page", () => {
    const fi = renderNamed("termination-update", "fi", {
      event: "approval_needed",
      endDate: "2026-04-30",
      firstName: "Ville",
      link: "https://portaali.example/sopimuksen-irtisanominen",
    });
    expect(fi).toMatchObject({ channel: "mail", subject: "Hyväksy vuokrasopimuksen irtisanominen" });
    expect(fi.text).toContain("30.4.2026");
    expect(fi.text).toContain("https://portaali.example/sopimuksen-irtisanominen");
    const en = renderNamed("termination-update", "en", { event: "landlord_rejected", endDate: "2026-04-30" });
    expect(en).toMatchObject({ subject: "The notice of termination was not approved" });
    expect(() => renderNamed("termination-update", "fi", { event: "nope", endDate: "2026-04-30" })).toThrow(
      TemplateError,
    );
  });
});
