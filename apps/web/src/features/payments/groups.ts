/** An IBAN or RF reference for reading: groups of four from the left ('FI21 1234 5600 0007 85'). */
export function groupFromLeft(value: string, size = 4): string {
  return value.replace(new RegExp(`(.{${size}})(?=.)`, "g"), "$1 ");
}

/** A Finnish reference number for reading: groups of five from the right ('12 34561'), as on bills. */
export function groupFromRight(value: string, size = 5): string {
  const groups: string[] = [];
  for (let end = value.length; end > 0; end -= size)
    groups.unshift(value.slice(Math.max(0, end - size), end));
  return groups.join(" ");
}
