// Bank references and account numbers grouped for reading, as printed on bills. Part of the portal's one set of
// formatters: import it from ./format.ts.

/** Groups of `size` from the left: 'FI21 1234 5600 0007 85'. */
function groupFromLeft(value: string, size: number): string {
  return value.replace(new RegExp(`(.{${size}})(?=.)`, "g"), "$1 ");
}

/** Groups of `size` from the right: '12 34561'. */
function groupFromRight(value: string, size: number): string {
  const groups: string[] = [];
  for (let end = value.length; end > 0; end -= size)
    groups.unshift(value.slice(Math.max(0, end - size), end));
  return groups.join(" ");
}

/**
 * A bank reference for reading, as printed on bills: a Finnish reference number in groups of five
 * from the right ('12 34561'), an RF creditor reference in groups of four ('RF18 5390 0754 7034').
 * Anything else comes back as given.
 */
export function formatReference(reference: string): string {
  const compact = reference.replace(/\s/g, "").toUpperCase();
  if (/^RF\d{2}[0-9A-Z]+$/.test(compact)) return groupFromLeft(compact, 4);
  if (/^\d+$/.test(compact)) return groupFromRight(compact, 5);
  return reference;
}

/** An IBAN for reading: groups of four from the left ('FI21 1234 5600 0007 85'). */
export function formatIban(iban: string): string {
  return groupFromLeft(iban.replace(/\s/g, "").toUpperCase(), 4);
}
