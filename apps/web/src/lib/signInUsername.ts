/**
 * The email a tenant has just given in the same errand (sign-up, a password reset), handed to the
 * sign-in page in the history entry's state, so the sign-in form comes with it filled in and only
 * the password is asked (WCAG 3.3.7 Redundant Entry). Never in the address.
 */
export function withUsername(username: string | undefined): { username: string } | undefined {
  return username ? { username } : undefined;
}

/** The email handed over in a history entry's state, if any. */
export function handedUsername(state: unknown): string | undefined {
  const value = (state as { username?: unknown } | null)?.username;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
