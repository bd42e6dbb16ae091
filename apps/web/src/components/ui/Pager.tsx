import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button.tsx";
import styles from "./Pager.module.css";

/**
 * Where a keyset-paged list stands (@portal/schemas/page): the cursor to ask for now (undefined
 * on the first page) and the cursors of the pages before it, so previous goes back exactly.
 */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const cursor = stack.at(-1);
  return {
    cursor,
    /** 0 on the first page. */
    index: stack.length - 1,
    /** Opens the page after the current one: its cursor is the current answer's `nextCursor`. */
    next: useCallback((nextCursor: string) => setStack((s) => [...s, nextCursor]), []),
    previous: useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []),
    /** Back to the first page, as when a filter changes. */
    reset: useCallback(() => setStack([undefined]), []),
  };
}

export interface PagerProps {
  /** What the list is, for the navigation's name ("Vikailmoitusten sivut"); by default "Sivut". */
  label?: string;
  /** The current page's index (0 first), its size and the list's total. */
  index: number;
  limit: number;
  shown: number;
  total: number;
  /** The answer's `nextCursor`: null on the last page. */
  nextCursor: string | null;
  onPrevious: () => void;
  onNext: (nextCursor: string) => void;
}

/**
 * The one pager of every paged list: a navigation landmark with a previous and a next button and
 * the rows shown ("21–40 / 57"), announced politely when it changes. A button with nowhere to go
 * is disabled, not hidden, so the layout does not jump.
 */
export function Pager({ label, index, limit, shown, total, nextCursor, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation("common");
  if (total <= limit && index === 0) return null;
  const from = shown === 0 ? 0 : index * limit + 1;
  return (
    <nav aria-label={label ?? t("pager.label")} className={styles.pager}>
      <Button variant="secondary" disabled={index === 0} onClick={onPrevious}>
        {t("pager.previous")}
      </Button>
      <p className={styles.position} aria-live="polite">
        {t("pager.position", { from, to: index * limit + shown, total })}
      </p>
      <Button
        variant="secondary"
        disabled={nextCursor === null}
        onClick={() => nextCursor !== null && onNext(nextCursor)}
      >
        {t("pager.next")}
      </Button>
    </nav>
  );
}
