// Finnish bank references: the national reference number (viitenumero) with its 7-3-1 check digit,
// and its international form, the ISO 11649 creditor reference (RF) with a mod-97 check.

/** The 7-3-1 check digit of a reference's base digits (weights 7, 3, 1 repeating from the right). */
export function finnishCheckDigit(base: string): number {
  if (!/^\d+$/.test(base)) throw new Error("reference base must be digits");
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * weights[i % 3]!;
  return (10 - (sum % 10)) % 10;
}

/** A national reference from 3 to 19 base digits: the base and its check digit. */
export function finnishReference(base: string): string {
  if (!/^\d{3,19}$/.test(base)) throw new Error("reference base must be 3 to 19 digits");
  return base + String(finnishCheckDigit(base));
}

export function isValidFinnishReference(reference: string): boolean {
  const digits = reference.replace(/\s/g, "");
  if (!/^\d{4,20}$/.test(digits)) return false;
  return finnishCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** Letters count as 10 (A) … 35 (Z), as in IBAN and ISO 11649; the remainder is taken digit by digit. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The RF form of a reference: "RF", two check digits, the reference (leading zeros dropped). */
export function rfReference(reference: string): string {
  const body = reference
    .replace(/\s/g, "")
    .toUpperCase()
    .replace(/^0+(?=.)/, "");
  if (!/^[0-9A-Z]{1,21}$/.test(body)) throw new Error("RF reference body must be 1 to 21 letters or digits");
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, "0")}${body}`;
}

export function isValidRfReference(rf: string): boolean {
  const text = rf.replace(/\s/g, "").toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(text)) return false;
  return mod97(text.slice(4) + text.slice(0, 4)) === 1;
}

/** Groups of five from the right, as references are printed on bills ("1 23456 78902"). */
export { formatReference as groupReference } from "@portal/schemas/format";
