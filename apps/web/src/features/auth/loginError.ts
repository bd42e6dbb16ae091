import type { TFunction } from "i18next";
import { formatDate } from "../../lib/format.ts";
import type { LoginFailure } from "./api/login.ts";

/** The message for a failed sign-in: one per errorType, 429 has its own, anything else is general. */
export function loginErrorMessage(t: TFunction, failure: LoginFailure): string {
  if (failure.kind === "tooMany") return t("auth:errors.TOO_MANY_REQUESTS");
  if (failure.kind === "general") return t("auth:errors.GENERAL");
  if (failure.errorType === "CONTRACT_NOT_STARTED")
    return t("auth:errors.CONTRACT_NOT_STARTED", {
      date: failure.startDate ? formatDate(failure.startDate) : "",
    });
  return t(`auth:errors.${failure.errorType}`);
}
