// `npm run docs -w apps/server`: rewrites the README's generated tables (configuration, demo
// accounts, sandbox test persons) from the code that defines them.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../src/config.ts";
import { withReadmeTables } from "../src/readme-tables.ts";

const path = join(repoRoot, "README.md");
writeFileSync(path, withReadmeTables(readFileSync(path, "utf8")));
console.log("README tables updated.");
