import { useTranslation } from "react-i18next";
import type { Language } from "@portal/schemas/common";
import { LANGUAGES } from "../../lib/contract.ts";
import { putJson } from "../../lib/api.ts";
import { setLanguage } from "../../lib/i18n.ts";
import { useSession } from "../useSession.ts";
import styles from "./LanguageSwitch.module.css";

/**
 * Two real buttons; the pressed one is the current language. Each name is written in its own language.
 * A signed-in tenant's choice is also the account's from now on, so the next mail and SMS speak it;
 * the page switches whether or not that call gets through, and the next sign-in records it anyway.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation("common");
  const session = useSession();
  const tenant = session.status === "signedIn" && session.info.kind === "tenant";
  const choose = (lang: Language) => {
    const changed = lang !== i18n.language;
    setLanguage(lang);
    if (tenant && changed)
      void putJson("/api/profile/language", { language: lang }, [204]).catch(() => undefined);
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
