import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The design tokens are the only source of colours, type and fonts: every stylesheet uses their
// custom properties. The palette is private to the tokens file; the rest use the meanings.
const src = join(import.meta.dirname, "..");
const TOKENS = join(src, "styles/tokens.css");
const FONTS = join(src, "styles/fonts.css");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");
/** Declarations as [property, value, line]. */
function declarations(css: string): [string, string, number][] {
  const found: [string, string, number][] = [];
  const text = withoutComments(css);
  const pattern = /([-a-z]+)\s*:\s*([^;{}]+);/g;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split("\n").length;
    found.push([match[1]!, match[2]!.trim(), line]);
  }
  return found;
}

const defined = new Set(
  [...withoutComments(readFileSync(TOKENS, "utf8")).matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]!),
);
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const NAMED_COLOUR =
  /(^|[\s,(])(white|black|red|green|blue|yellow|orange|gray|grey|purple|pink|silver|navy|teal)(?=$|[\s,)])/i;
const COLOUR_PROPERTY = /(^|-)(color|background|border|outline|fill|stroke|shadow|decoration)/;

const checked = cssFiles(src).filter((file) => file !== TOKENS && file !== FONTS);

describe("stylesheets use the design tokens", () => {
  it("finds the stylesheets", () => {
    expect(checked.length).toBeGreaterThan(40);
  });

  for (const file of checked) {
    const name = relative(src, file);
    it(name, () => {
      const css = readFileSync(file, "utf8");
      const problems: string[] = [];
      const local = new Set([...withoutComments(css).matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]!));
      for (const [property, value, line] of declarations(css)) {
        const at = `${name}:${line} ${property}: ${value}`;
        if (RAW_COLOUR.test(value)) problems.push(`raw colour: ${at}`);
        if (COLOUR_PROPERTY.test(property) && NAMED_COLOUR.test(value)) problems.push(`named colour: ${at}`);
        if (property === "font-size" && !/^(var\(--font-size-[a-z-]+\)|inherit)$/.test(value))
          problems.push(`font size outside the type scale: ${at}`);
        if (property === "font-family" && !/^(var\(--font-(body|mono)\)|inherit)$/.test(value))
          problems.push(`font family other than the product's: ${at}`);
        if (property === "font" && value !== "inherit") problems.push(`font shorthand: ${at}`);
        // A property with a fallback (var(--x, …)) is a component's parameter, set by its users.
        for (const [, token, fallback] of value.matchAll(/var\((--[a-z0-9-]+)\s*(,)?/g)) {
          if (token!.startsWith("--palette-")) problems.push(`palette colour instead of a meaning: ${at}`);
          else if (!fallback && !defined.has(token!) && !local.has(token!))
            problems.push(`undefined token ${token}: ${at}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("keeps every colour the specification names as a palette token, each used by a meaning", () => {
    const tokens = withoutComments(readFileSync(TOKENS, "utf8"));
    const named = [
      "mint",
      "lemon",
      "carrot",
      "peppermint",
      "strawberry",
      "coal",
      "turquoise",
      "charcoal",
      "error",
    ];
    const missing = named.filter((name) => !defined.has(`--palette-${name}`));
    expect(missing, "the specification's colours without a token").toEqual([]);
    const unused = named.filter(
      (name) => !new RegExp(`--color-[a-z0-9-]+:\\s*var\\(--palette-${name}\\)`).test(tokens),
    );
    expect(unused, "the specification's colours no meaning, chart or art uses").toEqual([]);
  });

  it("notices a raw colour, a stray font size and an undefined token", () => {
    const found = declarations("a { color: #fff; font-size: 13px; border: 1px solid var(--color-nope); }");
    expect(found.map(([p]) => p)).toEqual(["color", "font-size", "border"]);
    expect(RAW_COLOUR.test(found[0]![1])).toBe(true);
    expect(defined.has("--color-nope")).toBe(false);
    expect(defined.has("--color-action")).toBe(true);
  });
});
