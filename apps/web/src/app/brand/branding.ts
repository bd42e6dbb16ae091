import { ApiError, readBody } from "../../lib/api.ts";

/** The foundation's flow's look, from the server's configuration (GET /api/termination-branding). */
export type Branding = {
  name: string;
  logoUrl: string | null;
  colors: { primary: string; onPrimary: string };
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const body = hex.slice(1);
  const full = body.length === 3 ? [...body].map((c) => c + c).join("") : body;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2.1 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two #rgb or #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for body text (1.4.3). */
const TEXT_CONTRAST = 4.5;

/**
 * The brand's colours as the flow's action and link colours, only when they are readable: text on
 * the primary colour, and the primary colour as text and links on the white page, both at AA. A
 * configuration that fails keeps the portal's own colours rather than an unreadable page.
 */
export function brandStyle(colors: Branding["colors"]): Record<string, string> | undefined {
  const { primary, onPrimary } = colors;
  if (!HEX.test(primary) || !HEX.test(onPrimary)) return undefined;
  if (contrast(primary, onPrimary) < TEXT_CONTRAST || contrast(primary, "#ffffff") < TEXT_CONTRAST)
    return undefined;
  return {
    "--color-action": primary,
    "--color-action-strong": primary,
    "--color-link": primary,
    "--brand-primary": primary,
    "--brand-on-primary": onPrimary,
  };
}

function isBranding(value: unknown): value is Branding {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const colors = v.colors as Record<string, unknown> | undefined;
  return (
    typeof v.name === "string" &&
    (v.logoUrl === null || typeof v.logoUrl === "string") &&
    typeof colors === "object" &&
    colors !== null &&
    typeof colors.primary === "string" &&
    typeof colors.onPrimary === "string"
  );
}

/** GET /api/termination-branding (public); checked by hand, so the frame needs no validation library. */
export async function fetchBranding(signal: AbortSignal): Promise<Branding> {
  const res = await fetch("/api/termination-branding", { headers: { accept: "application/json" }, signal });
  const body = await readBody(res);
  if (res.status !== 200) throw new ApiError(res.status, body);
  if (!isBranding(body)) throw new Error("Unexpected branding answer");
  return body;
}
