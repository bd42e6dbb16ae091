import { useMemo } from "react";
import { code128cBars } from "../code128.ts";
import styles from "./Barcode.module.css";

/** Ten modules of white on each side, as scanners need. */
const QUIET = 10;

/** The bank barcode drawn as Code 128 C; decorative for assistive technology, the digits are beside it. */
export function Barcode({ digits }: { digits: string }) {
  const { bars, width } = useMemo(() => code128cBars(digits), [digits]);
  const total = width + 2 * QUIET;
  return (
    <svg
      className={styles.barcode}
      viewBox={`0 0 ${total} 50`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={total} height="50" fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + QUIET} width={bar.width} height="50" fill="#000" />
      ))}
    </svg>
  );
}
