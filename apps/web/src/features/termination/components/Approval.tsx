import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonRow } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { useAccountPaths } from "../../../lib/accountPaths.ts";
import { useSending } from "../../../lib/useSending.ts";
import { acceptTermination, rejectTermination } from "../api/approval.ts";

type Props = {
  id: string;
  /** The strong identification's address (accepting takes it too). */
  onIdentify: (url: string) => void;
  /** After this party's rejection: the page reads the notice again and says what happened. */
  onRejected: () => Promise<unknown>;
  /** When the notice changed meanwhile (409, 404): read the notice again. */
  onChanged: () => Promise<unknown>;
};

/** A contract party's answer: accept (strong identification) or reject (after a confirmation). */
export function Approval({ id, onIdentify, onRejected, onChanged }: Props) {
  const { t } = useTranslation("termination");
  const { busy, error, send } = useSending({ stayBusy: false });
  // In the foundation's flow the bank returns to the flow's page.
  const { frame } = useAccountPaths();
  const [confirming, setConfirming] = useState(false);

  const refused = (failure: { status: number }) => {
    if (failure.status === 409 || failure.status === 404) {
      void onChanged();
      return t("approval.stale");
    }
    return t("approval.failure");
  };

  return (
    <>
      <ButtonRow>
        <Button
          writes
          disabled={busy}
          onClick={() => void send(async () => onIdentify(await acceptTermination(id, frame)), refused)}
        >
          {t("approval.accept")}
        </Button>
        <Button variant="secondary" writes disabled={busy} onClick={() => setConfirming(true)}>
          {t("approval.reject")}
        </Button>
      </ButtonRow>
      <Alert message={error} />
      {confirming && (
        <Dialog title={t("approval.rejectConfirmTitle")} onClose={() => setConfirming(false)}>
          <p>{t("approval.rejectConfirmText")}</p>
          <ButtonRow>
            <Button
              writes
              disabled={busy}
              onClick={() =>
                void send(
                  async () => {
                    await rejectTermination(id, frame);
                    setConfirming(false);
                    await onRejected();
                  },
                  (failure) => {
                    setConfirming(false);
                    return refused(failure);
                  },
                )
              }
            >
              {t("approval.rejectConfirm")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t("approval.cancel")}
            </Button>
          </ButtonRow>
        </Dialog>
      )}
    </>
  );
}
