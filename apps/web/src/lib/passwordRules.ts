import type { TFunction } from "i18next";
import { PASSWORD_MIN, PASSWORD_PATTERNS, PASSWORD_RULES } from "@portal/schemas/password.constants";

export type PasswordRule = keyof typeof PASSWORD_RULES;

/** The newPassword schema's own rules, in the order the form lists them. */
export const PASSWORD_CHECKS: [PasswordRule, (p: string) => boolean][] = [
  ["tooShort", (p) => p.length >= PASSWORD_MIN],
  ["upper", (p) => PASSWORD_PATTERNS.upper.test(p)],
  ["lower", (p) => PASSWORD_PATTERNS.lower.test(p)],
  ["digit", (p) => PASSWORD_PATTERNS.digit.test(p)],
  ["special", (p) => PASSWORD_PATTERNS.special.test(p)],
];

const RULE_KEYS: readonly string[] = Object.values(PASSWORD_RULES);

/**
 * The schema stops at one message per field, the first rule broken; a weak password is answered
 * with every rule it still breaks, in one sentence ('…vähintään 8 merkkiä, iso kirjain ja numero').
 * Other messages (required, too long, mismatch) are left to the caller.
 */
export function passwordRulesMessage(
  t: TFunction,
  language: string,
  message: string | undefined,
  password: string,
) {
  if (!message || !RULE_KEYS.includes(message)) return undefined;
  const broken = PASSWORD_CHECKS.filter(([, met]) => !met(password)).map(([name]) =>
    t(`common:password.rules.${name}`, { min: PASSWORD_MIN }),
  );
  if (broken.length === 0) return undefined;
  const rules = new Intl.ListFormat(language, { type: "conjunction" }).format(broken);
  return t("validation:passwordRules.default", { rules, interpolation: { escapeValue: false } });
}
