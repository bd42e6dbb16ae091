import type { Page } from "@playwright/test";

/**
 * WCAG 2.5.8 Target Size (Minimum), measured on the page as it is: every visible target is at least
 * 24 × 24 px, or a circle of 24 px centred on it overlaps no other target and no other small
 * target's circle (the spacing exception). A link inside a sentence is exempt (the inline
 * exception); a field counts with its label, which presses it too. axe's target-size rule leaves
 * what it cannot decide "incomplete": this decides every target. Returns the targets that fail, for
 * the caller to expect none of.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const SELECTOR = [
      "a[href]",
      "button",
      "input:not([type='hidden'])",
      "select",
      "textarea",
      "summary",
      "[role='button']",
      "[role='link']",
      "[role='checkbox']",
      "[role='radio']",
      "[role='switch']",
      "[role='tab']",
      "[role='menuitem']",
      "[role='option']",
    ].join(",");
    type Box = { left: number; top: number; right: number; bottom: number };
    type Target = { element: HTMLElement; box: Box; small: boolean };

    const union = (a: Box, b: Box): Box => ({
      left: Math.min(a.left, b.left),
      top: Math.min(a.top, b.top),
      right: Math.max(a.right, b.right),
      bottom: Math.max(a.bottom, b.bottom),
    });
    const boxOf = (element: Element): Box => {
      const r = element.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const visible = (element: Element) => {
      const r = element.getBoundingClientRect();
      return (
        r.width > 0 &&
        r.height > 0 &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
        !element.closest("[aria-hidden='true'], [inert]")
      );
    };
    // A link in running text: shown inline, in a block whose text is more than the link's own.
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      const own = (element.textContent ?? "").trim().length;
      const all = (block?.textContent ?? "").replace(/\s+/g, " ").trim().length;
      return all > own + 1;
    };

    const targets: Target[] = [];
    // While a modal dialog is open, what lies behind it cannot be pressed: only the dialog counts.
    const modal = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].find((d) =>
      d.matches(":modal"),
    );
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (modal && !modal.contains(element)) continue;
      // A target under an open panel (a menu's dropdown over the breadcrumb) cannot be pressed.
      const place = element.getBoundingClientRect();
      const hit = document.elementFromPoint(place.left + place.width / 2, place.top + place.height / 2);
      if (
        hit &&
        place.width > 0 &&
        !element.contains(hit) &&
        !hit.contains(element) &&
        !(hit instanceof HTMLLabelElement)
      )
        continue;
      if ((element as HTMLButtonElement).disabled) continue;
      // An element that only holds another target (a label's input is measured with its label).
      if (element.tagName === "SUMMARY" && element.querySelector(SELECTOR)) continue;
      const labels = "labels" in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
      const shown = [element, ...labels].filter(visible);
      if (shown.length === 0) continue;
      if (inSentence(element)) continue;
      const box = shown.map(boxOf).reduce(union);
      const small = box.right - box.left < MIN - 0.5 || box.bottom - box.top < MIN - 0.5;
      targets.push({ element, box, small });
    }

    const centre = (b: Box) => [(b.left + b.right) / 2, (b.top + b.bottom) / 2] as const;
    const distanceToBox = (x: number, y: number, b: Box) =>
      Math.hypot(Math.max(b.left - x, 0, x - b.right), Math.max(b.top - y, 0, y - b.bottom));
    const related = (a: Target, b: Target) => a.element.contains(b.element) || b.element.contains(a.element);
    const describe = (t: Target) => {
      const e = t.element;
      const name = (
        e.getAttribute("aria-label") ??
        (e.innerText || e.getAttribute("title") || e.getAttribute("name") || e.getAttribute("href") || "")
      )
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 50);
      const w = Math.round(t.box.right - t.box.left);
      const h = Math.round(t.box.bottom - t.box.top);
      return `${e.tagName.toLowerCase()} "${name}" ${w}×${h} px`;
    };

    const failing: string[] = [];
    for (const target of targets) {
      if (!target.small) continue;
      const [x, y] = centre(target.box);
      const near = targets.find((other) => {
        if (other === target || related(target, other)) return false;
        // The circle meets the other target, or the other small target's circle.
        if (distanceToBox(x, y, other.box) < MIN / 2 - 0.5) return true;
        if (!other.small) return false;
        const [ox, oy] = centre(other.box);
        return Math.hypot(ox - x, oy - y) < MIN - 0.5;
      });
      if (near) failing.push(`${describe(target)}, too near ${describe(near)}`);
    }
    return failing;
  });
}
