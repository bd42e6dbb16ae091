import type { ContentText } from "../types.ts";
import { BLOCKS_SV, BULLETINS_SV } from "./blocks-bulletins.ts";
import { LIVING_CONTACT_SV } from "./pages-living-contact.ts";
import { RENT_BUILDING_SV } from "./pages-rent-building.ts";
import { SAFETY_RULES_SV } from "./pages-safety-rules.ts";
import { POSTS_SV } from "./posts.ts";

export { BULLETINS_SV };

const PAGES_SV: Record<string, ContentText> = {
  ...RENT_BUILDING_SV,
  ...SAFETY_RULES_SV,
  ...LIVING_CONTACT_SV,
};

/**
 * The Swedish of a page, block or news item, by its Finnish slug (Swedish pages share the Finnish
 * slugs). Every one the editors wrote has its Swedish: a missing one stops the seed.
 */
export function swedishOf(kind: "page" | "block" | "post", slug: string): ContentText & { excerpt?: string } {
  const table: Record<string, ContentText & { excerpt?: string }> =
    kind === "page" ? PAGES_SV : kind === "block" ? BLOCKS_SV : POSTS_SV;
  const text = table[slug];
  if (!text) throw new Error(`No Swedish for the ${kind} ${slug}`);
  return text;
}
