import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink, ButtonRow } from "../../../components/ui/Button.tsx";
import { StepHeading } from "../../../components/ui/StepHeading.tsx";
import type { FatalCode } from "../signUpState.ts";
import styles from "../../../components/ui/IdentityPage.module.css";
import { useAccountPaths } from "../../../lib/accountPaths.ts";
import { withUsername } from "../../../lib/signInUsername.ts";

/** Step 5: the account is ready; the sign-in comes with the email just chosen. */
export function DoneStep({
  focus,
  signInTo,
  username,
}: {
  focus: boolean;
  signInTo: string;
  username: string | undefined;
}) {
  const { t } = useTranslation("sign-up");
  return (
    <>
      <StepHeading step={5} of={5} focusOnMount={focus}>
        {t("done.title")}
      </StepHeading>
      <Alert tone="success">
        <p>{t("done.text")}</p>
      </Alert>
      <ButtonLink to={signInTo} state={withUsername(username)}>
        {t("done.signIn")}
      </ButtonLink>
    </>
  );
}

/** The attempt cannot go on: no lease, an account already, or the identification failed or expired. */
export function FailedStep({
  focus,
  code,
  onRestart,
  signInTo,
}: {
  focus: boolean;
  code: FatalCode;
  onRestart: () => void;
  signInTo: string;
}) {
  const { t } = useTranslation(["sign-up", "common"]);
  const account = useAccountPaths();
  const canRetry = code.startsWith("IDENTIFICATION_");
  return (
    <>
      <StepHeading step={2} of={5} focusOnMount={focus}>
        {t(`failed.${code}.title`)}
      </StepHeading>
      <Alert>
        <p>{t(`failed.${code}.text`)}</p>
      </Alert>
      <ButtonRow>
        {canRetry ? (
          <Button onClick={onRestart}>{t("failed.restart")}</Button>
        ) : (
          <ButtonLink to={signInTo}>{t("done.signIn")}</ButtonLink>
        )}
      </ButtonRow>
      {code === "ALREADY_REGISTERED" && (
        <p className={styles.more}>
          <Link to={account.passwordReset}>{t("common:account.forgotPassword")}</Link>
        </p>
      )}
    </>
  );
}
