import { Button } from "./Button.tsx";
import page from "./Page.module.css";
import styles from "./PrintablePageHead.module.css";

type Props = { title: string; intro: string; printLabel: string; printedOn: string };

/**
 * The top of a page meant to be printed (the bills, the lease): the heading with a print button,
 * the lead paragraph on screen, and on paper the date it was printed instead. The button is always
 * there, so the heading's line does not change when the page's data arrives.
 */
export function PrintablePageHead({ title, intro, printLabel, printedOn }: Props) {
  return (
    <>
      <div className={styles.head}>
        <h1>{title}</h1>
        <Button variant="secondary" onClick={() => window.print()} data-print="hide">
          <svg className={styles.printIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 3h10v5H7zM5 9h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 7v3h6v-3z" />
          </svg>
          {printLabel}
        </Button>
      </div>
      <p className={`${page.intro} ${styles.intro}`}>{intro}</p>
      <p className={styles.printedOn}>{printedOn}</p>
    </>
  );
}
