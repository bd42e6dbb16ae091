import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import i18n, { i18nReady } from "../lib/i18n.ts";

await i18nReady;
await i18n.loadNamespaces([
  "auth",
  "sign-up",
  "password-reset",
  "phone-sign-in",
  "feedback",
  "home",
  "profile",
  "content",
  "search",
  "billing",
  "payments",
  "viewing",
]);

// Test files share one page and one module graph (vitest.config.ts: isolate false), so each test
// leaves them as it found them: nothing rendered or stored, and the language it started in.
const startLanguage = i18n.language;
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== startLanguage) await i18n.changeLanguage(startLanguage);
});
