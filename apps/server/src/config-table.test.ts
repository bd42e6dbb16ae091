import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, loadConfig, repoRoot } from "./config.ts";
import { withConfigTable } from "./config-table.ts";

describe("configuration", () => {
  it("the README documents every variable, exactly as config.ts defines it", () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    // On failure: npm run docs:config -w apps/server
    expect(readme).toBe(withConfigTable(readme));
    for (const name of Object.keys(configVariables)) expect(readme).toContain(`\`${name}\``);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "abc", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
