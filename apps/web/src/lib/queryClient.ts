import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

/** A refused read (4xx) is not asked again; a network failure or a 5xx is tried twice more. */
export function retryServerErrors(count: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500) && count < 2;
}

/**
 * The app's one query client. Every read retries server errors by default (a query with its own
 * reason, such as the content service's single retry, says so in its options); the window
 * regaining focus does not refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryServerErrors } },
  });
}
