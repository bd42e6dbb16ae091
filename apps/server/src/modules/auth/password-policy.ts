import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { newPassword } from "@portal/schemas/password";

export type PasswordRejection = "PASSWORD_REQUIREMENTS" | "PASSWORD_COMMON";

/** zxcvbn's 0–4 scale: 3 means "safely unguessable", the least a tenant's account should accept. */
const MIN_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | null = null;

/** The dictionaries are a few megabytes: loaded on the first password that needs them, then kept. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [core, common, en, fi] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
      import("@zxcvbn-ts/language-fi"),
    ]);
    return new core.ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary, ...fi.dictionary },
      // Off: the fuzzy match costs hundreds of milliseconds of blocked event loop per check.
      useLevenshteinDistance: false,
    });
  })();
  return checker;
}

/**
 * The spec's rules (the same schema the form uses) and then the common-password check. `userInputs`
 * are words the password must not be built from (the email, the tenant's name).
 */
export async function checkNewPassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordRejection | null> {
  if (!newPassword.safeParse(password).success) return "PASSWORD_REQUIREMENTS";
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, userInputs);
  const wholeWord = result.sequence.length === 1 && result.sequence[0]?.pattern === "dictionary";
  if (result.score < MIN_SCORE || wholeWord) return "PASSWORD_COMMON";
  return null;
}
