import { useContext, type ReactNode } from "react";
import { Button } from "./Button.tsx";
import { PageHeaderSlots, PageHeaderTitle } from "./pageHeaderSlots.ts";
import styles from "./PageHeader.module.css";

type Props = {
  /** The page's one H1. */
  title: ReactNode;
  /** The lead paragraph under the title (the page's purpose in a sentence or two). */
  lead?: ReactNode;
  /** The page's main actions, at the title's right on a wide screen and under it on a phone. */
  actions?: ReactNode;
  /** A page meant for paper: a print button among the actions, and on paper the date it was printed instead of the lead. */
  print?: { label: string; printedOn: string };
  /** A status badge or a short fact beside the title (a record's state). */
  status?: ReactNode;
};

/**
 * The top of every page: the breadcrumb, one H1, an optional lead paragraph and the page's main
 * actions. The actions' place is kept even before the page's data arrives, so the title's line does
 * not change under the reader.
 */
export function PageHeader({ title, lead, actions, print, status }: Props) {
  const { breadcrumb } = useContext(PageHeaderSlots);
  const hasActions = Boolean(actions) || Boolean(print);
  return (
    <div className={styles.header}>
      <PageHeaderTitle.Provider value={title}>{breadcrumb}</PageHeaderTitle.Provider>
      <div className={styles.row}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {status && <div className={styles.status}>{status}</div>}
        </div>
        {hasActions && (
          <div className={styles.actions} data-print="hide">
            {actions}
            {print && (
              <Button variant="secondary" onClick={() => window.print()}>
                <svg className={styles.printIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M7 3h10v5H7zM5 9h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 7v3h6v-3z" />
                </svg>
                {print.label}
              </Button>
            )}
          </div>
        )}
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      {print && <p className={styles.printedOn}>{print.printedOn}</p>}
    </div>
  );
}
