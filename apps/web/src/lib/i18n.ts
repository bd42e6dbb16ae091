import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "@portal/schemas/common";
import { LANGUAGES } from "./contract.ts";
import { sharedNamespaces } from "./paths.ts";

export const LANGUAGE_KEY = "language";

type Catalog = Record<string, unknown>;
// Each catalog is a chunk of its own: a page loads its own texts, and only in the language in use.
const catalogs = import.meta.glob<Catalog>("../locales/*/*.json", { import: "default" });

const bundledCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? "");

/** The first of these language tags that the portal speaks ("sv-FI" → sv), if any. */
export function firstSpoken(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The first of the browser's preferred languages that the portal speaks. */
const browserLanguage = () => firstSpoken(navigator.languages ?? [navigator.language]);

/** The language chosen in this tab (session storage), else the browser's preferred one, else Finnish. */
function storedLanguage(): Language {
  const chosen = sessionStorage.getItem(LANGUAGE_KEY);
  return isLanguage(chosen) ? chosen : (browserLanguage() ?? "fi");
}

/** Resolves once the shared catalogs of the current language are in; the app renders after that. */
export const i18nReady = i18n
  .use(bundledCatalogs)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Every language has exactly the same keys (a unit test checks), so no fallback is loaded.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: "currentOnly",
    ns: sharedNamespaces,
    defaultNS: "common",
    // React escapes what it renders; escaping here too would show &amp; to the tenant.
    interpolation: { escapeValue: false },
    // Pages wait for their catalogs in src/app/pages.ts, so no component needs to suspend for texts.
    react: { useSuspense: false },
  });

document.documentElement.lang = storedLanguage();
i18n.on("languageChanged", (lng) => {
  document.documentElement.lang = lng;
});

export function currentLanguage(): Language {
  return languageOf(i18n.language);
}

/** i18next's language as the portal's: one of LANGUAGES, Finnish when it is none of them. */
export function languageOf(lng: string | undefined): Language {
  return isLanguage(lng) ? lng : "fi";
}

/**
 * Switches once the new language's catalogs for every namespace in use have loaded. The choice is
 * kept in session storage; the server makes it the account's language (mail, SMS) at each sign-in,
 * from the language the page sends with every call.
 */
export function setLanguage(lang: Language): void {
  sessionStorage.setItem(LANGUAGE_KEY, lang);
  void i18n.changeLanguage(lang);
}

/** Signing out forgets the choice with everything else: the page returns to the browser's language. */
export function forgetLanguage(): void {
  sessionStorage.removeItem(LANGUAGE_KEY);
  void i18n.changeLanguage(browserLanguage() ?? "fi");
}

export default i18n;
