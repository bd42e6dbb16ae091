/*
 * A tenant's customer number: the digits of a running number and a check digit (Luhn's, the one of
 * payment cards), at least 7 digits in all. The database gives every tenant account one
 * (`customer_number_with_check` in migration 0031_customer_numbers, the same rule in SQL); the tenant reads it on the
 * profile page, and customer service types it as `targetTenantId` to view the tenant's pages. The
 * check digit catches a digit misheard or two swapped before anything is looked up.
 */

/** The first running number: every customer number has at least 7 digits. */
export const CUSTOMER_NUMBER_FIRST = 100_001;

/** Luhn's check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let total = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    total += d;
  }
  return (10 - (total % 10)) % 10;
}

/** The customer number of a running number: its digits and the check digit. */
export function customerNumberOf(running: number): number {
  return running * 10 + luhnCheckDigit(String(running));
}

/** Whether a number is a customer number: 7 digits or more, and its last digit checks the others. */
export function isCustomerNumber(value: number): boolean {
  if (!Number.isSafeInteger(value) || value < CUSTOMER_NUMBER_FIRST * 10) return false;
  const digits = String(value);
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}
