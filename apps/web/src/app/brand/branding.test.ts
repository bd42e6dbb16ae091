import { describe, expect, it } from "vitest";
import { brandStyle, contrast } from "./branding.ts";

describe("the foundation's colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrast("#777", "#fff")).toBeCloseTo(4.48, 2);
  });

  it("takes readable colours as the flow's action and link colours", () => {
    expect(brandStyle({ primary: "#5b2a86", onPrimary: "#ffffff" })).toMatchObject({
      "--color-action": "#5b2a86",
      "--color-link": "#5b2a86",
    });
  });

  it("keeps the portal's colours when the configuration would be unreadable or is not a colour", () => {
    expect(brandStyle({ primary: "#ffcc00", onPrimary: "#ffffff" })).toBeUndefined();
    expect(brandStyle({ primary: "#5b2a86", onPrimary: "#4a2070" })).toBeUndefined();
    expect(brandStyle({ primary: "red; background: url(x)", onPrimary: "#fff" })).toBeUndefined();
  });
});
