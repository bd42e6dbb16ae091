import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathFor } from "./returnTo.ts";

describe("return path after sign-in", () => {
  it("keeps the deep link with its query string", () => {
    const to = signInPathFor({ pathname: "/omat-tiedot", search: "?valilehti=2", hash: "" });
    expect(to).toBe("/kirjaudu?palaa=%2Fomat-tiedot%3Fvalilehti%3D2");
    expect(safeReturnPath(new URLSearchParams(to.split("?")[1]).get("palaa"))).toBe(
      "/omat-tiedot?valilehti=2",
    );
  });

  it("sends the home page to plain /kirjaudu", () => {
    expect(signInPathFor({ pathname: "/", search: "", hash: "" })).toBe("/kirjaudu");
  });

  it("refuses anything that would leave the site or loop", () => {
    for (const bad of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/kirjaudu?palaa=/x",
    ]) {
      expect(safeReturnPath(bad)).toBe("/");
    }
  });
});
