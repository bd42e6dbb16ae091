import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@portal/schemas/common";
import { defineMessages, messageCatalog } from "./message.ts";
import {
  codeOf,
  escapeHtml,
  newValueOf,
  renderMessage,
  renderNamed,
  TemplateError,
  whenOf,
} from "./render.ts";

const CODE = "123456";

const messages = defineMessages({
  "test-code": {
    mail: (_language, data) => ({
      subject: "Koodi",
      paragraphs: [["Koodisi on ", { strong: codeOf(data) }, "."]],
    }),
    example: { code: CODE },
  },
  "test-change": {
    mail: (_language, data) => ({
      subject: "Muutos",
      paragraphs: [[`Uusi arvo ${whenOf(data)?.date ?? "juuri"}: `, { strong: newValueOf(data) }]],
    }),
    example: { newValue: "uusi@example.fi" },
  },
  "test-sms": { sms: (_language, data) => `Koodi ${codeOf(data)}`, example: { code: CODE } },
  "test-incomplete": { mail: () => null, example: {} },
});

describe("rendering a message", () => {
  it.each(LANGUAGES)(
    "puts a mail in the portal's frame, as text and as an HTML document (%s)",
    (language) => {
      const message = renderMessage(messages["test-code"], language, { code: CODE, firstName: "Aino" });
      expect(message.channel).toBe("mail");
      if (message.channel !== "mail") return;
      expect(message.text.split("\n\n")[0]).toContain("Aino");
      expect(message.text).toContain(`Koodisi on ${CODE}.`);
      expect(message.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      expect(message.html).toContain(`<title>${escapeHtml(message.subject)}</title>`);
      expect(message.html).toContain(`<strong>${CODE}</strong>`);
    },
  );

  it("sends an SMS as its template wrote it, with no frame", () => {
    expect(renderMessage(messages["test-sms"], "fi", { code: CODE })).toEqual({
      channel: "sms",
      text: `Koodi ${CODE}`,
    });
  });

  it.each(LANGUAGES)("escapes data in the HTML version (%s)", (language) => {
    const firstName = `<script>alert("x")</script>&'`;
    const message = renderMessage(messages["test-change"], language, { firstName, newValue: firstName });
    if (message.channel !== "mail") throw new Error("a mail");
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
    // The text version is plain text and carries the name as given.
    expect(message.text).toContain(firstName);
  });

  it("keeps a name to one short line, and greets without one when there is none", () => {
    const message = renderMessage(messages["test-code"], "fi", {
      code: CODE,
      firstName: `Aino\r\nBcc: x@example.fi ${"a".repeat(300)}`,
    });
    const greeting = message.text.split("\n")[0] ?? "";
    expect(greeting.startsWith("Hei Aino Bcc: x@example.fi a")).toBe(true);
    expect(greeting.length).toBeLessThan(110);
    expect(renderMessage(messages["test-code"], "en", { code: CODE }).text.startsWith("Hello,\n")).toBe(true);
    expect(
      renderMessage(messages["test-code"], "fi", { code: CODE, firstName: "  " }).text.startsWith("Hei!\n"),
    ).toBe(true);
  });

  it("refuses a missing or malformed code and says nothing of the value", () => {
    for (const code of [undefined, "", "12345", "1234567", "12345a", "<b>123456</b>"]) {
      const run = () => renderMessage(messages["test-code"], "fi", code === undefined ? {} : { code });
      expect(run).toThrow(new TemplateError("template test-code: data.code must be 6 digits"));
      if (code) expect(run).not.toThrow(code);
    }
  });

  it("refuses a notice that does not say what the new value is, and data that cannot make the message", () => {
    for (const newValue of [undefined, " ", "x".repeat(255)])
      expect(() =>
        renderMessage(messages["test-change"], "fi", newValue === undefined ? {} : { newValue }),
      ).toThrow(TemplateError);
    expect(() => renderMessage(messages["test-incomplete"], "fi", {})).toThrow(
      new TemplateError("template test-incomplete: its data cannot make the message"),
    );
  });

  it("renders by name from a catalog, which refuses an unknown name and a name declared twice", () => {
    const catalog = messageCatalog([messages]);
    expect(renderNamed(catalog, "test-sms", "en", { code: CODE }).text).toBe(`Koodi ${CODE}`);
    expect(() => renderNamed(catalog, "no-such-template", "en", {})).toThrow(TemplateError);
    expect(() => renderNamed(catalog, "__proto__", "en", {})).toThrow(TemplateError);
    const again = defineMessages({ "test-sms": { sms: () => "x", example: {} } });
    expect(() => messageCatalog([messages, again])).toThrow("message test-sms is declared twice");
  });
});
