import { useEffect, type RefObject } from "react";

const ITEMS = "a[href], button:not([disabled])";

/** The links and buttons of the open panel that holds the element, in document order. */
function panelItems(target: Element): HTMLElement[] {
  const panel = target.closest("[data-menu-panel]");
  return panel ? [...panel.querySelectorAll<HTMLElement>(ITEMS)] : [];
}

/** Focuses the first or last item of a panel that has just been opened. */
export function focusPanelItem(panel: HTMLElement | null, which: "first" | "last"): void {
  const items = panel ? [...panel.querySelectorAll<HTMLElement>(ITEMS)] : [];
  (which === "first" ? items[0] : items[items.length - 1])?.focus();
}

/**
 * Arrow keys, Home and End move between the items of an open menu panel (spec: dropdowns support
 * arrow keys), and Left and Right between the menu buttons marked data-menu-toggle. Tab keeps its
 * normal order, so nothing is hidden from a tenant who only knows Tab.
 */
export function useMenuKeys(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.target instanceof HTMLElement) || e.altKey || e.ctrlKey || e.metaKey) return;
      const toggles = [...el.querySelectorAll<HTMLElement>("[data-menu-toggle]")];
      const inPanel = e.target.closest("[data-menu-panel]") !== null;
      const items = inPanel ? panelItems(e.target) : toggles;
      const index = items.indexOf(e.target);
      if (index < 0 || items.length === 0) return;
      const last = items.length - 1;
      const moves: Record<string, number | undefined> = inPanel
        ? {
            ArrowDown: index === last ? 0 : index + 1,
            ArrowUp: index === 0 ? last : index - 1,
            Home: 0,
            End: last,
          }
        : { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1 };
      const next = moves[e.key];
      if (next === undefined) return;
      e.preventDefault();
      items[next]?.focus();
    };
    el.addEventListener("keydown", onKey);
    return () => el.removeEventListener("keydown", onKey);
  }, [container]);
}
