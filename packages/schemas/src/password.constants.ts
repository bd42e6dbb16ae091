/*
 * The password rules as plain values, without the validation library: the web lists and ticks the
 * rules with them while the schemas are still loading. password.ts builds the schema from them.
 */

export const PASSWORD_MIN = 8;
/** Longest password accepted; never truncated. */
export const PASSWORD_MAX = 128;
/** A password field's ceiling before the rules are judged, so hashing never sees a huge input. */
export const PASSWORD_INPUT_MAX = 1000;

/** Validation keys of the password rules, in the order the form lists them. */
export const PASSWORD_RULES = {
  tooShort: "validation.passwordTooShort",
  upper: "validation.passwordUpper",
  lower: "validation.passwordLower",
  digit: "validation.passwordDigit",
  special: "validation.passwordSpecial",
} as const;

/** What each character rule looks for: an upper-case and a lower-case letter, a digit, a special character. */
export const PASSWORD_PATTERNS = {
  upper: /\p{Lu}/u,
  lower: /\p{Ll}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{Nd}\s]/u,
} as const;
