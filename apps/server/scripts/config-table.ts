// `npm run docs:config -w apps/server`: rewrites the README's configuration table from config.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../src/config.ts";
import { withConfigTable } from "../src/config-table.ts";

const path = join(repoRoot, "README.md");
writeFileSync(path, withConfigTable(readFileSync(path, "utf8")));
console.log("README configuration table updated.");
