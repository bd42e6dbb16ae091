import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { bookingErrorCode } from "./errors.ts";

describe("booking errors", () => {
  it("reads the server's codes and ignores everything else", () => {
    expect(bookingErrorCode(new ApiError(409, { error: "SLOT_TAKEN" }))).toBe("SLOT_TAKEN");
    expect(bookingErrorCode(new ApiError(409, { error: "QUOTA_EXCEEDED", quota: 2 }))).toBe("QUOTA_EXCEEDED");
    expect(bookingErrorCode(new ApiError(400, { error: "OUTSIDE_WINDOW" }))).toBe("OUTSIDE_WINDOW");
    expect(bookingErrorCode(new ApiError(500, { error: "Internal" }))).toBeUndefined();
    expect(bookingErrorCode(new ApiError(502, "Bad gateway"))).toBeUndefined();
    expect(bookingErrorCode(new Error("offline"))).toBeUndefined();
  });
});
