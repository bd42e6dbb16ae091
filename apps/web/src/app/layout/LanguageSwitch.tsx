import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../lib/contract.ts";
import { setLanguage } from "../../lib/i18n.ts";
import styles from "./LanguageSwitch.module.css";

/** Two real buttons; the pressed one is the current language. Each name is written in its own language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation("common");
  return (
    <div role="group" aria-label={t("language.label")} className={[styles.switch, className ?? ""].join(" ")}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.option}
          aria-pressed={i18n.language === lang}
          onClick={() => setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
