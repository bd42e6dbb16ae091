import { useTranslation } from "react-i18next";
import { PASSWORD_MIN } from "@portal/schemas/password.constants";
import { PASSWORD_CHECKS } from "../../lib/passwordRules.ts";
import styles from "./PasswordRules.module.css";

/** The password rules shown up front, each ticked off as the tenant types. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation("common");
  return (
    <>
      {t("password.rulesIntro")}
      <ul className={styles.list}>
        {PASSWORD_CHECKS.map(([name, test]) => {
          const met = test(password);
          return (
            <li key={name} className={met ? styles.met : styles.unmet}>
              <span className={styles.mark} aria-hidden="true">
                {met ? "✓" : "•"}
              </span>
              {t(`password.rules.${name}`, { min: PASSWORD_MIN })}
              {met && <span className={styles.visuallyHidden}> ({t("password.ruleMet")})</span>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
