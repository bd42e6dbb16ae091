import { createContext, useContext } from "react";
import type { IdentificationFrame } from "@portal/schemas/identification.constants";
import { paths } from "./paths.ts";

/**
 * Where the account pages (sign-in, phone sign-in, unlocking, sign-up, password reset) link to
 * each other and go home, and the frame a bank round trip started from them comes back to.
 */
export type AccountPaths = {
  home: string;
  signIn: string;
  phoneSignIn: string;
  unlock: string;
  signUp: string;
  passwordReset: string;
  frame: IdentificationFrame;
};

export const PORTAL_ACCOUNT_PATHS: AccountPaths = {
  home: paths.home,
  signIn: paths.signIn,
  phoneSignIn: paths.phoneSignIn,
  unlock: paths.unlock,
  signUp: paths.signUp,
  passwordReset: paths.passwordReset,
  frame: "portal",
};

/** The query that tells a call starting a bank round trip which frame to come back to. */
export function frameQuery(frame: IdentificationFrame): string {
  return frame === "portal" ? "" : `?frame=${frame}`;
}

/**
 * The portal's own account pages by default; the foundation's termination flow (/irtisano…) shows
 * the same pages in its own frame and provides its own paths, so a visitor stays in the flow.
 */
export const AccountPathsContext = createContext<AccountPaths>(PORTAL_ACCOUNT_PATHS);

export function useAccountPaths(): AccountPaths {
  return useContext(AccountPathsContext);
}
