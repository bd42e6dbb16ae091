import { useTranslation } from "react-i18next";
import { Button } from "./Button.tsx";
import { ErrorState } from "./ErrorState.tsx";

/** A slice of the page that did not load: what happened, and a button to ask again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <ErrorState>
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("errors.retry")}
      </Button>
    </ErrorState>
  );
}
