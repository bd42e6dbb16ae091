import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { markSignedOut } from "../lib/session/signOut.ts";
import { currentSessionId, touchActivity } from "../lib/session/storage.ts";
import { forgetLanguage } from "../lib/i18n.ts";

const CHECK_EVERY_MS = 60_000;
const TOUCH_AT_MOST_EVERY_MS = 30_000;

/** Signs the tenant out after 24 h without activity; a click, key or request counts as activity. */
export function useInactivity(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let lastTouch = 0;
    const check = () => {
      // currentSessionId() clears the stored session itself when it has gone idle.
      if (currentSessionId() === null) {
        forgetLanguage();
        markSignedOut(queryClient);
      }
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastTouch < TOUCH_AT_MOST_EVERY_MS) return;
      lastTouch = now;
      touchActivity(now);
      check();
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    const events = ["pointerdown", "keydown"] as const;
    for (const e of events) window.addEventListener(e, onActivity, { passive: true });
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearInterval(timer);
      for (const e of events) window.removeEventListener(e, onActivity);
      document.removeEventListener("visibilitychange", check);
    };
  }, [signedIn, queryClient]);
}
