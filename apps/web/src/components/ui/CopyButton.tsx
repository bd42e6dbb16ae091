import styles from "./CopyButton.module.css";

type Props = {
  /** What goes to the clipboard. */
  value: string;
  /** The visible word ('Kopioi'); the accessible name starts with it and says what is copied. */
  text: string;
  /** What is copied ('viitenumero'), for the accessible name. */
  what: string;
  onCopied: () => void;
  onFailed: () => void;
};

/** Copies a value to the clipboard; the page tells how it went in a toast. */
export function CopyButton({ value, text, what, onCopied, onFailed }: Props) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      onCopied();
    } catch {
      onFailed();
    }
  }
  return (
    <button type="button" className={styles.copy} aria-label={`${text}: ${what}`} onClick={() => void copy()}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path d="M8 3h11a2 2 0 0 1 2 2v11h-2V5H8zM5 7h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm0 2v10h10V9z" />
      </svg>
      {text}
    </button>
  );
}
