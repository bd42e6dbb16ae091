import styles from "./SectionArt.module.css";

const THEMES: Record<string, string | undefined> = {
  vuokrani: styles.rent,
  taloni: styles.building,
  asuminen: styles.living,
  "ota-yhteytta": styles.contact,
};

/** Decorative shapes in the section's colours; purely visual, hidden from assistive technology. */
export function SectionArt({ section }: { section: string }) {
  return (
    <div
      className={[styles.art, THEMES[section] ?? styles.home].join(" ")}
      aria-hidden="true"
      data-print="hide"
    >
      <div className={styles.inner}>
        <span className={styles.dot} />
        <span className={styles.ring} />
        <span className={styles.blob} />
      </div>
    </div>
  );
}
