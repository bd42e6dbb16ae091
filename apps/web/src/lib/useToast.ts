import { useCallback, useEffect, useState } from "react";
import type {
  NOTIFICATION_DIALOG_WIDTH_PX,
  TOAST_DURATION_MS,
} from "@portal/schemas/notifications.constants";

// Literals checked against the shared constants by the compiler (a changed value there fails here).

/** Notifications hide after 10 seconds: long enough to read, short enough not to cover the page. */
export const TOAST_MS: typeof TOAST_DURATION_MS = 10_000;

/** The notification box is 600 px wide, narrower only when the screen is. */
export const TOAST_WIDTH_PX: typeof NOTIFICATION_DIALOG_WIDTH_PX = 600;

export type ToastKind = "success" | "error" | "info";

export type ToastMessage = { id: number; kind: ToastKind; text: string };

export function useToast() {
  const [toast, setToast] = useState<ToastMessage | undefined>();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(undefined), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((kind: ToastKind, text: string) => setToast({ id: Date.now(), kind, text }), []);
  const dismiss = useCallback(() => setToast(undefined), []);
  return { toast, show, dismiss };
}
