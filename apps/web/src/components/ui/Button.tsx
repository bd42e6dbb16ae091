import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
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
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={classes({ variant, wide }, className)} {...rest} />;
}

/** A button that reads as a link, for a minor action such as 'send a new code'. */
export function TextButton({
  type = "button",
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">) {
  return <button type={type} className={styles.text} {...rest} />;
}

/** Buttons side by side, such as a submit and a cancel. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** A form's submit: while the form is sending it is disabled and says so (by default 'sending'). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...rest
}: Omit<Parameters<typeof Button>[0], "type" | "disabled"> & { busy: boolean; busyLabel?: string }) {
  const { t } = useTranslation("common");
  return (
    <Button type="submit" disabled={busy} {...rest}>
      {busy ? (busyLabel ?? t("sending")) : children}
    </Button>
  );
}

/** A link that looks like a button, for navigation that deserves the same weight. */
export function ButtonLink({ variant, wide, className, ...rest }: LinkProps & Look) {
  return <Link className={classes({ variant, wide }, className)} {...rest} />;
}
