import { TERMINATION_PATH } from "@portal/schemas/lease.constants";
import { paths } from "./paths.ts";

export const RETURN_PARAM = "palaa";

/** The foundation residents' termination flow; its signed-out visitors are sent to sign up, as the home page's are. */
export const TERMINATION_FLOW = "/irtisano";
export const TERMINATION_FLOW_SIGN_IN = "/irtisano/kirjaudu";
export const TERMINATION_FLOW_PHONE_SIGN_IN = "/irtisano/kirjaudu/puhelin";
export const TERMINATION_FLOW_UNLOCK = "/irtisano/kirjaudu/avaa";
export const TERMINATION_FLOW_SIGN_UP = "/irtisano/rekisteroidy";
export const TERMINATION_FLOW_PASSWORD_RESET = "/irtisano/unohtunut-salasana";
const TERMINATION_FLOW_PUBLIC = [
  TERMINATION_FLOW_SIGN_IN,
  TERMINATION_FLOW_PASSWORD_RESET,
  TERMINATION_FLOW_SIGN_UP,
];

const isAt = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The home page and the termination routes: a visitor who is not signed in there is most likely new. */
export function sendsToSignUp(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === paths.home || isAt(path, TERMINATION_PATH)) return true;
  return isAt(path, TERMINATION_FLOW) && !TERMINATION_FLOW_PUBLIC.some((p) => isAt(path, p));
}

/**
 * Where to go after sign-in. Only same-site paths are accepted, so that a crafted link cannot send
 * a freshly signed-in tenant to another site ('//evil.example', '/\evil.example', 'https://…').
 */
export function safeReturnPath(value: unknown, home: string = paths.home): string {
  if (typeof value !== "string" || !value.startsWith("/")) return home;
  if (value.startsWith("//") || value.startsWith("/\\")) return home;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return home;
  for (const page of [paths.signIn, paths.signUp, TERMINATION_FLOW_SIGN_IN, TERMINATION_FLOW_SIGN_UP])
    if (value === page || value.startsWith(`${page}?`) || value.startsWith(`${page}/`)) return home;
  return value;
}

/** The deep link a signed-out visitor asked for, query string and hash included. */
export function requestedPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** `page` remembering where to come back to; plain home needs no remembering. */
export function withReturn(page: string, back: string): string {
  const home = isAt(page, TERMINATION_FLOW) ? TERMINATION_FLOW : paths.home;
  return back === home ? page : `${page}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}

/** The sign-in address that remembers a deep link, query string and hash included. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }): string {
  return withReturn(paths.signIn, requestedPath(location));
}

/**
 * Where a signed-out visitor of a protected page goes: sign-up for the home page and the
 * termination routes (the specification's rule), sign-in for the rest; both remember the page.
 */
export function signedOutPathFor(location: { pathname: string; search: string; hash: string }): string {
  const back = requestedPath(location);
  // The foundation's flow keeps its visitors in its own frame.
  if (isAt(location.pathname.replace(/\/+$/, "") || "/", TERMINATION_FLOW))
    return withReturn(TERMINATION_FLOW_SIGN_UP, back);
  return withReturn(sendsToSignUp(location.pathname) ? paths.signUp : paths.signIn, back);
}
