import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button.tsx";
import { useStepFocus } from "../../../lib/useStepFocus.ts";
import { confirmRegistration } from "../../../lib/emailConfirmation/confirmRegistration.ts";
import { requestConfirmationCode } from "../../../lib/emailConfirmation/requestConfirmationCode.ts";
import { CodeForm } from "../../../components/ui/CodeForm.tsx";

type Props = { username: string; onConfirmed: () => Promise<void>; onCancel: () => void };

/**
 * CONFIRMATION_CODE_REQUIRED: the server has mailed a code. A correct code confirms the address and
 * the sign-in is repeated with the credentials the tenant already typed. Loaded only when needed.
 */
export default function SignInCodeStep({ username, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation("auth");
  const heading = useStepFocus<HTMLHeadingElement>("code", false);

  return (
    <div>
      <h2 ref={heading} tabIndex={-1}>
        {t("loginCode.title")}
      </h2>
      <p>{t("loginCode.text", { email: username })}</p>
      <CodeForm
        submitLabel={t("loginCode.submit")}
        onSubmit={async (code) => {
          await confirmRegistration(username, code);
          await onConfirmed();
        }}
        onResend={() => requestConfirmationCode(username)}
        actions={
          <Button variant="secondary" onClick={onCancel}>
            {t("loginCode.cancel")}
          </Button>
        }
      />
    </div>
  );
}
