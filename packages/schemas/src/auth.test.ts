import { describe, expect, it } from "vitest";
import { loginErrorResponse, loginForm, loginRequest } from "./auth.ts";
import { PASSWORD_MAX } from "./password.constants.ts";

describe("loginForm", () => {
  it("asks for the email first with the required key", () => {
    const result = loginForm.safeParse({ username: "", password: "" });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({ username: "validation.required", password: "validation.required" });
  });

  it("rejects an address that is not an email", () => {
    const result = loginForm.safeParse({ username: "aino", password: "x" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["username"], message: "validation.email" });
  });

  it("trims the email and accepts a valid pair", () => {
    expect(loginForm.parse({ username: " aino.asukas@example.fi ", password: "Asukas!2026" })).toEqual({
      username: "aino.asukas@example.fi",
      password: "Asukas!2026",
    });
  });

  it("does not truncate long passwords but refuses ones beyond the maximum", () => {
    expect(loginForm.safeParse({ username: "a@b.fi", password: "x".repeat(PASSWORD_MAX) }).success).toBe(
      true,
    );
    expect(loginForm.safeParse({ username: "a@b.fi", password: "x".repeat(PASSWORD_MAX + 1) }).success).toBe(
      false,
    );
  });
});

describe("loginRequest", () => {
  it("lets missing fields through so the server can answer MISSING_CREDENTIALS", () => {
    expect(loginRequest.safeParse({}).success).toBe(true);
  });

  it("refuses unknown fields and wrong types", () => {
    expect(loginRequest.safeParse({ username: "a@b.fi", password: "x", admin: true }).success).toBe(false);
    expect(loginRequest.safeParse({ username: 5, password: "x" }).success).toBe(false);
  });
});

describe("loginErrorResponse", () => {
  it("accepts only the spec's error types", () => {
    expect(
      loginErrorResponse.safeParse({ errorType: "CONTRACT_NOT_STARTED", startDate: "2026-12-12" }).success,
    ).toBe(true);
    expect(loginErrorResponse.safeParse({ errorType: "SOMETHING_ELSE" }).success).toBe(false);
    expect(
      loginErrorResponse.safeParse({ errorType: "CONTRACT_NOT_STARTED", startDate: "12.12.2026" }).success,
    ).toBe(false);
  });
});
