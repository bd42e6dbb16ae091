import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Toast } from "../../../components/ui/Toast.tsx";
import { useToast } from "../../../lib/useToast.ts";

/**
 * The toast for a fourth file: shown again each time `count` grows. A module of its own, so the new
 * report's page fetches the toast's code after its first render instead of before it.
 */
export function TooManyFilesToast({ count }: { count: number }) {
  const { t } = useTranslation("validation");
  const { toast, show, dismiss } = useToast();
  useEffect(() => {
    if (count > 0) show("error", t("tooManyFiles.default"));
  }, [count, show, t]);
  return <Toast toast={toast} onDismiss={dismiss} />;
}
