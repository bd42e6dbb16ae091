import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "./Card.tsx";
import styles from "./RelatedLinks.module.css";

export type RelatedLink = { to: string; label: string; text?: ReactNode };

/**
 * A side column's box of the ways on from a page: each link on a line of its own, with an optional
 * sentence under it saying what is there. Left off paper.
 */
export function RelatedLinks({ title, links }: { title: string; links: readonly RelatedLink[] }) {
  return (
    <Card flat title={title} data-print="hide">
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to} className={styles.item}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
            {link.text && <p className={styles.text}>{link.text}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
