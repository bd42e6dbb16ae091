import type { TFunction } from "i18next";
import type { ApiFailure } from "./apiFailure.ts";

/**
 * One message per one-time-code refusal (wrong, expired, too many tries); 429 is 'too many attempts' too. Any other
 * refusal gets `other`, or the general error when the step has no message of its own.
 */
export function codeErrorMessage(t: TFunction, failure: ApiFailure, other?: string): string {
  if (failure.status === 429 || failure.code === "LimitExceeded") return t("common:codeErrors.LimitExceeded");
  if (failure.code === "InvalidCode" || failure.code === "ExpiredCode")
    return t(`common:codeErrors.${failure.code}`);
  return other ?? t("common:errors.general");
}
