import { ApiError } from "../api.ts";

/** A refused read (4xx) is not asked again; a network failure or a 5xx is tried twice more. */
export function retryServerErrors(count: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500) && count < 2;
}

/** Every billing read shares this key prefix, so a payment refreshes them all at once. */
export const BILLING_KEY = "billing";
