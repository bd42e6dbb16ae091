import { expect, type Page } from "@playwright/test";

/**
 * What a person should never read: a translation key shown instead of its text (`account.signOut`,
 * `status.ready_for_review`, `staff:roles.admin`, `signOut`) or an interpolation left unfilled
 * (`{{name}}`). Looked for in the page's visible text and in the names and hints a screen reader
 * announces.
 */
const DOTTED = /(?<![\w@/.:-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+(?![\w@/-]|\.\w)/g;
const NAMESPACED = /(?<![\w@/.:-])[a-z][a-z-]*:[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*(?![\w@/-])/g;
// A key's words start lowercase and run on in camelCase (noAccess, signOut); a product's name
// (iPhone, macOS) is no key.
const CAMEL = /(?<![\w@/.:-])[a-z]{2,}[A-Z][A-Za-z0-9]*(?![\w@/.-])/g;
const NAMES = new Set(["macOS", "watchOS"]);
const UNFILLED = /\{\{\s*\w*\s*\}\}/g;
/** Addresses and file names look dotted too: their last part is a domain or a file type. */
const ENDINGS = new Set([
  "fi",
  "se",
  "com",
  "org",
  "net",
  "io",
  "eu",
  "css",
  "js",
  "svg",
  "woff2",
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "ics",
  "zip",
  "json",
  "txt",
  "html",
  "csv",
  "webp",
  "heic",
]);

export function keyLikeTexts(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(DOTTED)) {
    const parts = m[0].split(".");
    const last = parts.at(-1)!.toLowerCase();
    // "e.g" and "i.e" are abbreviations, not keys; a domain or a file name ends in its type.
    if (parts.some((p) => p.length < 2) || ENDINGS.has(last)) continue;
    found.add(m[0]);
  }
  for (const pattern of [NAMESPACED, CAMEL, UNFILLED])
    for (const m of text.matchAll(pattern)) if (!NAMES.has(m[0])) found.add(m[0]);
  return [...found];
}

/** The page's visible text and its accessible names, hints and placeholders. */
async function announcedTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ["aria-label", "aria-description", "title", "placeholder", "alt"];
    const named = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(","))].flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? ""),
    );
    return [document.title, document.body.innerText, ...named].join("\n");
  });
}

/** Fails the step when anything on the page reads like a translation key or an unfilled text. */
export async function expectNoRawKeys(page: Page) {
  const path = new URL(page.url()).pathname;
  expect(
    keyLikeTexts(await announcedTexts(page)),
    `text that reads like a translation key on ${path}`,
  ).toEqual([]);
}
