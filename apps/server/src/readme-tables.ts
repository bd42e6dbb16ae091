import { configVariables } from "./config.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed/accounts.ts";
import { TEST_PERSONS } from "./sandbox/idp/test-persons.ts";

const cell = (text: string) => text.replaceAll("|", "\\|");
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => "---"), ...rows].map((r) => `| ${r.map(cell).join(" | ")} |`).join("\n");

/** The README's generated tables, made from the same definitions the product uses. */
export const README_TABLES = {
  config: () =>
    table(
      ["Variable", "What it does", "Default"],
      Object.entries(configVariables).map(([name, v]) => [`\`${name}\``, v.describe, v.default]),
    ),
  "demo-accounts": () =>
    table(
      ["Account", "What it shows"],
      DEMO_ACCOUNTS.map((a) => [`\`${a.email}\``, a.en]),
    ) + `\n\nEvery account's password is \`${DEMO_PASSWORD}\`.`,
  "test-persons": () =>
    table(
      ["Test person", "Personal identity code", "Who"],
      TEST_PERSONS.map((p) => [`${p.firstName} ${p.lastName}`, `\`${p.identityCode}\``, p.en]),
    ),
} as const;

/** `readme` with every generated table between its markers replaced by the current one. */
export function withReadmeTables(readme: string): string {
  let out = readme;
  for (const [name, make] of Object.entries(README_TABLES)) {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README has no ${name} table markers`);
    out = `${out.slice(0, from + start.length)}\n${make()}\n${out.slice(to)}`;
  }
  return out;
}
