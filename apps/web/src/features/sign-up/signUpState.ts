import { hasStringFields, readPersisted, writePersisted } from "../../lib/persisted.ts";

export type SignUpStep = "terms" | "identify" | "credentials" | "code" | "done" | "failed";

const KEY = "signUp";
export type SavedSignUp = { step: "code" | "done"; username: string; registerSessionId: string };

function isSavedSignUp(value: unknown): value is SavedSignUp {
  return (
    hasStringFields(value, ["username", "registerSessionId"]) &&
    (value.step === "code" || value.step === "done")
  );
}

/**
 * The steps after the credentials survive a reload: they are kept in session storage against the
 * identification they belong to, which the address bar still carries.
 */
export function readSavedSignUp(registerSessionId: string | null): SavedSignUp | undefined {
  const value = readPersisted(KEY, isSavedSignUp);
  return value && value.registerSessionId === registerSessionId ? value : undefined;
}

export function saveSignUp(value: SavedSignUp): void {
  writePersisted(KEY, value);
}

export function forgetSignUp(): void {
  sessionStorage.removeItem(KEY);
}

const RETURN_KEY = "signUpReturn";
const isString = (value: unknown): value is string => typeof value === "string";

/**
 * The page a signed-out visitor was sent here from. The address carries it in, but the bank's
 * return address does not, so it is kept in session storage for the steps after identification.
 * A fresh visit without one forgets an older one.
 */
export function signUpReturnPath(given: string | null, returningFromBank: boolean): string | undefined {
  if (given !== null) {
    writePersisted(RETURN_KEY, given);
    return given;
  }
  if (returningFromBank) return readPersisted(RETURN_KEY, isString);
  try {
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Nothing to forget where storage is disabled.
  }
  return undefined;
}

/** The 403 refusals and identification problems that end this attempt; each has its own message. */
export const FATAL_CODES = [
  "NO_ACTIVE_CONTRACT",
  "ALREADY_REGISTERED",
  "IDENTIFICATION_FAILED",
  "IDENTIFICATION_EXPIRED",
  "IDENTIFICATION_OTHER_BROWSER",
] as const;
export type FatalCode = (typeof FATAL_CODES)[number];

export function asFatal(code: string | undefined): FatalCode | undefined {
  return (FATAL_CODES as readonly string[]).includes(code ?? "") ? (code as FatalCode) : undefined;
}
