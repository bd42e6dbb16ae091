// The content service (the built-in one, or an external WordPress copied into the search index) and
// the resident-activity site the home page links to, and the external events page the events page
// embeds.
import { z } from "zod";
import { url } from "./parse.ts";

export const contentVariables = {
  CONTENT_API_URL: {
    schema: z
      .string()
      .refine(
        (v) => (v.startsWith("/") && !v.startsWith("//")) || (/^https?:\/\//i.test(v) && URL.canParse(v)),
        "a path or an http(s) URL",
      )
      .transform((v) => v.replace(/\/+$/, ""))
      .default("/api/content"),
    describe:
      "Base of the content service in the WordPress REST shape (…/wp/v2/pages, posts, bulletins, menus). The default is the built-in service. An external WordPress's address (https://…/wp-json) is given to the web and allowed in the CSP, and its pages, posts and bulletins are copied into the search index every CONTENT_SYNC_INTERVAL_MS.",
    default: "/api/content",
  },
  CONTENT_SYNC_INTERVAL_MS: {
    schema: z.coerce.number().int().positive().default(300_000),
    describe:
      "How often an external CONTENT_API_URL is read into the search index, in milliseconds. Also once at start-up. Not used with the built-in service.",
    default: "300000 (5 minutes)",
  },
  RESIDENT_ACTIVITY_URL: {
    schema: url.default("https://asukastoiminta.example.fi/uutiskirje"),
    describe:
      "The resident-activity site's newsletter sign-up page; the home page's newsletter form opens it with etunimi, sukunimi and email.",
    default: "https://asukastoiminta.example.fi/uutiskirje",
  },
  EXTERNAL_EVENTS_URL: {
    schema: z
      .string()
      .refine((v) => v === "" || (/^https:\/\//i.test(v) && URL.canParse(v)), "empty or an https URL")
      .default(""),
    describe:
      "The external events page the events page embeds in a frame (the language is added as ?lang=fi|en). Its origin alone is allowed in the CSP's frame-src. Empty: no external events page.",
    default: "(none)",
  },
} as const;
