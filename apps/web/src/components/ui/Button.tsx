import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import styles from "./Button.module.css";

type Look = { variant?: "primary" | "secondary"; wide?: boolean };

const classes = ({ variant = "primary", wide = false }: Look, extra?: string) =>
  [styles.button, styles[variant], wide ? styles.wide : "", extra ?? ""].filter(Boolean).join(" ");

export function Button({
  variant,
  wide,
  className,
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={classes({ variant, wide }, className)} {...rest} />;
}

/** A link that looks like a button, for navigation that deserves the same weight. */
export function ButtonLink({ variant, wide, className, ...rest }: LinkProps & Look) {
  return <Link className={classes({ variant, wide }, className)} {...rest} />;
}
