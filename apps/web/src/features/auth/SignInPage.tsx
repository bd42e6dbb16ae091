import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { IdentityPage } from "../../components/ui/IdentityPage.tsx";
import { Loading } from "../../components/ui/Loading.tsx";
import { RETURN_PARAM, safeReturnPath } from "../../lib/returnTo.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useSessionInfo } from "../../lib/session/sessionQuery.ts";
import type { LoginForm as LoginValues } from "@portal/schemas/auth";
import { useLogin } from "./api/login.ts";
import { LoginForm } from "./components/LoginForm.tsx";
import { loginErrorMessage } from "./loginError.ts";
import { useAccountPaths } from "../../lib/accountPaths.ts";
import { handedUsername } from "../../lib/signInUsername.ts";

// Only tenants whose email is unconfirmed need it, so it stays out of the page's first download.
const SignInCodeStep = lazy(() => import("./components/SignInCodeStep.tsx"));

export default function SignInPage() {
  const { t } = useTranslation("auth");
  usePageTitle(t("login.title"));
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSessionInfo();
  const login = useLogin();
  const account = useAccountPaths();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const target = safeReturnPath(params.get(RETURN_PARAM) ?? from, account.home);
  // The email just given in sign-up or a password reset is not asked again.
  const username = handedUsername(location.state);
  // The typed credentials, kept only in memory so the sign-in can be repeated after the code step.
  const [credentials, setCredentials] = useState<LoginValues>();
  const [confirming, setConfirming] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const failure = login.failure;
  const codeRequired = failure?.kind === "refused" && failure.errorType === "CONFIRMATION_CODE_REQUIRED";
  const locked = failure?.kind === "refused" && failure.errorType === "ACCOUNT_LOCKED";
  const codeStep = (codeRequired || confirming) && credentials;

  function cancelCode() {
    setCredentials(undefined);
    setConfirming(false);
    login.reset();
    // A new key gives an empty form: cancel returns to the credentials step and clears it, so a shared computer keeps no typed password.
    setFormKey((k) => k + 1);
  }

  async function repeatSignIn() {
    if (!credentials) return;
    setConfirming(true);
    await login.submit(credentials);
    setConfirming(false);
  }

  if (session.isPending) return <Loading />;
  // Signed in already (or just now): back to where the tenant was going.
  if (session.data) return <Navigate to={target} replace />;

  return (
    <IdentityPage
      title={t("login.title")}
      lead={t("login.intro")}
      links={[
        locked && !codeStep && <Link to={account.unlock}>{t("common:account.unlock")}</Link>,
        <Link to={account.passwordReset}>{t("common:account.forgotPassword")}</Link>,
        <Link to={account.phoneSignIn}>{t("login.phoneLink")}</Link>,
        <>
          {t("login.noAccount")} <Link to={account.signUp}>{t("login.signUpLink")}</Link>
        </>,
      ]}
    >
      {codeStep ? (
        <Suspense fallback={<Loading />}>
          <SignInCodeStep username={codeStep.username} onConfirmed={repeatSignIn} onCancel={cancelCode} />
        </Suspense>
      ) : (
        <LoginForm
          key={formKey}
          username={formKey === 0 ? username : undefined}
          busy={login.isPending}
          serverError={failure ? loginErrorMessage(t, failure) : undefined}
          onSubmit={(values) => {
            setCredentials(values);
            void login.submit(values);
          }}
        />
      )}
    </IdentityPage>
  );
}
