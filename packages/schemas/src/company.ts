/**
 * The company's customer-service contact details, in one place: the signed-out footer, the default
 * of CUSTOMER_SERVICE_EMAIL, the organisation's contact row and the content pages of the demo world
 * all take them from here, so no page can show a number of its own.
 */
export const CUSTOMER_SERVICE = {
  email: "asiakaspalvelu@example.fi",
  /** As printed: international form with spaces, as the contact pages and cards show it. */
  phone: "+358 20 555 0100",
} as const;

/**
 * The company itself, as its printed pages head them (the letterhead) and the demo world names its
 * organisation: its name and postal address.
 */
export const COMPANY = {
  name: "Kotikallio Asunnot Oy",
  streetAddress: "Kotikalliontie 1",
  postalCode: "00100",
  city: "Helsinki",
} as const;

/** A printed phone number as a `tel:` link: no spaces or dashes. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]/g, "")}`;
}
