// Phone numbers grouped for reading. Part of the portal's one set of
// formatters: import it from ./format.ts.

/**
 * The length of the area or operator code of a Finnish number without its leading 0:
 * service numbers 0100, 0200, 0300, 0600, 0700 and 0800 take three digits; mobile numbers
 * (040–046, 049, 050), the national numbers 020, 029, 07x and the areas 013–019 take two;
 * the old areas 02, 03, 05, 06, 08 and 09 (Helsinki) one.
 */
function areaCodeLength(national: string): number {
  if (/^[1-8]00/.test(national)) return 3;
  if (/^(1[3-9]|2[09]|4\d|50|7\d)/.test(national)) return 2;
  return 1;
}

/** A subscriber number in groups of three or four: '555 0100', '1234 5678', '123 456 789'. */
function groupSubscriber(digits: string): string {
  if (digits.length <= 5) return digits;
  const count = Math.ceil(digits.length / 4);
  const base = Math.floor(digits.length / count);
  const longer = digits.length % count;
  const groups: string[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    // The longer groups go last: '123 4567'.
    const size = base + (i >= count - longer ? 1 : 0);
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(" ");
}

/**
 * A phone number for reading. Finnish numbers (written +358…, 00358… or 0…) come out in the
 * international form, grouped: '+358 40 123 4567', '+358 9 1234 5678', '+358 20 555 0100',
 * '+358 300 870 870'. Short numbers (112) and foreign or unreadable numbers come back as given,
 * their spaces tidied.
 */
export function formatPhone(phone: string): string {
  const tidy = phone.replace(/\s+/g, " ").trim();
  const compact = tidy.replace(/[\s\-().]/g, "");
  let national: string | null = null;
  if (/^\+358\d+$/.test(compact)) national = compact.slice(4);
  else if (/^00358\d+$/.test(compact)) national = compact.slice(5);
  else if (/^0\d+$/.test(compact)) national = compact.slice(1);
  if (national === null) return tidy;
  national = national.replace(/^0/, "");
  if (national.length < 5) return tidy;
  const code = areaCodeLength(national);
  return `+358 ${national.slice(0, code)} ${groupSubscriber(national.slice(code))}`;
}
