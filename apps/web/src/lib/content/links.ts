import type { MouseEvent } from "react";

/**
 * The in-app path a content link points at (a relative or same-origin http link), or null for
 * anything the browser should open itself: other sites, mail and phone links, files.
 */
export function inAppPath(href: string | null, origin: string = window.location.origin): string | null {
  if (href === null || href === "" || href.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Downloads (a PDF of the house rules) and the API are served by the server, not the router.
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname) || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Click handler for a container of content HTML: a plain left click on an in-app link goes through
 * the router instead of reloading the whole app. Modified clicks (new tab) are left to the browser.
 */
export function routeContentClick(event: MouseEvent<HTMLElement>, navigate: (path: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target as Element | null;
  const anchor = target?.closest?.("a");
  if (!anchor || !event.currentTarget.contains(anchor)) return;
  if (anchor.hasAttribute("download") || (anchor.getAttribute("target") ?? "_self") !== "_self") return;
  const path = inAppPath(anchor.getAttribute("href"));
  if (path === null) return;
  event.preventDefault();
  navigate(path);
}
