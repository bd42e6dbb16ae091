import type { Language } from "@portal/schemas/common";
/**
 * The external events page as the server configured it (EXTERNAL_EVENTS_URL, in a meta tag of
 * index.html) with the reader's language in `lang`; null when none is configured or it is not an
 * https address (nothing else is ever put in a frame).
 */
export function externalEventsUrl(
  lang: Language,
  doc: Document | undefined = globalThis.document,
): string | null {
  const value = doc?.querySelector<HTMLMetaElement>('meta[name="portal-external-events"]')?.content.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:") return null;
    url.searchParams.set("lang", lang);
    return url.toString();
  } catch {
    return null;
  }
}
