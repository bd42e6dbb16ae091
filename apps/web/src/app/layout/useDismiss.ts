import { useEffect, type RefObject } from "react";

/**
 * Disclosure menus close on Escape (focus back to the toggle, so keyboard users are not lost),
 * on a click outside and when focus moves out of them: to anything outside `container` (for the
 * main menu, its open item: the next item's button is already outside), or out of the page.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  focusToggle: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      close();
      focusToggle();
    };
    const onPointer = (e: PointerEvent) => {
      if (!container.current?.contains(e.target as Node)) close();
    };
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && !container.current?.contains(e.target)) close();
    };
    // Tabbing past the page's last link, or to another window, fires no focusin on the page.
    const onBlur = () => close();
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    window.addEventListener("blur", onBlur);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
      window.removeEventListener("blur", onBlur);
    };
  }, [open, close, container, focusToggle]);
}
