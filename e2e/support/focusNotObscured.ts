import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum): an element the keyboard reaches is never hidden by what
 * the page itself keeps on screen. The portal's header scrolls away with the page; what stays is the
 * notification at the bottom (`Toast`), which keeps room for itself while shown (look.md).
 */

/** Presses more than any page of the portal has stops: a walk that reaches it is going round in a trap. */
const MAX_STOPS = 400;

/**
 * Tabs through the page, from its top unless `fromTop` is false (then from where the focus is), until
 * the focus leaves the document or comes round again, and checks each focused element: some of it is
 * inside the window, and not all of what is seen there is a fixed or sticky element it is not part of.
 */
export async function expectFocusNeverHidden(page: Page, { fromTop = true }: { fromTop?: boolean } = {}) {
  const path = new URL(page.url()).pathname;
  if (fromTop)
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  const hidden: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(inSight);
    if (!focus) break;
    if (seen.has(focus.id)) break;
    seen.add(focus.id);
    if (!focus.inSight) hidden.push(`${focus.describe}: ${focus.why}`);
  }
  expect(stops, `the keyboard leaves ${path} again`).toBeLessThan(MAX_STOPS);
  expect(seen.size, `the keyboard reaches something on ${path}`).toBeGreaterThan(0);
  expect(hidden, `focused elements hidden on ${path}`).toEqual([]);
}

/**
 * Runs in the page: the focused element's place once any scrolling it caused has settled, or null
 * when nothing in the document has focus.
 */
async function inSight(): Promise<{ id: string; describe: string; inSight: boolean; why: string } | null> {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  // Wait two frames with the scroll position unchanged: a smooth scroll, if any, has ended.
  let last = -1;
  for (let frames = 0; frames < 60; frames++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (window.scrollY === last) break;
    last = window.scrollY;
  }
  const w = window as unknown as { __focusIds?: WeakMap<Element, string>; __focusNext?: number };
  w.__focusIds ??= new WeakMap();
  let id = w.__focusIds.get(element);
  if (!id) {
    id = String((w.__focusNext = (w.__focusNext ?? 0) + 1));
    w.__focusIds.set(element, id);
  }
  const name =
    element.getAttribute("aria-label") ??
    (element.innerText || (element as HTMLInputElement).value || element.getAttribute("name") || "").trim();
  const describe = `${element.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
  const rect = element.getBoundingClientRect();
  const width = window.innerWidth;
  const height = window.innerHeight;
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, width);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, height);
  if (right <= left || bottom <= top)
    return {
      id,
      describe,
      inSight: false,
      why: `outside the window (${Math.round(rect.top)} px from its top)`,
    };
  // Is this element, or one it is in, fixed or sticky?
  const pinned = (node: Element | null): Element | null => {
    for (let e = node; e; e = e.parentElement) {
      const position = getComputedStyle(e).position;
      if (position === "fixed" || position === "sticky") return e;
    }
    return null;
  };
  const ownPin = pinned(element);
  // Points across the part of the element inside the window: hidden when every one of them shows a
  // fixed or sticky element the focused one is not part of.
  const points: [number, number][] = [];
  for (const fx of [0.1, 0.5, 0.9])
    for (const fy of [0.1, 0.5, 0.9]) points.push([left + (right - left) * fx, top + (bottom - top) * fy]);
  let covers: Element | null = null;
  const seenSomewhere = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return false;
    const pin = pinned(hit);
    if (!pin || pin === ownPin || pin.contains(element)) return true;
    covers = pin;
    return false;
  });
  const cover = covers as Element | null;
  return {
    id,
    describe,
    inSight: seenSomewhere,
    why: cover ? `under ${cover.tagName.toLowerCase()}.${[...cover.classList].join(".")}` : "",
  };
}

/**
 * Every fixed or sticky element on screen (but a modal dialog, whose own focus is kept inside) has
 * room kept for it: one at the bottom of the window a scroll-padding-bottom of at least its height
 * from the window's bottom, one at the top a scroll-padding-top down to its bottom. Without it the
 * browser would scroll a focused element in under it. Returns what lacks its room, for the caller
 * to expect none of.
 */
export async function overlaysWithoutRoom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const paddingTop = parseFloat(root.scrollPaddingTop) || 0;
    const paddingBottom = parseFloat(root.scrollPaddingBottom) || 0;
    const height = window.innerHeight;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const position = getComputedStyle(element).position;
      if (position !== "fixed" && position !== "sticky") continue;
      if (element.closest("dialog[open], [aria-modal='true']")) continue;
      // Only the outermost pinned element counts: what is pinned inside it moves with it.
      let inPinned = false;
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const p = getComputedStyle(e).position;
        if (p === "fixed" || p === "sticky") inPinned = true;
      }
      if (inPinned) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1 || rect.bottom <= 0 || rect.top >= height) continue;
      // A sticky element inside a box of its own scrolling sticks there, not to the window.
      if (position === "sticky") {
        let scroller: HTMLElement | null = element.parentElement;
        while (scroller && scroller !== document.body) {
          const overflow = getComputedStyle(scroller).overflowY;
          if (overflow === "auto" || overflow === "scroll") break;
          scroller = scroller.parentElement;
        }
        if (scroller && scroller !== document.body) continue;
      }
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
      const atBottom = rect.top + rect.height / 2 > height / 2;
      if (atBottom) {
        const needed = height - rect.top;
        if (paddingBottom + 1 < needed)
          found.push(
            `${name} at the bottom needs scroll-padding-bottom ${Math.ceil(needed)} px, has ${paddingBottom}`,
          );
      } else if (paddingTop + 1 < rect.bottom) {
        found.push(
          `${name} at the top needs scroll-padding-top ${Math.ceil(rect.bottom)} px, has ${paddingTop}`,
        );
      }
    }
    return found;
  });
}
