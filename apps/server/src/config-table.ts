import { configVariables } from "./config.ts";

export const TABLE_START = "<!-- config:start -->";
export const TABLE_END = "<!-- config:end -->";

/** The README's configuration table, made from the same definitions the parser uses. */
export function configTable(): string {
  const rows = Object.entries(configVariables).map(
    ([name, v]) =>
      `| \`${name}\` | ${v.describe.replaceAll("|", "\\|")} | ${v.default.replaceAll("|", "\\|")} |`,
  );
  return ["| Variable | What it does | Default |", "|---|---|---|", ...rows].join("\n");
}

/** `readme` with the table between the markers replaced by the current one. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error("README has no configuration table markers");
  return `${readme.slice(0, start + TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}
