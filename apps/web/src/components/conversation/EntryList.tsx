import type { ReactNode } from "react";
import styles from "./EntryList.module.css";

/** How an entry is marked: the company's reply, an internal note, the tenant's answer; none: plain. */
export type EntryTone = "reply" | "note" | "answer";

export interface Entry {
  id: string;
  body: string;
}

/**
 * A conversation's entries, oldest first, as the tenant's page and the staff's reply panel show
 * them: each with its head (who wrote, when) and its text. The text is rendered as text (React
 * escapes it; line breaks kept by the style), never as HTML: what staff or a tenant typed cannot
 * become markup or script.
 */
export function EntryList<E extends Entry>({
  entries,
  head,
  tone,
  spaceAfter = false,
}: {
  entries: readonly E[];
  head: (entry: E) => ReactNode;
  tone: (entry: E) => EntryTone | null;
  /** Room below the list, for what follows it on the page (the tenant's answer form). */
  spaceAfter?: boolean;
}) {
  return (
    <ol className={spaceAfter ? `${styles.entries} ${styles.spaceAfter}` : styles.entries}>
      {entries.map((entry) => {
        const marked = tone(entry);
        return (
          <li key={entry.id} className={marked ? `${styles.entry} ${styles[marked]}` : styles.entry}>
            <p className={styles.head}>{head(entry)}</p>
            <p className={styles.body}>{entry.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
