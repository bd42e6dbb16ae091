import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a page adds to an endpoint's mutation hook (`useXMutation` in a feature's `api/`): its own
 * reaction to success and failure. Parsing the answer and invalidating the reads it changes stay
 * with the endpoint, so no page writes a query key.
 */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError"
>;
