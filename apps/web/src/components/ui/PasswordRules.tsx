import { useTranslation } from "react-i18next";
import { PASSWORD_MIN, PASSWORD_PATTERNS } from "@portal/schemas/password.constants";
import styles from "./PasswordRules.module.css";

// The newPassword schema's own rules, one per line of the list.
const RULES: [string, (p: string) => boolean][] = [
  ["tooShort", (p) => p.length >= PASSWORD_MIN],
  ["upper", (p) => PASSWORD_PATTERNS.upper.test(p)],
  ["lower", (p) => PASSWORD_PATTERNS.lower.test(p)],
  ["digit", (p) => PASSWORD_PATTERNS.digit.test(p)],
  ["special", (p) => PASSWORD_PATTERNS.special.test(p)],
];

/** The password rules shown up front, each ticked off as the tenant types. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation("common");
  return (
    <>
      {t("password.rulesIntro")}
      <ul className={styles.list}>
        {RULES.map(([name, test]) => {
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
