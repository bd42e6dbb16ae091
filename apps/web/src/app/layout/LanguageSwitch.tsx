import { useTranslation } from "react-i18next";
import type { Language } from "@portal/schemas/common";
import { LANGUAGES } from "../../lib/contract.ts";
import { setLanguage } from "../../lib/i18n.ts";
import styles from "./LanguageSwitch.module.css";

/**
 * Two real buttons; the pressed one is the current language. Each name is written in its own language.
 * `onChosen` hears of a change (a signed-in tenant's header keeps it as the account's language).
 */
export function LanguageSwitch({
  className,
  onChosen,
}: {
  className?: string;
  onChosen?: ((language: Language) => void) | undefined;
}) {
  const { t, i18n } = useTranslation("common");
  const choose = (lang: Language) => {
    const changed = lang !== i18n.language;
    setLanguage(lang);
    if (changed) onChosen?.(lang);
  };
  return (
    <div role="group" aria-label={t("language.label")} className={[styles.switch, className ?? ""].join(" ")}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.option}
          aria-pressed={i18n.language === lang}
          onClick={() => choose(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
