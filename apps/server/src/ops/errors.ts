// How the backup and the restore end when they cannot finish: a refusal (nothing was written, exit
// code 2) or a failure (exit code 1), each with a message an operator can act on.

/** Refused before writing anything: the message says why and what to do. */
export class OpsRefusal extends Error {
  override name = "OpsRefusal";
}

/** Failed while working (a tool, the network, a verification): the message says what and where. */
export class OpsFailure extends Error {
  override name = "OpsFailure";
}

/**
 * Removes every secret from a text: the given ones (of four characters or more; shorter ones would
 * blank out ordinary words, and nothing here prints a secret in the first place), and any password in
 * a connection string.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text.replace(/(\/\/[^:/@\s]*:)[^@/\s]*@/g, "$1[redacted]@");
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join("[redacted]");
  return out;
}

/** An error's message for a report, secrets removed. */
export function failureText(error: unknown, secrets: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  return redact(message, secrets);
}
