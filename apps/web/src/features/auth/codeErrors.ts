import type { TFunction } from "i18next";
import type { ApiFailure } from "../../lib/apiFailure.ts";

/** One message per one-time-code refusal (spec section 8); 429 is 'too many attempts' too. */
export function codeErrorMessage(t: TFunction, failure: ApiFailure): string {
  if (failure.status === 429 || failure.code === "LimitExceeded") return t("auth:codeErrors.LimitExceeded");
  if (failure.code === "InvalidCode" || failure.code === "ExpiredCode")
    return t(`auth:codeErrors.${failure.code}`);
  return t("auth:errors.GENERAL");
}

/** The 422 password refusals as the validation key shown under the password field. */
export function passwordRefusalKey(failure: ApiFailure): string | undefined {
  if (failure.status !== 422) return undefined;
  return failure.code === "PASSWORD_COMMON" ? "validation.passwordCommon" : "validation.passwordRequirements";
}
