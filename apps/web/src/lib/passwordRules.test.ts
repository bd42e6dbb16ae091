import { beforeAll, describe, expect, it } from "vitest";
import i18n from "./i18n.ts";
import { passwordRulesMessage } from "./passwordRules.ts";

beforeAll(async () => {
  await i18n.loadLanguages("en");
  await i18n.loadNamespaces(["common", "validation"]);
});

describe("a weak password's message", () => {
  const fi = i18n.getFixedT("fi");
  const en = i18n.getFixedT("en");

  it("names every rule the password breaks, not only the first", () => {
    expect(passwordRulesMessage(fi, "fi", "validation.passwordTooShort", "kissa")).toBe(
      "Salasanassa pitää olla vielä vähintään 8 merkkiä, iso kirjain, numero ja erikoismerkki, esimerkiksi ! ? # tai %.",
    );
    expect(passwordRulesMessage(en, "en", "validation.passwordTooShort", "kissa")).toBe(
      "Your password still needs at least 8 characters, an upper-case letter, a number, and a special character, such as ! ? # or %.",
    );
    expect(passwordRulesMessage(fi, "fi", "validation.passwordUpper", "kissakala1!")).toBe(
      "Salasanassa pitää olla vielä iso kirjain.",
    );
  });

  it("leaves other messages to the field's own wording", () => {
    expect(passwordRulesMessage(fi, "fi", "validation.required", "")).toBeUndefined();
    expect(passwordRulesMessage(fi, "fi", "validation.tooLong", "x".repeat(200))).toBeUndefined();
    expect(passwordRulesMessage(fi, "fi", undefined, "kissa")).toBeUndefined();
  });
});
