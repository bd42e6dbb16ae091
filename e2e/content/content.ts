import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { t } from "../support/catalog.ts";

type Rendered = { rendered: string };
export type WpPage = { slug: string; title: Rendered; content: Rendered };
export type WpPost = WpPage & { date: string; link: string };
export type WpBulletin = {
  title: Rendered;
  acf: { bulletin_language: "fi" | "en"; show_on_pages: string[]; bulletin_type: string };
};

/** Titles as the web shows them: WordPress sends them as HTML. */
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&#0?38;|&amp;/g, "&")
    .replace(/&#8211;|&ndash;/g, "–")
    .trim();

/** A page straight from the content service, so the tests follow the seeded text instead of copying it. */
export async function contentPage(request: APIRequestContext, slug: string, lang: "fi" | "en") {
  const res = await request.get(`/api/content/wp/v2/pages?${new URLSearchParams({ slug, lang })}`);
  expect(res.status()).toBe(200);
  const [page] = (await res.json()) as WpPage[];
  expect(page, `a ${lang} page ${slug}`).toBeTruthy();
  return { ...page!, heading: plain(page!.title.rendered) };
}

export async function bulletins(request: APIRequestContext) {
  const res = await request.get("/api/content/wp/v2/bulletins");
  expect(res.status()).toBe(200);
  return (await res.json()) as WpBulletin[];
}

export async function latestPosts(request: APIRequestContext, lang: "fi" | "en") {
  const res = await request.get(`/api/content/wp/v2/posts?per_page=3&lang=${lang}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as WpPost[];
}

/** Opens a top-level item of the desktop main menu and follows one of its links. */
export async function openFromMenu(page: Page, lang: "fi" | "en", section: string, item: string) {
  const nav = page.getByRole("navigation", { name: t(lang, "mainMenu.label") });
  const toggle = nav.getByRole("button", { name: section });
  await toggle.click();
  const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  await panel.getByRole("link", { name: item, exact: true }).click();
}

export const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
