import { useMemo } from "react";
import { useNavigate } from "react-router";
import { routeContentClick } from "../../lib/content/links.ts";
import { sanitizeHtml } from "../../lib/content/sanitize.ts";
import styles from "./ContentPage.module.css";

/**
 * The content service's HTML, sanitised, with its in-app links going through the router. The
 * handler sits on the container, so links inside the markup need no wiring of their own.
 */
export function ContentHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside are the interactive elements; Enter on a link fires this click too
    <div
      className={styles.body}
      data-content-body=""
      onClick={(event) => routeContentClick(event, (path) => void navigate(path))}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
