import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD } from "./accounts.ts";

/** Signs in through the API and answers the session id, for API reads that tests compare pages with. */
export async function apiSession(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/login", { data: { username: email, password: PASSWORD } });
  expect(res.status(), `sign-in of ${email} through the API`).toBe(200);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/** Hands a session to the page the way the sign-in form would (any demo account). */
export async function startSessionAs(
  page: Page,
  email: string,
  language: "fi" | "sv" | "en" = "fi",
): Promise<string> {
  const sessionId = await apiSession(page.request, email);
  await page.addInitScript(
    ([id, lang]) => {
      if (localStorage.getItem("sessionId") === null) localStorage.setItem("sessionId", id!);
      localStorage.setItem("lastActivity", String(Date.now()));
      if (lang !== "fi") sessionStorage.setItem("language", lang!);
    },
    [sessionId, language],
  );
  return sessionId;
}

/**
 * A staff session handed to the page the way sign-in will hand it (the sandbox opens it for a demo
 * staff member).
 */
export async function startStaffSession(
  page: Page,
  email: string,
  language: "fi" | "sv" | "en" = "fi",
): Promise<string> {
  const res = await page.request.post("/sandbox/staff-sessions", { data: { email } });
  expect(res.status(), `staff session of ${email}`).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  await page.addInitScript(
    ([id, lang]) => {
      if (localStorage.getItem("sessionId") === null) localStorage.setItem("sessionId", id!);
      localStorage.setItem("lastActivity", String(Date.now()));
      if (lang !== "fi") sessionStorage.setItem("language", lang!);
    },
    [sessionId, language],
  );
  return sessionId;
}

/** GET an API path with a session, as JSON. */
export async function apiGet<T>(request: APIRequestContext, sessionId: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${sessionId}` } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** D.M.YYYY, as the web shows a YYYY-MM-DD date. */
export const shownDate = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return `${Number(d)}.${Number(m)}.${y}`;
};

/** Money as the Finnish locale writes it, with ordinary spaces (the page uses non-breaking ones). */
export const euros = (amount: number) =>
  new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR" }).format(amount).replace(/\s/g, " ");
