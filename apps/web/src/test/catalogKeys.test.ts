import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { findKeys } from "i18next-cli";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree | string[] };
const web = join(import.meta.dirname, "../..");
const locales = join(web, "src/locales");
const LANGUAGES = readdirSync(locales);

/** Every key path of a catalog, texts and the lists and groups read whole (`returnObjects`). */
function paths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" || Array.isArray(value) ? [path] : [path, ...paths(value, path)];
  });
}

function catalog(lang: string, ns: string): Set<string> {
  try {
    return new Set(paths(JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), "utf8")) as Tree));
  } catch {
    return new Set();
  }
}

/**
 * Keys the extractor finds that need not exist, each with its reason: a key built from a value the
 * code has already ruled out (the extractor reads the value's type, not the branch), or a domain's
 * own wording tried before the shared one.
 */
const NOT_NEEDED = new Map([
  ["billing:history.month.none", "PeriodList renders the month's line only when the month is not 'none'"],
  ["staff-queue:item.outcome.idle", "QueueItemPage shows no message while the outcome is 'idle'"],
  ["committee-form:validation.invalid.default", "formFieldError tries it before validation:invalid.default"],
  [
    "termination:errors.invalid.default",
    "the termination's and exchange's field messages try it before the shared one",
  ],
]);

/** A count chooses the plural form where the catalog has them, and the key itself where it has one text. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe("translation keys in the code", async () => {
  // The web's source, and the shared schemas whose types name the values of keys built from them.
  const found = await findKeys(
    {
      locales: LANGUAGES,
      extract: {
        input: [`${web}/src/**/*.{ts,tsx}`, `${web}/../../packages/schemas/src/**/*.ts`],
        ignore: [`${web}/src/**/*.test.{ts,tsx}`, `${web}/src/test/**`],
        output: `${locales}/{{language}}/{{namespace}}.json`,
        defaultNS: "common",
        primaryLanguage: "fi",
      },
    },
    { info: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) },
  );
  const keys = [...found.allKeys.values()].filter((k) => !NOT_NEEDED.has(`${k.ns}:${k.key}`));

  it("finds the keys of every page", () => {
    expect(keys.length).toBeGreaterThan(1000);
  });

  it.each(LANGUAGES)("has every key the code asks for in the %s catalogs", (lang) => {
    const missing = keys
      .filter((k) => {
        const texts = catalog(lang, String(k.ns));
        return !texts.has(k.key) && !(PLURAL.test(k.key) && texts.has(k.key.replace(PLURAL, "")));
      })
      .map(
        (k) =>
          `${k.ns}:${k.key} (${k.locations?.map((l) => `${relative(web, l.file)}:${l.line}`).join(", ")})`,
      );
    expect(missing).toEqual([]);
  });
});
