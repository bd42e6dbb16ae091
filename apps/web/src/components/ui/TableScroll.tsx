import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./Table.module.css";

/**
 * A table's box: on a screen too narrow for it the table scrolls sideways inside it. Only then is
 * the box a named, focusable region, so a keyboard user can scroll it too (WCAG 2.1.1) without an
 * extra tab stop everywhere else; and only then does it say so, in words above it and with a shadow
 * on the side where more of the table is, so nobody takes the cut edge for the table's end.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
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
    <>
      {scrolls && (
        <p id={hintId} className={styles.scrollHint}>
          {t("tableScrolls")}
        </p>
      )}
      <div
        ref={ref}
        className={scrolls ? `${styles.wrap} ${styles.scrolls}` : styles.wrap}
        data-scrolls={scrolls || undefined}
        // Named apart from the card around it, which often has the table's own name.
        {...(scrolls
          ? {
              tabIndex: 0,
              role: "region",
              "aria-label": t("tableScrollRegion", { label }),
              "aria-describedby": hintId,
            }
          : {})}
      >
        {children}
      </div>
    </>
  );
}
