import { useState } from "react";
import { apiFailure, type ApiFailure } from "./apiFailure.ts";

/**
 * A form's call to the server: busy while it runs, then the message of a refusal for the form's
 * alert. After a success a step stays busy, as it is on its way out; a form that stays on the page
 * passes `{ stayBusy: false }`.
 */
export function useSending({ stayBusy = true }: { stayBusy?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  /** `refused` returns the alert's message, or nothing when it showed the refusal some other way. */
  async function send(call: () => Promise<void>, refused: (failure: ApiFailure) => string | void) {
    setBusy(true);
    setError(undefined);
    try {
      await call();
      if (!stayBusy) setBusy(false);
    } catch (caught) {
      setBusy(false);
      const message = refused(apiFailure(caught));
      if (typeof message === "string") setError(message);
    }
  }

  return { busy, error, send };
}
