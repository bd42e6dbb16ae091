import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import i18n from "../../lib/i18n.ts";
import { bookingErrorCode, bookingErrorText } from "./errors.ts";

beforeAll(async () => {
  await i18n.loadNamespaces(["bookings"]);
});

describe("booking errors", () => {
  it("reads the server's codes and ignores everything else", () => {
    expect(bookingErrorCode(new ApiError(409, { error: "SLOT_TAKEN" }))).toBe("SLOT_TAKEN");
    expect(bookingErrorCode(new ApiError(409, { error: "QUOTA_EXCEEDED", quota: 2 }))).toBe("QUOTA_EXCEEDED");
    expect(bookingErrorCode(new ApiError(400, { error: "OUTSIDE_WINDOW" }))).toBe("OUTSIDE_WINDOW");
    expect(bookingErrorCode(new ApiError(500, { error: "Internal" }))).toBeUndefined();
    expect(bookingErrorCode(new ApiError(502, "Bad gateway"))).toBeUndefined();
    expect(bookingErrorCode(new Error("offline"))).toBeUndefined();
  });

  it("tells each refusal in its own words, in either language", async () => {
    await i18n.changeLanguage("fi");
    const t = i18n.getFixedT("fi", "bookings");
    const rules = { quota: 2, windowDays: 14 };
    expect(bookingErrorText(new ApiError(409, { error: "SLOT_TAKEN" }), t, rules)).toBe(
      "Vuoro ehdittiin juuri varata. Valitse toinen aika.",
    );
    expect(bookingErrorText(new ApiError(409, { error: "QUOTA_EXCEEDED", quota: 3 }), t, rules)).toContain(
      "enintään 3 kerrallaan",
    );
    expect(bookingErrorText(new ApiError(400, { error: "OUTSIDE_WINDOW" }), t, rules)).toContain("14 päivää");
    expect(bookingErrorText(new ApiError(500, null), t, rules)).toBe(t("errors.generic"));
    await i18n.changeLanguage("en");
    await i18n.loadNamespaces(["bookings"]);
    const en = i18n.getFixedT("en", "bookings");
    expect(bookingErrorText(new ApiError(409, { error: "SLOT_TAKEN" }), en, rules)).toBe(
      "Someone just booked this time. Please pick another one.",
    );
    await i18n.changeLanguage("fi");
  });

  it("says when the lease ended, or that the time lies after its end", () => {
    const t = i18n.getFixedT("fi", "bookings");
    const ended = new ApiError(403, { error: "CONTRACT_ENDED", endDate: "2020-11-15" });
    expect(bookingErrorCode(ended)).toBe("CONTRACT_ENDED");
    expect(bookingErrorText(ended, t)).toBe(
      "Vuokrasopimuksesi päättyi 15.11.2020, joten et voi enää varata talon tiloja. Voit yhä perua tulevat varauksesi.",
    );
    const ends = new ApiError(403, { error: "CONTRACT_ENDED", endDate: "2099-01-31" });
    expect(bookingErrorText(ends, i18n.getFixedT("en", "bookings"))).toBe(
      "Your lease ends on 31.1.2099. Times after that can't be booked.",
    );
  });
});
