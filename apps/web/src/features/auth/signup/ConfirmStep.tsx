import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { confirmRegistration } from "../api/confirmRegistration.ts";
import { requestConfirmationCode } from "../api/requestConfirmationCode.ts";
import { codeErrorMessage } from "../codeErrors.ts";
import { CodeForm } from "../../../components/ui/CodeForm.tsx";

/** Step 4: the code mailed to the chosen address proves it is the tenant's. */
export function ConfirmStep({
  focus,
  username,
  onDone,
}: {
  focus: boolean;
  username: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("auth");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(code: string) {
    setBusy(true);
    setError(undefined);
    try {
      await confirmRegistration(username, code);
      onDone();
    } catch (failure) {
      setError(codeErrorMessage(t, apiFailure(failure)));
      setBusy(false);
    }
  }

  return (
    <>
      <StepHeading step={4} of={5} focusOnMount={focus}>
        {t("signUp.code.title")}
      </StepHeading>
      <p>{t("signUp.code.text", { email: username })}</p>
      <CodeForm
        label={t("common:code.label")}
        submitLabel={t("signUp.code.submit")}
        busy={busy}
        error={error}
        onSubmit={(code) => void submit(code)}
        onResend={() => requestConfirmationCode(username)}
      />
    </>
  );
}
