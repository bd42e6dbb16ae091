// The Finnish virtual bank barcode (pankkiviivakoodi, as 54 digits a tenant can paste into online
// banking): version 4 carries the national reference, version 5 the RF creditor reference.

export interface BarcodeInput {
  /** A Finnish IBAN, with or without spaces. */
  iban: string;
  amountCents: number;
  /** National reference (version 4) or RF reference (version 5). */
  reference: string;
  /** "YYYY-MM-DD", or null when the bill has no due date (pay now). */
  dueDate: string | null;
}

function accountDigits(iban: string): string {
  const text = iban.replace(/\s/g, "").toUpperCase();
  if (!/^FI\d{16}$/.test(text)) throw new Error("the virtual barcode needs a Finnish IBAN");
  return text.slice(2);
}

/** Euros (6 digits) and cents (2); an amount too large for the field, or none, is all zeros. */
function amountDigits(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error("amount must be whole non-negative cents");
  return cents > 99_999_999 ? "00000000" : String(cents).padStart(8, "0");
}

function dueDigits(dueDate: string | null): string {
  if (dueDate === null) return "000000";
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) throw new Error("due date must be YYYY-MM-DD");
  return match[1]! + match[2]! + match[3]!;
}

/** Version 4: 4, account (16), euros (6), cents (2), reserved 000, national reference (20), due YYMMDD. */
export function virtualBarcodeV4(input: BarcodeInput): string {
  const reference = input.reference.replace(/\s/g, "");
  if (!/^\d{4,20}$/.test(reference)) throw new Error("version 4 needs a national reference");
  return `4${accountDigits(input.iban)}${amountDigits(input.amountCents)}000${reference.padStart(20, "0")}${dueDigits(input.dueDate)}`;
}

/** Version 5: 5, account (16), euros (6), cents (2), RF check digits (2) and reference (21), due YYMMDD. */
export function virtualBarcodeV5(input: BarcodeInput): string {
  const rf = input.reference.replace(/\s/g, "").toUpperCase();
  const match = /^RF(\d{2})(\d{1,21})$/.exec(rf);
  if (!match) throw new Error("version 5 needs a numeric RF reference");
  return `5${accountDigits(input.iban)}${amountDigits(input.amountCents)}${match[1]!}${match[2]!.padStart(21, "0")}${dueDigits(input.dueDate)}`;
}
