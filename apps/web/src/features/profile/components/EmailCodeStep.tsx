import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button.tsx";
import { Alert } from "../../../components/ui/Alert.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { useStepFocus } from "../../../lib/useStepFocus.ts";
import { CodeForm } from "../../../components/ui/CodeForm.tsx";
import { confirmEmail } from "../api/confirmEmail.ts";
import { updateProfile, type ProfileUpdate } from "../api/updateProfile.ts";

type Props = { values: ProfileUpdate; onConfirmed: () => void; onCancel: () => void };

/** The code mailed to the new address; until it is confirmed the old address stays in use. */
export function EmailCodeStep({ values, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation(["profile", "auth", "common"]);
  const heading = useStepFocus<HTMLHeadingElement>("email-code", false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(code: string) {
    setBusy(true);
    setError(undefined);
    try {
      await confirmEmail(code);
      onConfirmed();
    } catch (caught) {
      const failure = apiFailure(caught);
      const known =
        failure.code === "InvalidCode" || failure.code === "ExpiredCode" || failure.code === "LimitExceeded";
      setError(
        failure.status === 429
          ? t("auth:codeErrors.LimitExceeded")
          : known
            ? t(`auth:codeErrors.${failure.code}`)
            : t("edit.saveError"),
      );
      setBusy(false);
    }
  }

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t("emailCode.title")}
      </h2>
      <Alert tone="info">
        <p>{t("emailCode.text", { email: values.email })}</p>
      </Alert>
      <CodeForm
        label={t("common:code.label")}
        submitLabel={t("emailCode.submit")}
        busy={busy}
        error={error}
        onSubmit={(code) => void submit(code)}
        onResend={async () => {
          await updateProfile(values);
        }}
        actions={
          <Button variant="secondary" onClick={onCancel}>
            {t("common:cancel")}
          </Button>
        }
      />
    </>
  );
}
