import { useId } from "react";
import { Link, useLocation } from "react-router";
import { Card } from "../../components/ui/Card.tsx";
import { normalizePath } from "./menuTree.ts";
import styles from "./ContentPage.module.css";

/** A menu section: its title and its pages, as the menu has them. */
export type Section = { title: string; links: { title: string; path: string }[] };

/** A menu page's side column: the other pages of its section, the one on screen marked. */
export function SectionLinks({ section }: { section: Section }) {
  const { pathname } = useLocation();
  const id = useId();
  const here = normalizePath(pathname);
  return (
    <Card flat>
      <nav aria-labelledby={id}>
        <h2 id={id} className={styles.sectionTitle}>
          {section.title}
        </h2>
        <ul className={styles.sectionLinks}>
          {section.links.map((link) => (
            <li key={link.path}>
              {normalizePath(link.path) === here ? (
                <span aria-current="page">{link.title}</span>
              ) : (
                <Link to={link.path}>{link.title}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
