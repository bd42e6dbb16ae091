/** A design token as tokens.css declares it: its name and the group comment above it. */
export type Token = { name: string; group: string };

/**
 * The public tokens of tokens.css, in their order, each with the comment that heads its group. The
 * palette (--palette-*) is private to tokens.css and left out.
 */
export function parseTokens(css: string): Token[] {
  const tokens: Token[] = [];
  let group = "";
  for (const line of css.split("\n")) {
    const comment = /^\s*\/\*\s*(.+?)\s*(\*\/)?$/.exec(line);
    if (comment && !line.includes(":")) group = comment[1]!;
    const match = /^\s*(--[a-z0-9-]+)\s*:/.exec(line);
    if (match && !match[1]!.startsWith("--palette-")) tokens.push({ name: match[1]!, group });
  }
  return tokens;
}

/** An sRGB colour as the browser computes it (#rrggbb or rgb(r g b / a)); null when it is not opaque or not a colour. */
export function parseColour(value: string): [number, number, number] | null {
  const text = value.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  const hex = short
    ? [
        text,
        short
          .slice(1)
          .map((c) => c + c)
          .join(""),
      ]
    : /^#([0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (!rgb) return null;
  const alpha = rgb[4];
  if (alpha !== undefined && !(alpha === "1" || alpha === "100%")) return null;
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
