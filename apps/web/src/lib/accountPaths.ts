import { createContext, useContext } from "react";
import { paths } from "./paths.ts";

/** Where the account pages (sign-in, sign-up, password reset) link to each other and go home. */
export type AccountPaths = { home: string; signIn: string; signUp: string; passwordReset: string };

export const PORTAL_ACCOUNT_PATHS: AccountPaths = {
  home: paths.home,
  signIn: paths.signIn,
  signUp: paths.signUp,
  passwordReset: paths.passwordReset,
};

/**
 * The portal's own account pages by default; the foundation's termination flow (/irtisano…) shows
 * the same pages in its own frame and provides its own paths, so a visitor stays in the flow.
 */
export const AccountPathsContext = createContext<AccountPaths>(PORTAL_ACCOUNT_PATHS);

export function useAccountPaths(): AccountPaths {
  return useContext(AccountPathsContext);
}
