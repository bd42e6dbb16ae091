import type { WpPost } from "@portal/schemas/content";

/** A post opens in the app at /uutiset/<slug>, unless its link points to another site. */
export function newsTarget(
  post: Pick<WpPost, "slug" | "link">,
  origin: string = window.location.origin,
): { kind: "app"; to: string } | { kind: "external"; href: string } {
  try {
    const url = new URL(post.link, `${origin}/`);
    const inApp = url.origin === origin;
    if (!inApp && (url.protocol === "https:" || url.protocol === "http:"))
      return { kind: "external", href: url.toString() };
  } catch {
    // A broken link still has the slug to open the post by.
  }
  return { kind: "app", to: `/uutiset/${encodeURIComponent(post.slug)}` };
}

/** WordPress dates are local times ("2026-11-20T09:00:00"); the card shows the day as D.M.YYYY. */
export function postDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  return `${Number(d)}.${Number(m)}.${y}`;
}
