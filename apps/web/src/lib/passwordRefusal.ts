import type { ApiFailure } from "./apiFailure.ts";

/** The 422 password refusals as the validation key shown under the password field. */
export function passwordRefusalKey(failure: ApiFailure): string | undefined {
  if (failure.status !== 422) return undefined;
  return failure.code === "PASSWORD_COMMON" ? "validation.passwordCommon" : "validation.passwordRequirements";
}
