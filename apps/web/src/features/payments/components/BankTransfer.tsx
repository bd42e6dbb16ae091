import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BankTransferResponse } from "@portal/schemas/billing";
import { CopyButton } from "../../../components/ui/CopyButton.tsx";
import { Notice } from "../../../components/ui/Notice.tsx";
import { formatDate, formatIban, formatMoney, formatReference } from "../../../lib/format.ts";
import type { ToastMessage } from "../../../lib/useToast.ts";
import { Barcode } from "./Barcode.tsx";
import styles from "./BankTransfer.module.css";

type Props = {
  details: BankTransferResponse;
  notify: (kind: ToastMessage["kind"], text: string) => void;
};

/** What paying from one's own bank needs, each value with a copy button; the barcode fills in all of them. */
export function BankTransfer({ details: d, notify }: Props) {
  const { t } = useTranslation("payments");
  const row = (label: string, shown: ReactNode, copy?: string, mono = false) => (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined}>{shown}</dd>
      {copy !== undefined && (
        <dd className={styles.copy}>
          <CopyButton
            value={copy}
            text={t("bank.copy")}
            what={label}
            onCopied={() => notify("success", t("bank.copied", { what: label }))}
            onFailed={() => notify("error", t("bank.copyFailed"))}
          />
        </dd>
      )}
    </div>
  );
  return (
    <>
      <dl className={styles.list}>
        {row(t("bank.recipient"), d.recipientName)}
        {row(t("bank.iban"), formatIban(d.iban), d.iban, true)}
        {row(t("bank.bic"), d.bic)}
        {row(t("bank.reference"), formatReference(d.referenceNumber), d.referenceNumber, true)}
        {row(t("bank.rfReference"), formatReference(d.rfReference), d.rfReference, true)}
        {row(t("bank.amountDue"), formatMoney(d.amountDueCents))}
        {d.dueDate && row(t("bank.dueDate"), formatDate(d.dueDate))}
        {row(
          t("bank.barcode"),
          <span className={styles.barcodeDigits}>{d.virtualBarcode}</span>,
          d.virtualBarcode,
          true,
        )}
      </dl>
      <Barcode digits={d.virtualBarcode} />
      <p className={styles.hint}>{t("bank.barcodeHint")}</p>
      <Notice tone="info">
        <p>{t("bank.delay")}</p>
      </Notice>
    </>
  );
}
