import { useCallback, useEffect, useState } from "react";

/** Notifications hide after 10 seconds: long enough to read, short enough not to cover the page. */
export const TOAST_MS = 10_000;

/** The notification box is 600 px wide, narrower only when the screen is. */
export const TOAST_WIDTH_PX = 600;

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
