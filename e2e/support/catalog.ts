import { readFileSync } from "node:fs";
import { join } from "node:path";

type Tree = { [key: string]: string | Tree };
const dir = join(import.meta.dirname, "../../apps/web/src/locales");

/** Texts straight from the web app's catalogs, so the tests follow the wording instead of copying it. */
export function t(lang: "fi" | "sv" | "en", key: string, vars: Record<string, string> = {}): string {
  const [ns, ...path] =
    key.split(":").length > 1
      ? [key.split(":")[0]!, ...key.split(":")[1]!.split(".")]
      : ["common", ...key.split(".")];
  let node: string | Tree = JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), "utf8")) as Tree;
  for (const part of path) {
    if (typeof node === "string" || !(part in node)) throw new Error(`missing ${lang} ${key}`);
    node = node[part]!;
  }
  if (typeof node !== "string") throw new Error(`${key} is not a text`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}
