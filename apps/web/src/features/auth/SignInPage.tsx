import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { Loading } from "../../components/ui/Loading.tsx";
import { RETURN_PARAM, safeReturnPath } from "../../lib/returnTo.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useProfile } from "../profile/api/profile.ts";
import { useLogin } from "./api/login.ts";
import { LoginForm } from "./components/LoginForm.tsx";
import { loginErrorMessage } from "./loginError.ts";
import styles from "./AuthPage.module.css";

export default function SignInPage() {
  const { t } = useTranslation("auth");
  usePageTitle(t("login.title"));
  const [params] = useSearchParams();
  const location = useLocation();
  const profile = useProfile();
  const login = useLogin();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const target = safeReturnPath(params.get(RETURN_PARAM) ?? from);

  if (profile.isPending) return <Loading />;
  // Signed in already (or just now): back to where the tenant was going.
  if (profile.data) return <Navigate to={target} replace />;

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t("login.title")}</h1>
        <p className={styles.intro}>{t("login.intro")}</p>
        <LoginForm
          busy={login.isPending}
          serverError={login.failure ? loginErrorMessage(t, login.failure) : undefined}
          onSubmit={(values) => void login.submit(values)}
        />
        <p className={styles.links}>
          <Link to="/unohtunut-salasana">{t("login.forgotLink")}</Link>
        </p>
        <p className={styles.links}>
          {t("login.noAccount")} <Link to="/rekisteroidy">{t("login.signUpLink")}</Link>
        </p>
      </section>
    </div>
  );
}
