import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>("../locales/*/*.json", { eager: true, import: "default" });

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const byLanguage = (lang: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.includes(`/${lang}/`))
      .map(([path, tree]) => [path.split("/").pop()!, flatten(tree)]),
  );

/** A text with no words of its own: only placeholders, figures, units and punctuation ("{{date}} · {{topic}}"). */
const wordless = (text: string) => !/\p{L}{2,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ""));

/**
 * Swedish texts that are rightly the same as the Finnish: names and codes written alike in both
 * languages. Any other Swedish text equal to its Finnish one is taken as not yet translated.
 */
const SAME_IN_SWEDISH = new Map([
  ["common.json language.fi", "each language's name is written in that language"],
  ["common.json language.sv", "each language's name is written in that language"],
  ["common.json language.en", "each language's name is written in that language"],
  ["common.json bulletins.kind.uuras-info", "Uuras is the name of the resident-activity service"],
  ["payments.json bank.bic", "BIC is the code's name in every language"],
  ["termination.json form.bic", "BIC is the code's name in every language"],
  ["termination.json details.beneficiary", "a name, an IBAN and a share"],
  ["sandbox.json colours.meaning", "names the file tokens.css"],
  ["notices.json documents.pdf", "(PDF), a file type"],
  ["staff-queue.json age.minutes_one", "min, the unit's symbol"],
  ["staff-queue.json age.minutes_other", "min, the unit's symbol"],
]);

describe("translation catalogs", () => {
  const languages = { fi: byLanguage("fi"), sv: byLanguage("sv"), en: byLanguage("en") };
  const { fi, sv } = languages;

  it("has the same namespaces in every language", () => {
    expect(Object.keys(languages.sv).sort()).toEqual(Object.keys(fi).sort());
    expect(Object.keys(languages.en).sort()).toEqual(Object.keys(fi).sort());
    expect(Object.keys(fi).length).toBeGreaterThan(5);
  });

  it.each(Object.keys(fi))("%s has the same keys and no empty texts", (ns) => {
    for (const [lang, catalogs] of Object.entries(languages)) {
      const texts = catalogs[ns] ?? new Map<string, string>();
      expect([...texts.keys()].sort(), `${lang}/${ns}`).toEqual([...fi[ns]!.keys()].sort());
      for (const [key, text] of texts) expect(text.trim(), `${lang}/${ns} ${key}`).not.toBe("");
    }
  });

  it.each(Object.keys(fi))("%s is translated into Swedish", (ns) => {
    const untranslated = [...(sv[ns] ?? new Map<string, string>())]
      .filter(([key, text]) => text === fi[ns]!.get(key) && !wordless(text))
      .map(([key]) => `${ns} ${key}`)
      .filter((where) => !SAME_IN_SWEDISH.has(where));
    expect(untranslated).toEqual([]);
  });

  it("keeps the interpolation variables the same in every language", () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const ns of Object.keys(fi)) {
      for (const [key, text] of fi[ns]!) {
        expect(vars(languages.en[ns]!.get(key) ?? ""), `en ${ns} ${key}`).toEqual(vars(text));
        expect(vars(sv[ns]?.get(key) ?? ""), `sv ${ns} ${key}`).toEqual(vars(text));
      }
    }
  });

  it("uses the contract wording for the required email", () => {
    expect(fi["validation.json"]!.get("required.username")).toBe("Sähköpostiosoite on vaadittu.");
  });
});
