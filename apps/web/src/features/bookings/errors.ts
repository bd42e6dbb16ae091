import type { TFunction } from "i18next";
import { BOOKING_CONFLICTS, BOOKING_RULE_ERRORS } from "@portal/schemas/bookings.constants";
import { CONTRACT_ENDED } from "@portal/schemas/lease.constants";
import { ApiError } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { helsinkiToday } from "../../lib/today.ts";

const KNOWN: readonly string[] = [...BOOKING_CONFLICTS, ...BOOKING_RULE_ERRORS, CONTRACT_ENDED];

/** The error code of a refused booking call, if the server gave one the page knows. */
export function bookingErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) return undefined;
  const code = (error.body as { error?: unknown }).error;
  return typeof code === "string" && KNOWN.includes(code) ? code : undefined;
}

/** What to tell the tenant when a booking call is refused: each rule in its own words. */
export function bookingErrorText(
  error: unknown,
  t: TFunction<"bookings">,
  resource?: { quota: number; windowDays: number },
): string {
  const code = bookingErrorCode(error);
  if (!code) return t("errors.generic");
  const body = (error as ApiError).body as { quota?: number; endDate?: string };
  if (code === CONTRACT_ENDED && body.endDate) {
    // The lease has ended, or the time asked for lies after its last day.
    const key = body.endDate < helsinkiToday() ? "errors.CONTRACT_ENDED" : "errors.CONTRACT_ENDS";
    return t(key, { date: formatDate(body.endDate) });
  }
  return t(`errors.${code}` as "errors.generic", {
    quota: body.quota ?? resource?.quota ?? 1,
    days: resource?.windowDays ?? 14,
  });
}
