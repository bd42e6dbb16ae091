import type { Page } from "@playwright/test";

export const PASSWORD = "Asukas!2026";
export const AINO = "aino.asukas@example.fi";
export const VILLE = "ville.vuokralainen@example.fi";
export const NOT_STARTED = "uusi.asukas@example.fi";
export const MOVED_OUT = "muuttanut.pois@example.fi";
export const EXPIRED = "vanha.asukas@example.fi";
export const NO_CONTRACT = "ei.sopimusta@example.fi";

/** D.M.YYYY of today plus some days, in Helsinki time, the way the web shows dates. */
export function finnishDate(daysFromToday: number): string {
  const d = new Date(Date.now() + daysFromToday * 86_400_000);
  const [y, m, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(d).split("-");
  return `${Number(day)}.${Number(m)}.${y}`;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/kirjaudu");
  await page.getByLabel("Sähköpostiosoite").fill(email);
  await page.getByLabel("Salasana", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
}

/** Seeded for the identity journeys; each belongs to one spec so parallel tests never share an account. */
export const UNCONFIRMED = "vahvistamaton@example.fi";
export const PHONE_TENANT = { email: "pekka.puhelin@example.fi", phone: "+358 40 555 7788" };
export const PROTECTED = "suojattu.asukas@example.fi";
/** The password-reset journey's own account: the reset ends its sessions and changes its password. */
export const FORGETFUL = "outi.unohtaja@example.fi";
/** Seeded with password sign-in locked (100 failures in a row); identifies as Lauri Lukittu. */
export const LOCKED = "lukittu.asukas@example.fi";
