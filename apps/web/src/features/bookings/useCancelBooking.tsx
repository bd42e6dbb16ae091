import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ToastKind } from "../../lib/useToast.ts";
import { useCancelBookingMutation } from "./api/cancelBooking.ts";
import { ConfirmDialog } from "./components/ConfirmDialog.tsx";
import { bookingErrorText } from "./errors.ts";

export type CancelTarget = {
  id: string;
  start: string;
  /** 'Talosauna, torstai 26.11.2026 klo 19.00–20.00' */
  label: string;
  lateCancelHours: number;
};

/** Cancelling the household's booking after a question that says whether it still counts. */
export function useCancelBooking(onToast: (kind: ToastKind, text: string) => void) {
  const { t } = useTranslation("bookings");
  const [target, setTarget] = useState<(CancelTarget & { late: boolean }) | undefined>();
  const mutation = useCancelBookingMutation({
    onSuccess: (booking) => {
      setTarget(undefined);
      onToast("success", booking.lateCancel ? t("cancel.doneLate") : t("cancel.done"));
    },
    onError: (error) => {
      setTarget(undefined);
      onToast("error", bookingErrorText(error, t));
    },
  });

  const dialog = target && (
    <ConfirmDialog
      title={t("cancel.title")}
      confirm={t("cancel.confirm")}
      back={t("cancel.keep")}
      busy={mutation.isPending}
      busyLabel={t("cancel.busy")}
      onConfirm={() => mutation.mutate(target.id)}
      onClose={() => !mutation.isPending && setTarget(undefined)}
    >
      <p>{target.label}</p>
      <p>{target.late ? t("cancel.late", { count: target.lateCancelHours }) : t("cancel.free")}</p>
    </ConfirmDialog>
  );
  // Whether the cancellation is late is read when the tenant asks, the moment the question is about.
  const ask = (next: CancelTarget) =>
    setTarget({
      ...next,
      late: new Date(next.start).getTime() - Date.now() < next.lateCancelHours * 3_600_000,
    });
  return { ask, dialog };
}
