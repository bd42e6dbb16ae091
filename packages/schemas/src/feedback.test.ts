import { describe, expect, it } from "vitest";
import { FEEDBACK_TEXT_MAX } from "./feedback.constants.ts";
import { feedbackRequest } from "./feedback.ts";

describe("feedbackRequest", () => {
  it("needs an answer and a language, text is optional", () => {
    expect(feedbackRequest.parse({ gotThingsDone: "yes", language: "fi" })).toEqual({
      gotThingsDone: "yes",
      text: "",
      language: "fi",
    });
    expect(feedbackRequest.safeParse({ language: "fi" }).error?.issues[0]?.message).toBe(
      "validation.required",
    );
  });

  it("limits the text length and refuses unknown fields", () => {
    expect(
      feedbackRequest.safeParse({
        gotThingsDone: "no",
        language: "en",
        text: "x".repeat(FEEDBACK_TEXT_MAX + 1),
      }).error?.issues[0]?.message,
    ).toBe("validation.tooLong");
    expect(feedbackRequest.safeParse({ gotThingsDone: "no", language: "en", extra: 1 }).success).toBe(false);
  });
});
