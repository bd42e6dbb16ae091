import { useTranslation } from "react-i18next";
import { TextField, type FieldProps } from "./TextField.tsx";

type Props = Omit<FieldProps, "type" | "required" | "inputMode">;

/** A required email; `autoComplete` tells whether it is the username or a contact address. */
export function EmailField(props: Props) {
  return <TextField required type="email" inputMode="email" {...props} />;
}

/** A required phone number. */
export function PhoneField(props: Omit<Props, "autoComplete">) {
  return <TextField required type="tel" autoComplete="tel" {...props} />;
}

/** A required one-time code from a mail or an SMS. */
export function CodeField(props: Omit<Props, "label" | "autoComplete">) {
  const { t } = useTranslation("common");
  return (
    <TextField label={t("code.label")} required inputMode="numeric" autoComplete="one-time-code" {...props} />
  );
}
