import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { createQueryClient, retryServerErrors } from "./queryClient.ts";

describe("the query client's retries", () => {
  it("asks a network failure or a 5xx twice more, a refused read never", () => {
    expect(retryServerErrors(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryServerErrors(1, new ApiError(503, null))).toBe(true);
    expect(retryServerErrors(2, new ApiError(503, null))).toBe(false);
    expect(retryServerErrors(0, new ApiError(404, null))).toBe(false);
    expect(retryServerErrors(0, new ApiError(401, null))).toBe(false);
  });

  it("is every query's default", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(retryServerErrors);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
