import { configVariables } from "./config.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/accounts.ts";
import { DEMO_STAFF } from "./seed/staff-seed.ts";
import { TEST_PERSONS } from "./sandbox/idp/test-persons.ts";

const cell = (text: string) => text.replaceAll("|", "\\|");
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => "---"), ...rows].map((r) => `| ${r.map(cell).join(" | ")} |`).join("\n");

/** The generated tables of the documentation, made from the same definitions the product uses. */
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
  "demo-staff": () =>
    table(
      ["Staff member", "Email at the identity provider", "Role", "Buildings"],
      DEMO_STAFF.map((s) => [
        s.name,
        `\`${s.email}\``,
        s.roles.map((r) => `\`${r}\``).join(", "),
        s.buildings === null ? "every building" : s.buildings.join(", "),
      ]),
    ) +
    "\n\nOpen `/hallinta`, choose the sign-in and pick the employee on the sandbox provider's page " +
    "(`/sandbox/idp`, the staff client); no password. The page also lists Outi Ulkopuolinen, whose " +
    "email is no staff member's, and Veera Vahvistamaton, whose account names Mirja's email without " +
    "the provider having verified it: both are refused. A staff member is bound to the provider's " +
    "account at their first sign-in.",
  "test-persons": () =>
    table(
      ["Test person", "Personal identity code", "Who"],
      TEST_PERSONS.map((p) => [`${p.firstName} ${p.lastName}`, `\`${p.identityCode}\``, p.en]),
    ),
} as const;

type TableName = keyof typeof README_TABLES;

/** Which document holds which generated tables (paths from the repository's root). */
export const GENERATED_DOCS: Record<string, TableName[]> = {
  "README.md": ["demo-accounts", "demo-staff", "test-persons"],
  "docs/configuration.md": ["config"],
};

/** `readme` with each of `names`' generated tables between its markers replaced by the current one. */
export function withReadmeTables(
  readme: string,
  names: TableName[] = Object.keys(README_TABLES) as TableName[],
): string {
  let out = readme;
  for (const name of names) {
    const make = README_TABLES[name];
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README has no ${name} table markers`);
    out = `${out.slice(0, from + start.length)}\n${make()}\n${out.slice(to)}`;
  }
  return out;
}
