// The foundation's termination flow (/irtisano…): its name, logo and colours, read by the web
// through GET /api/termination-branding.
import { z } from "zod";
import type { TerminationBranding } from "@portal/schemas/termination";

/** The flow's look when nothing is configured (tests, and deployments that keep the defaults). */
export const DEFAULT_TERMINATION_BRANDING: TerminationBranding = {
  name: "Kotikallion Asumissäätiö",
  logoUrl: null,
  colors: { primary: "#1d5c63", onPrimary: "#ffffff" },
};
const defaults = DEFAULT_TERMINATION_BRANDING;

const hex = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, "a colour as #rgb or #rrggbb");

export const terminationBrandingVariables = {
  TERMINATION_BRAND_NAME: {
    schema: z.string().trim().min(1).max(100).default(defaults.name),
    describe: "The foundation's name in the header of its termination flow (/irtisano…).",
    default: defaults.name,
  },
  TERMINATION_BRAND_LOGO_URL: {
    schema: z
      .string()
      .refine((v) => v.startsWith("/") && !v.startsWith("//"), "a path on this server")
      .optional(),
    describe:
      "The foundation's logo beside its name, as a path on this server (the Content-Security-Policy allows images from this origin only). Not set: the name alone.",
    default: "(none)",
  },
  TERMINATION_BRAND_PRIMARY: {
    schema: hex.default(defaults.colors.primary),
    describe:
      "The flow's action and link colour. The web uses it only when it reads at WCAG AA (4.5:1) on white and under TERMINATION_BRAND_ON_PRIMARY; otherwise the portal's own colours stay.",
    default: defaults.colors.primary,
  },
  TERMINATION_BRAND_ON_PRIMARY: {
    schema: hex.default(defaults.colors.onPrimary),
    describe: "The text colour on TERMINATION_BRAND_PRIMARY (buttons).",
    default: defaults.colors.onPrimary,
  },
} as const;

export type { TerminationBranding };
