import { useCallback, useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { logout } from "../features/auth/api/logout.ts";
import { forgetSession } from "../lib/session/signOut.ts";
import { forgetLanguage } from "../lib/i18n.ts";
import { paths } from "../lib/paths.ts";

let pending = false;

function finish(queryClient: QueryClient) {
  pending = false;
  forgetLanguage();
  forgetSession(queryClient);
}

/**
 * Sign-out: tell the server (a failure is only logged), go to the feedback page, then forget
 * everything. The forgetting waits until the feedback page is on screen: navigation runs as a
 * transition, and a protected page still showing meanwhile would bounce to sign-in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    pending = true;
    navigate(paths.feedback, { replace: true });
  }, [navigate]);
}

/** Mounted once in the layout: completes a pending sign-out when the feedback page has rendered. */
export function useCompleteSignOut() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pending && pathname === paths.feedback) finish(queryClient);
  }, [pathname, queryClient]);
}
