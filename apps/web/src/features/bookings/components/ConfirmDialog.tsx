import type { ReactNode } from "react";
import { Button, ButtonRow } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";

type Props = {
  title: string;
  confirm: string;
  back: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A question with one action and a way back; the action says what it does ('Varaa', 'Peru varaus'). */
export function ConfirmDialog({
  title,
  confirm,
  back,
  busy,
  busyLabel,
  onConfirm,
  onClose,
  children,
}: Props) {
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      <ButtonRow>
        <Button writes onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirm}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {back}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
