import type { ReactNode } from "react";
import { PageHeader } from "./PageHeader.tsx";
import styles from "./IdentityPage.module.css";

type Props = {
  /** The page's one H1. */
  title: ReactNode;
  /** What the page is for, in a sentence. */
  lead?: ReactNode;
  children: ReactNode;
  /** The other ways on from here (sign in another way, back to sign-in): a quiet list under the form. */
  links?: ReactNode[];
};

/**
 * The frame of the pages before signing in (sign-in, sign-up, the phone sign-in, a forgotten
 * password, unlocking): one narrow column, the page header, the form, and the other ways on below a
 * rule, so every one of them reads the same.
 */
export function IdentityPage({ title, lead, children, links = [] }: Props) {
  const shown = links.filter(Boolean);
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <PageHeader title={title} lead={lead} />
        {children}
        {shown.length > 0 && (
          <ul className={styles.links}>
            {shown.map((link, i) => (
              <li key={i}>{link}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
