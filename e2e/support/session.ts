import { expect, type Locator, type Page } from "@playwright/test";
import { AINO, PASSWORD, signIn } from "./accounts.ts";

/** Signs in as Aino and waits until the home page greets her, so the shell is fully there. */
export async function signInAsAino(page: Page) {
  await signIn(page, AINO);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aino");
}

export function storedSessionId(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("sessionId"));
}

export function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem("language"));
}

/** Presses Tab until the element has focus, the way a keyboard user gets there; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/**
 * Starts Aino's session through the API and hands it to the page the way the sign-in form would,
 * for tests about other pages that need not go through the form each time.
 */
export async function startAinoSession(page: Page) {
  const res = await page.request.post("/api/login", { data: { username: AINO, password: PASSWORD } });
  expect(res.status(), "sign-in through the API").toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  await page.addInitScript((id) => {
    if (localStorage.getItem("sessionId") === null) localStorage.setItem("sessionId", id);
    localStorage.setItem("lastActivity", String(Date.now()));
  }, sessionId);
}
