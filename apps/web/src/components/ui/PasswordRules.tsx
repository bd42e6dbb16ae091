import { useTranslation } from "react-i18next";
import { PASSWORD_MIN } from "@portal/schemas/password";
import styles from "./PasswordRules.module.css";

// The same tests as the shared newPassword schema, one per line of the list.
const RULES: [string, (p: string) => boolean][] = [
  ["tooShort", (p) => p.length >= PASSWORD_MIN],
  ["upper", (p) => /\p{Lu}/u.test(p)],
  ["lower", (p) => /\p{Ll}/u.test(p)],
  ["digit", (p) => /\p{Nd}/u.test(p)],
  ["special", (p) => /[^\p{L}\p{Nd}\s]/u.test(p)],
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
