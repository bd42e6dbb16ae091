import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type {
  BankTransferResponse,
  BillingHistoryResponse,
  CurrentBillResponse,
  DebtResponse,
} from "@portal/schemas/billing";
import { AINO, PASSWORD } from "../support/accounts.ts";

/**
 * A tenant's ledger as the API answers it, so the journeys compare the pages with the real figures
 * instead of copying numbers that the demo world and other journeys' payments change.
 */
export async function ledgerOf(request: APIRequestContext, username = AINO) {
  const login = await request.post("/api/login", { data: { username, password: PASSWORD } });
  expect(login.status(), "sign-in through the API").toBe(200);
  const { sessionId } = (await login.json()) as { sessionId: string };
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(path, { headers: { authorization: `Bearer ${sessionId}` } });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  return {
    history: () => get<BillingHistoryResponse>("/api/billing/history"),
    current: () => get<CurrentBillResponse>("/api/billing/current"),
    debt: () => get<DebtResponse>("/api/billing/debt"),
    bankTransfer: () => get<BankTransferResponse>("/api/billing/bank-transfer"),
  };
}

const money = new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR" });

/** Euros as the pages show them: '1 234,50 €' with the Finnish locale's spaces. */
export function euros(amount: number): string {
  return money.format(amount);
}

/** 'YYYY-MM-DD' as the pages show it: D.M.YYYY. */
export function shownDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** A period's heading: 'Marraskuu 2026' or 'November 2026'. */
export function monthTitle(year: number, month: number, lang: "fi" | "en" = "fi"): string {
  const text = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "fi-FI", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 15)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Other journeys pay into the same demo ledger in parallel: a page compared with the API is
 * reloaded and compared again until both were read after the last payment. Each comparison waits for
 * the page as long as a busy machine may take to show it (8 s), the whole as long as a journey may.
 */
export async function expectMatchesLedger(page: Page, check: () => Promise<void>) {
  let first = true;
  await expect(async () => {
    if (!first) await page.reload();
    first = false;
    await check();
  }).toPass({ timeout: 45_000 });
}

/**
 * Nothing in the page's cards reaches past the card or the screen (a table too wide for a phone
 * scrolls inside its own box), so a phone never needs sideways scrolling.
 */
export async function expectFitsWidth(page: Page) {
  const overflowing = await page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll("main section")) {
      const limit = Math.min(card.getBoundingClientRect().right, window.innerWidth) + 0.5;
      for (const el of card.querySelectorAll("*")) {
        let parent = el.parentElement;
        let clipped = false;
        while (parent && parent !== card) {
          if (["auto", "scroll", "hidden"].includes(getComputedStyle(parent).overflowX)) clipped = true;
          parent = parent.parentElement;
        }
        if (!clipped && el.getBoundingClientRect().right > limit)
          out.push(`${el.tagName} ${el.textContent?.slice(0, 30)}`);
      }
    }
    return out;
  });
  expect(overflowing, "elements wider than their card").toEqual([]);
}
