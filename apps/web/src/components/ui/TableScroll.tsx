import { useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./Table.module.css";

/**
 * A table's box: on a screen too narrow for it the table scrolls sideways inside it. Only then is
 * the box a named, focusable region, so a keyboard user can scroll it too (WCAG 2.1.1) without an
 * extra tab stop everywhere else.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    check();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.wrap}
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": label } : {})}
    >
      {children}
    </div>
  );
}
