import { useEffect } from "react";
import type { ToastMessage } from "./useToast.ts";

/** A data slice that failed to load says so in an error toast, once per failure, beside its error state. */
export function useFailureToast(
  failed: boolean,
  text: string,
  show: (kind: ToastMessage["kind"], text: string) => void,
): void {
  useEffect(() => {
    if (failed) show("error", text);
  }, [failed, text, show]);
}
