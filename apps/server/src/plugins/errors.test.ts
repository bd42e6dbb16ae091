import { describe, expect, it } from "vitest";
import { validationFields } from "./errors.ts";

const issue = (
  instancePath: string,
  keyword: string,
  message: string,
  params: Record<string, unknown> = {},
) => ({
  instancePath,
  keyword,
  message,
  params,
});

describe("validationFields", () => {
  it("keeps translation keys from the shared schemas", () => {
    expect(validationFields([issue("/gotThingsDone", "invalid_value", "validation.required")], {})).toEqual({
      gotThingsDone: "validation.required",
    });
  });

  it("turns zod's English messages into keys: missing → required, wrong → invalid, long → tooLong", () => {
    const data = { b: 5, c: "x".repeat(300) };
    const fields = validationFields(
      [
        issue("/a", "invalid_type", "Invalid input: expected string, received undefined"),
        issue("/b", "invalid_type", "Invalid input: expected string, received number"),
        issue("/c", "too_big", "Too big"),
      ],
      data,
    );
    expect(fields).toEqual({ a: "validation.required", b: "validation.invalid", c: "validation.tooLong" });
  });

  it("names each unknown field, and keys body-level problems with the empty string", () => {
    expect(
      validationFields([issue("/", "unrecognized_keys", "Unrecognized keys", { keys: ["x", "y"] })], {}),
    ).toEqual({
      x: "validation.unknownField",
      y: "validation.unknownField",
    });
    expect(validationFields([issue("/", "invalid_type", "Invalid input")], undefined)).toEqual({
      "": "validation.required",
    });
    expect(validationFields([issue("/", "invalid_type", "Invalid input")], [])).toEqual({
      "": "validation.invalid",
    });
  });
});
