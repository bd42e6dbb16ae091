// `npm run docs -w apps/server`: rewrites the generated tables of the README (demo accounts, sandbox
// test persons) and of docs/configuration.md (every variable) from the code that defines them.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../src/config.ts";
import { GENERATED_DOCS, withReadmeTables } from "../src/readme-tables.ts";

for (const [file, tables] of Object.entries(GENERATED_DOCS)) {
  const path = join(repoRoot, file);
  writeFileSync(path, withReadmeTables(readFileSync(path, "utf8"), tables));
}
console.log("Generated tables updated.");
