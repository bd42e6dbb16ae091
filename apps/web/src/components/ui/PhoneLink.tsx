import { telHref } from "@portal/schemas/company";
import styles from "./PhoneLink.module.css";

/** The general emergency number in Finland (and across the EU). */
export const EMERGENCY_NUMBER = "112";

/** A number as a link the phone can call: spaces and dashes are not part of a tel: URI. */
export function PhoneLink({ number }: { number: string }) {
  return (
    <a href={telHref(number)} className={styles.nowrap}>
      {number}
    </a>
  );
}
