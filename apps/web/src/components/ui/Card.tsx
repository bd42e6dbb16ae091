import { useId, type HTMLAttributes, type ReactNode } from "react";
import styles from "./Card.module.css";

type Props = Omit<HTMLAttributes<HTMLElement>, "title"> & {
  /** The card's heading (an H2 by default), which also names the card's region. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** A link or button at the heading's right, such as "all bookings". */
  action?: ReactNode;
  /** Flat: no shadow, for a card inside a card or the side column's quiet boxes. */
  flat?: boolean;
};

/**
 * A white box for one subject. Plain: no coloured borders (colour is kept for meanings). With a
 * `title` the card is a region named by its heading.
 */
export function Card({ className, title, headingLevel = 2, action, flat, children, ...rest }: Props) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const classes = [styles.card, flat ? styles.flat : "", className ?? ""].filter(Boolean).join(" ");
  if (title === undefined)
    return (
      <section className={classes} {...rest}>
        {children}
      </section>
    );
  return (
    <section className={classes} aria-labelledby={rest["aria-labelledby"] ?? id} {...rest}>
      <div className={styles.head}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {children}
    </section>
  );
}
