import { formatMoney } from "../../../lib/format.ts";

/**
 * A bank payment's amount: euros as money is shown everywhere ('1 234,50 €'); a payment in another
 * currency (one reason a payment is not placed) with its own code, so it is never read as euros.
 */
export function formatPaymentAmount(cents: number, currency: string): string {
  if (currency.toUpperCase() === "EUR") return formatMoney(cents);
  try {
    return new Intl.NumberFormat("fi-FI", { style: "currency", currency, currencyDisplay: "code" }).format(
      cents / 100,
    );
  } catch {
    // Not a currency code Intl knows: the number with the code as the bank wrote it.
    const number = new Intl.NumberFormat("fi-FI", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${number.format(cents / 100)}\u00a0${currency}`;
  }
}

/** What stands in for a missing payer or reference: null when the bank sent one. */
export function missingText<T>(value: T | null, missing: string): T | string {
  return value === null || value === "" ? missing : value;
}
