import { BUILDING_PAGES } from "./pages-building.ts";
import { CONTACT_PAGES } from "./pages-contact.ts";
import { LIVING_PAGES } from "./pages-living.ts";
import { PARKING_PAGES } from "./pages-parking.ts";
import { RENT_PAGES } from "./pages-rent.ts";
import { RULES_PAGES } from "./pages-rules.ts";
import { SAFETY_PAGES } from "./pages-safety.ts";
import type { ContentTextPage } from "./types.ts";

/**
 * Every page the main menu reaches, in both languages, plus the bookings page and the default page
 * that stands in for an unknown slug. Split by section to keep each file readable.
 */
export const PAGES: ContentTextPage[] = [
  ...RENT_PAGES,
  ...BUILDING_PAGES,
  ...SAFETY_PAGES,
  ...PARKING_PAGES,
  ...RULES_PAGES,
  ...LIVING_PAGES,
  ...CONTACT_PAGES,
];

/** The page shown when a slug matches no page. */
export const DEFAULT_PAGE_SLUG = "sisaltoa-ei-loytynyt";
