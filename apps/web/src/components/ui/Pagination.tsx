import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import styles from "./Pagination.module.css";

/**
 * The page a numbered list shows, from its query parameter (`p`, `eventPage`): a whole number from
 * 1 to `pageCount`; anything else (0, -1, 99999, "abc", absent) is page 1.
 */
export function pageFromQuery(value: string | null, pageCount = Number.POSITIVE_INFINITY): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= Math.max(1, pageCount) ? page : 1;
}

/**
 * The numbers shown: the first, the last and the current page with its neighbours, with null for
 * a gap ("1 … 4 5 6 … 12"), so a long list keeps a short row of buttons.
 */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (typeof last === "number" && n - last === 2) out.push(last + 1);
    else if (typeof last === "number" && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}

export interface PaginationProps {
  /** What the list is, for the navigation's name ("Tiedotteiden sivut"); by default "Sivut". */
  label?: string;
  /** The page shown (1 first) and how many there are. */
  page: number;
  pageCount: number;
  /** The query parameter that holds the page (`p`, `eventPage`). */
  param: string;
}

/**
 * The numbered pager of a list whose page lives in the address: previous, the page numbers and
 * next, each a link (so the browser's back returns to the page before and a page can be shared),
 * in a navigation landmark with the current page marked `aria-current="page"`. Nothing shows when
 * everything fits on one page. An end with nowhere to go shows its link greyed and inert.
 */
export function Pagination({ label, page, pageCount, param }: PaginationProps) {
  const { t } = useTranslation("common");
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams(location.search);
    if (n === 1) query.delete(param);
    else query.set(param, String(n));
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const end = (to: number, enabled: boolean, text: string, rel: "prev" | "next") =>
    enabled ? (
      <Link className={styles.step} to={href(to)} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className={`${styles.step} ${styles.inert}`} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav aria-label={label ?? t("pager.label")} className={styles.pagination} data-print="hide">
      {end(page - 1, page > 1, t("pager.previous"), "prev")}
      <ol className={styles.numbers}>
        {pageNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link className={styles.number} to={href(n)} aria-current={n === page ? "page" : undefined}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {end(page + 1, page < pageCount, t("pager.next"), "next")}
    </nav>
  );
}
