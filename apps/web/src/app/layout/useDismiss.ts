import { useEffect, type RefObject } from "react";

/**
 * Disclosure menus close on Escape (focus back to the toggle, so keyboard users are not lost),
 * on a click outside and when focus moves out of them.
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
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, close, container, focusToggle]);
}
