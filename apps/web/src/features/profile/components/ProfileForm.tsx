import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { REAUTHENTICATION_WINDOW_MS } from "@portal/schemas/profile.constants";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SubmitButton } from "../../../components/ui/Button.tsx";
import { CheckboxField } from "../../../components/ui/CheckboxField.tsx";
import { PasswordField } from "../../../components/ui/PasswordField.tsx";
import { EmailField, PhoneField } from "../../../components/ui/TypedFields.tsx";
import { showContactFieldErrors } from "../../../lib/apiFailure.ts";
import { useEnterMovesToNextField } from "../../../lib/enterKey.ts";
import { fieldError } from "../../../lib/fieldError.ts";
import { lazyResolver, useLazyResolver } from "../../../lib/lazyResolver.ts";
import { useSending } from "../../../lib/useSending.ts";
import { updateProfile, type ProfileUpdate } from "../api/updateProfile.ts";

const resolver = lazyResolver(async () => (await import("@portal/schemas/profile")).profileUpdateRequest);

/** Asked a little before the server's limit, so a form filled in slowly is not refused on submit. */
const ASK_MARGIN_MS = 30_000;

/** The number as the server compares it: no separators, 00 and a leading 0 as country codes. */
function phoneKey(value: string): string {
  const compact = value.trim().replace(/[\s()-]/g, "");
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  return compact.startsWith("0") ? `+358${compact.slice(1)}` : compact;
}

/** Whether the sign-in is too old to stand in for the password; turns true on time, by itself. */
function useSignInIsOld(signedInAt: string | undefined): boolean {
  const [old, setOld] = useState(!signedInAt);
  useEffect(() => {
    if (!signedInAt) return;
    const left = Date.parse(signedInAt) + REAUTHENTICATION_WINDOW_MS - ASK_MARGIN_MS - Date.now();
    const timer = setTimeout(() => setOld(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [signedInAt]);
  return old;
}

export type Saved = { values: ProfileUpdate; email: boolean; phone: boolean };

type Props = {
  initial: Omit<ProfileUpdate, "currentPassword">;
  /** When this session signed in (ISO time); a recent sign-in stands in for the password. */
  signedInAt: string | undefined;
  onSaved: (saved: Saved) => void;
};

/**
 * Phone, email and the newsletter choice. A new email or number waits for its code, and needs the
 * current password unless the tenant signed in a moment ago: the field appears when it is needed.
 */
export function ProfileForm({ initial, signedInAt, onSaved }: Props) {
  const { t } = useTranslation(["profile", "common", "validation"]);
  const enterToNext = useEnterMovesToNextField();
  const { busy, error, send } = useSending({ stayBusy: false });
  // The server asked for the password although this page thought the sign-in recent (a clock apart).
  const [serverAsked, setServerAsked] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError: setFieldError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(resolver),
    defaultValues: { ...initial, currentPassword: "" },
  });

  const [email, phoneNumber] = useWatch({ control, name: ["email", "phoneNumber"] });
  const contactChanged =
    email.trim().toLowerCase() !== initial.email || phoneKey(phoneNumber) !== phoneKey(initial.phoneNumber);
  const signInOld = useSignInIsOld(signedInAt);
  const askPassword = contactChanged && (signInOld || serverAsked);

  useEffect(() => {
    if (serverAsked) setFocus("currentPassword");
  }, [serverAsked, setFocus]);

  function submit(values: ProfileUpdate) {
    if (askPassword && !values.currentPassword) {
      setFieldError("currentPassword", { message: "validation.required" }, { shouldFocus: true });
      return;
    }
    const body = { ...values, currentPassword: askPassword ? values.currentPassword : undefined };
    return send(
      async () => {
        const answer = await updateProfile(body);
        onSaved({
          values: body,
          email: answer.emailConfirmationRequired,
          phone: answer.phoneConfirmationRequired,
        });
      },
      (failure) => {
        if (failure.status === 403) {
          const required = failure.code === "CURRENT_PASSWORD_REQUIRED";
          if (required) setServerAsked(true);
          const message = required ? "validation.currentPasswordRequired" : "validation.incorrectPassword";
          setFieldError("currentPassword", { message }, { shouldFocus: !required });
          return;
        }
        if (showContactFieldErrors(failure, setFieldError)) return;
        return failure.status === 429 ? t("edit.tooMany") : t("edit.saveError");
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} ref={enterToNext}>
      <p>{t("common:requiredNote")}</p>
      <Alert message={error} />
      <PhoneField
        label={t("phone")}
        hint={t("edit.phoneHint")}
        error={fieldError(t, errors.phoneNumber?.message, "phoneNumber")}
        registration={register("phoneNumber")}
      />
      <EmailField
        label={t("email")}
        hint={t("edit.emailHint")}
        autoComplete="email"
        error={fieldError(t, errors.email?.message, "email")}
        registration={register("email")}
      />
      {askPassword && (
        <PasswordField
          label={t("currentPassword")}
          hint={t("edit.currentPasswordHint")}
          required
          autoComplete="current-password"
          error={fieldError(t, errors.currentPassword?.message, "currentPassword")}
          registration={register("currentPassword")}
        />
      )}
      <CheckboxField label={t("edit.newsletter")} registration={register("newsletter")} />
      <SubmitButton busy={busy}>{t("edit.save")}</SubmitButton>
    </form>
  );
}
