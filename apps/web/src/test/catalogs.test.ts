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

describe("translation catalogs", () => {
  const fi = byLanguage("fi");
  const en = byLanguage("en");

  it("has the same namespaces in both languages", () => {
    expect(Object.keys(fi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fi).length).toBeGreaterThan(5);
  });

  it.each(Object.keys(fi))("%s has the same keys and no empty texts", (ns) => {
    expect([...fi[ns]!.keys()].sort()).toEqual([...en[ns]!.keys()].sort());
    for (const [lang, texts] of [
      ["fi", fi[ns]!],
      ["en", en[ns]!],
    ] as const) {
      for (const [key, text] of texts) expect(text.trim(), `${lang}/${ns} ${key}`).not.toBe("");
    }
  });

  it("keeps the interpolation variables the same in both languages", () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const ns of Object.keys(fi)) {
      for (const [key, text] of fi[ns]!)
        expect(vars(en[ns]!.get(key) ?? ""), `${ns} ${key}`).toEqual(vars(text));
    }
  });

  it("uses the contract wording for the required email", () => {
    expect(fi["validation.json"]!.get("required.username")).toBe("Sähköpostiosoite on vaadittu.");
  });
});
