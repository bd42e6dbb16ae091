import { describe, expect, it } from "vitest";
import { contrast, parseColour, parseTokens } from "./tokens.ts";

describe("the look page's token list", () => {
  it("lists the public tokens with their group, leaving the palette out", () => {
    const css = [
      ":root {",
      "  --palette-white: #ffffff;",
      "  /* Meanings */",
      "  --color-error: var(--palette-red-700);",
      "  /* The focus ring. */",
      "  --color-focus: blue;",
      "  --space-1: 0.25rem;",
      "}",
    ].join("\n");
    expect(parseTokens(css)).toEqual([
      { name: "--color-error", group: "Meanings" },
      { name: "--color-focus", group: "The focus ring." },
      { name: "--space-1", group: "The focus ring." },
    ]);
  });

  it("reads opaque colours only and computes WCAG contrast", () => {
    expect(parseColour("#ffffff")).toEqual([255, 255, 255]);
    expect(parseColour("#fff")).toEqual([255, 255, 255]);
    expect(parseColour("rgb(0, 0, 0)")).toEqual([0, 0, 0]);
    expect(parseColour("rgb(31 42 48 / 55%)")).toBeNull();
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21);
    expect(contrast([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 1);
  });
});
