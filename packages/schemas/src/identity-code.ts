/**
 * Finnish personal identity code (henkilötunnus): DDMMYY, century sign, individual number ZZZ and
 * a check character. Strong identification hands it to us; nothing else in the product takes it
 * as input, so this is a parser for claims, not a form field.
 */

const CHECK_CHARACTERS = "0123456789ABCDEFHJKLMNPRSTUVWXY";

/** The century sign after the birth date (the 2023 reform added the letters besides + - A). */
const CENTURY: Record<string, number> = {
  "+": 1800,
  "-": 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const FORMAT = /^(\d{2})(\d{2})(\d{2})([-+ABCDEFUVWXY])(\d{3})([0-9A-Y])$/;

export interface IdentityCodeOptions {
  /**
   * Individual numbers 900–999 are temporary and test codes. Bank test environments (and our
   * sandbox) identify fictional persons with them; a live broker never should.
   */
  allowTestRange?: boolean;
}

export interface ParsedIdentityCode {
  /** Upper-cased, the spelling stored and hashed. */
  code: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  individualNumber: number;
}

export function checkCharacter(nineDigits: string): string {
  return CHECK_CHARACTERS[Number(nineDigits) % 31]!;
}

/** The code parsed, or null when it is malformed, names a date that does not exist or fails the check. */
export function parseIdentityCode(
  input: string,
  options: IdentityCodeOptions = {},
): ParsedIdentityCode | null {
  const code = input.trim().toUpperCase();
  const m = FORMAT.exec(code);
  if (!m) return null;
  const [, dd, mm, yy, sign, zzz, check] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const year = CENTURY[sign]! + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  const individualNumber = Number(zzz);
  const max = options.allowTestRange ? 999 : 899;
  if (individualNumber < 2 || individualNumber > max) return null;
  if (checkCharacter(`${dd}${mm}${yy}${zzz}`) !== check) return null;
  return {
    code,
    birthDate: `${String(year).padStart(4, "0")}-${mm}-${dd}`,
    individualNumber,
  };
}

export function isValidIdentityCode(input: string, options: IdentityCodeOptions = {}): boolean {
  return parseIdentityCode(input, options) !== null;
}
