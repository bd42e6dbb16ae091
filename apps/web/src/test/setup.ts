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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
