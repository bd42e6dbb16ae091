import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/usePageTitle.ts";
import styles from "../AuthPage.module.css";

/** Sign-up and password reset until their flows arrive: says so plainly and leads back to sign-in. */
export function AuthPlaceholder({ section }: { section: "signUp" | "forgot" }) {
  const { t } = useTranslation("auth");
  usePageTitle(t(`${section}.title`));
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-placeholder-title">
        <h1 id="auth-placeholder-title">{t(`${section}.title`)}</h1>
        <p>{t(`${section}.text`)}</p>
        <p className={styles.links}>
          <Link to="/kirjaudu">{t(`${section}.back`)}</Link>
        </p>
      </section>
    </div>
  );
}
