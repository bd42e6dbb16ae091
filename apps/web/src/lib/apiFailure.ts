import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api.ts";

/** What a refused call said, read without the validation library: status, error code, field keys. */
export type ApiFailure = { status: number; code: string | undefined; fields: Record<string, string> };

export function apiFailure(error: unknown): ApiFailure {
  if (!(error instanceof ApiError)) return { status: 0, code: undefined, fields: {} };
  const body = (typeof error.body === "object" && error.body !== null ? error.body : {}) as Record<
    string,
    unknown
  >;
  const raw = body.error ?? body.errorType;
  const fields: Record<string, string> = {};
  if (typeof body.fields === "object" && body.fields !== null) {
    for (const [name, key] of Object.entries(body.fields)) if (typeof key === "string") fields[name] = key;
  }
  return { status: error.status, code: typeof raw === "string" ? raw : undefined, fields };
}

/**
 * Puts a 400 VALIDATION answer's keys on the form's own fields (the server may name a field the
 * form calls differently, hence the map). Returns false when none of them belongs to the form.
 */
export function showFieldErrors<T extends FieldValues>(
  failure: ApiFailure,
  setError: UseFormSetError<T>,
  names: Partial<Record<string, Path<T>>>,
): boolean {
  let shown = false;
  for (const [field, key] of Object.entries(failure.fields)) {
    const name = names[field];
    if (name) {
      setError(name, { type: "server", message: key });
      shown = true;
    }
  }
  return shown;
}

/**
 * The refusals a form with an email and a phone number shows on those fields: the email is another
 * account's (409), or a 400 VALIDATION names them. Returns false when the refusal is about neither.
 */
export function showContactFieldErrors(
  failure: ApiFailure,
  setError: UseFormSetError<{ email: string; phoneNumber: string }>,
): boolean {
  if (failure.status === 409) {
    setError("email", { message: "validation.usernameUnavailable" }, { shouldFocus: true });
    return true;
  }
  return (
    failure.status === 400 &&
    showFieldErrors(failure, setError, { email: "email", phoneNumber: "phoneNumber" })
  );
}
