// Which contract's reference a payment's structured creditor reference can be: a Finnish reference
// number (7-3-1 check digit) or an RF creditor reference (ISO 11649, mod 97) whose body is one.
import { isValidFinnishReference, isValidRfReference } from "../../lib/reference-number.ts";

export type ReferenceReading =
  /** The Finnish reference number it stands for (leading zeros dropped, as contracts keep it). */
  | { kind: "finnish"; number: string }
  /** A reference of no form a contract's can be: none, a wrong check digit, another format. */
  | { kind: "none" | "invalid" | "foreign" };

/** Reads a reference as the statement gave it (spaces removed, upper case). */
export function readReference(reference: string | null): ReferenceReading {
  if (!reference) return { kind: "none" };
  if (/^\d+$/.test(reference)) {
    const number = reference.replace(/^0+(?=\d)/, "");
    return isValidFinnishReference(number) ? { kind: "finnish", number } : { kind: "invalid" };
  }
  if (/^RF\d{2}/.test(reference)) {
    if (!isValidRfReference(reference)) return { kind: "invalid" };
    // The RF form of a Finnish reference carries it as its body, leading zeros dropped.
    const body = reference.slice(4);
    return /^\d+$/.test(body) && isValidFinnishReference(body)
      ? { kind: "finnish", number: body }
      : { kind: "foreign" };
  }
  return { kind: "foreign" };
}
