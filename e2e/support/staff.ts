import { expect, type Page } from "@playwright/test";
import { identifyAs } from "./bank.ts";

/**
 * Signs a demo staff member in the way /hallinta does: POST /api/staff/auth/start, the sandbox
 * provider's page of test staff, and the provider's answer handed to POST /api/staff/auth/callback
 * from the page it returns to (/hallinta/kirjautuminen); the session is then stored as the web stores one.
 */
export async function signInStaff(page: Page, name: string): Promise<string> {
  const start = await page.request.post("/api/staff/auth/start");
  expect(start.status(), "staff sign-in start").toBe(200);
  const { url } = (await start.json()) as { url: string };
  await page.goto(url);
  const back = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/hallinta/kirjautuminen",
  );
  await identifyAs(page, name);
  const returned = (await back).url();
  const query = Object.fromEntries(new URL(returned).searchParams);
  const res = await page.request.post("/api/staff/auth/callback", { data: query });
  expect(res.status(), "staff sign-in callback").toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  await page.evaluate((id) => {
    localStorage.setItem("sessionId", id);
    localStorage.setItem("lastActivity", String(Date.now()));
  }, sessionId);
  return sessionId;
}
