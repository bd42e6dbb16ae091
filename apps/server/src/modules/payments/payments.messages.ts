import { defineMessages } from "../../integrations/templates/message.ts";
import { parseReceipt, receiptData, receiptMail } from "./receipt.ts";

/** Online payments' mail. */
export const paymentsMessages = defineMessages({
  /** Mail: receipt of an online payment. data: firstName and receiptData() (receipt.ts) */
  "payment-receipt": {
    mail: (language, data) => {
      const receipt = parseReceipt(data);
      return receipt && receiptMail(language, receipt);
    },
    example: {
      firstName: "Aino",
      ...receiptData({
        amountCents: 12_345,
        paidDate: "2026-03-16",
        reference: "1232",
        transactionId: "tx-1",
        lines: [{ name: "Vuokra", dueDate: "2026-03-05", cents: 12_345 }],
        advanceCents: 0,
      }),
    },
  },
});
