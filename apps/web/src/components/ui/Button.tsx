import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link, type LinkProps } from "react-router";
import styles from "./Button.module.css";
import { useWriteControl } from "./readOnly.ts";

type Look = { variant?: "primary" | "secondary"; wide?: boolean };

/**
 * What a button does to the tenant's data, for a staff member's read-only viewing (readOnly.ts): a
 * submit writes unless it `reads` (a search, a filter); another button writes when it says so.
 */
type Effect = { writes?: boolean; reads?: boolean };

const classes = ({ variant = "primary", wide = false }: Look, extra?: string) =>
  [styles.button, styles[variant], wide ? styles.wide : "", extra ?? ""].filter(Boolean).join(" ");

export function Button({
  variant,
  wide,
  className,
  type = "button",
  writes,
  reads,
  disabled,
  "aria-describedby": describedBy,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & Effect & { ref?: Ref<HTMLButtonElement> }) {
  const control = useWriteControl(
    { disabled, "aria-describedby": describedBy },
    writesData(type, writes, reads),
  );
  return <button type={type} className={classes({ variant, wide }, className)} {...rest} {...control} />;
}

/** A button that reads as a link, for a minor action such as 'send a new code'. */
export function TextButton({
  type = "button",
  writes,
  reads,
  disabled,
  "aria-describedby": describedBy,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> & Effect) {
  const control = useWriteControl(
    { disabled, "aria-describedby": describedBy },
    writesData(type, writes, reads),
  );
  return <button type={type} className={styles.text} {...rest} {...control} />;
}

/** A submit writes unless it only reads; another button when it says it writes. */
const writesData = (type: string, writes?: boolean, reads?: boolean) =>
  !reads && (writes === true || type === "submit");

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
