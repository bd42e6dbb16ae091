export const DEFAULT_RESIDENT_ACTIVITY_URL = "https://asukastoiminta.example.fi/uutiskirje";

/** The resident-activity site's newsletter page as the server configured it (RESIDENT_ACTIVITY_URL). */
export function residentActivityBase(doc: Document | undefined = globalThis.document): string {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="portal-resident-activity"]');
  return meta?.content.trim() || DEFAULT_RESIDENT_ACTIVITY_URL;
}

/** The sign-up address with the tenant's names and email filled in, as that site expects them. */
export function newsletterUrl(
  fields: { firstName: string; lastName: string; email: string },
  base: string = residentActivityBase(),
): string {
  const url = new URL(base, window.location.href);
  url.searchParams.set("etunimi", fields.firstName.trim());
  url.searchParams.set("sukunimi", fields.lastName.trim());
  url.searchParams.set("email", fields.email.trim());
  return url.toString();
}
