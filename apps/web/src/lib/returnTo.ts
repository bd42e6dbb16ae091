import { paths } from "./paths.ts";

export const RETURN_PARAM = "palaa";

/**
 * Where to go after sign-in. Only same-site paths are accepted, so that a crafted link cannot send
 * a freshly signed-in tenant to another site ('//evil.example', '/\evil.example', 'https://…').
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return paths.home;
  if (value.startsWith("//") || value.startsWith("/\\")) return paths.home;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return paths.home;
  const signIn = paths.signIn;
  if (value === signIn || value.startsWith(`${signIn}?`) || value.startsWith(`${signIn}/`)) return paths.home;
  return value;
}

/** The sign-in address that remembers a deep link, query string and hash included. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return back === paths.home ? paths.signIn : `${paths.signIn}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
