import { Piscina } from "piscina";
import { newPassword } from "@portal/schemas/password";
import { normalisePassword } from "../../lib/password.ts";
import type { Strength, StrengthTask } from "./password-strength.worker.ts";

export type PasswordRejection = "PASSWORD_REQUIREMENTS" | "PASSWORD_COMMON";

/** zxcvbn's 0–4 scale: 3 means "safely unguessable", the least a tenant's account should accept. */
const MIN_SCORE = 3;

/**
 * The estimator sees at most this many characters: its cost grows steeply with length (a crafted
 * 128-character keyboard pattern costs over a second), while 32 costs at most about 150 ms in the
 * worker. Cutting can only lower the score, so a long password is never judged stronger than it is.
 */
export const ESTIMATOR_INPUT_MAX = 32;

/** One worker thread, started on the first check: a flood of checks queues there, never on the event loop. */
let pool: Piscina<StrengthTask, Strength> | null = null;
function estimator(): Piscina<StrengthTask, Strength> {
  pool ??= new Piscina({
    filename: new URL("./password-strength.worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  return pool;
}

/** First `max` characters, counting a character outside the BMP as one. */
function firstCharacters(text: string, max: number): string {
  return Array.from(text).slice(0, max).join("");
}

/**
 * The password rules (the same schema the form uses) and then the common-password check. `userInputs`
 * are words the password must not be built from (the email, the tenant's name).
 */
export async function checkNewPassword(
  typed: string,
  userInputs: string[] = [],
): Promise<PasswordRejection | null> {
  const password = normalisePassword(typed);
  if (!newPassword.safeParse(password).success) return "PASSWORD_REQUIREMENTS";
  const strength = await estimator().run({
    password: firstCharacters(password, ESTIMATOR_INPUT_MAX),
    userInputs: userInputs.map((input) => firstCharacters(input, 100)),
  });
  if (strength.score < MIN_SCORE || strength.wholeWord) return "PASSWORD_COMMON";
  return null;
}
