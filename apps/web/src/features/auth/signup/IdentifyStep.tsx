import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import { apiFailure } from "../../../lib/apiFailure.ts";
import { registerInitiate } from "../api/registerInitiate.ts";
import styles from "./SignUp.module.css";

/** Step 2: off to the bank identification; the bank sends the tenant back to /rekisteroidy. */
export function IdentifyStep({ focus, onBack }: { focus: boolean; onBack: () => void }) {
  const { t } = useTranslation(["auth", "common"]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function identify() {
    setBusy(true);
    setError(undefined);
    try {
      const { url } = await registerInitiate("register");
      window.location.assign(url);
    } catch (failure) {
      setError(apiFailure(failure).status === 429 ? t("codeErrors.LimitExceeded") : t("errors.GENERAL"));
      setBusy(false);
    }
  }

  return (
    <>
      <StepHeading step={2} of={5} focusOnMount={focus}>
        {t("signUp.identify.title")}
      </StepHeading>
      <p>{t("signUp.identify.text")}</p>
      <Alert>{error && <p>{error}</p>}</Alert>
      <div className={styles.actions}>
        <Button onClick={() => void identify()} disabled={busy}>
          {busy ? t("signUp.identify.redirecting") : t("signUp.identify.button")}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t("common:back")}
        </Button>
      </div>
    </>
  );
}
