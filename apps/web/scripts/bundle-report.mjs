// After `vite build`: how much gzipped JavaScript each route downloads before its first render
// (entry + page chunk and their static imports, plus the Finnish catalogs it loads, each file
// once), written to dist/bundle-report.json, with a budget. Two more columns, outside the budget,
// show what follows: the schemas, zod and the form resolver a route's own code imports right after
// the first render, and for signed-in routes what the session check imports (the profile schema
// and zod) while the shell waits for GET /api/session.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

// The build being made (scripts/build-web.mjs names its folder), or dist/.
const dist = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, "..", "dist");
const BUDGET_BYTES = 150 * 1024;

// Route → the page module it loads lazily and the catalogs it needs: the manifest the router uses.
const manifestFile = join(import.meta.dirname, "..", "src", "lib", "routes.json");
const { routes, sharedNamespaces: SHARED_NAMESPACES } = JSON.parse(readFileSync(manifestFile, "utf8"));
const ROUTES = Object.fromEntries(
  Object.values(routes).map((r) => [
    r.path === "*" ? "* (menu pages)" : r.path,
    [`src/features/${r.page}`, r.namespaces, r.access !== "public"],
  ]),
);
const catalog = (ns) => `src/locales/fi/${ns}.json`;

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("No entry in the Vite manifest");

const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The chunk's own file plus everything it imports statically, recursively. */
function collect(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (chunk.file.endsWith(".js")) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
  return files;
}

/** What the given files import dynamically, other than pages, page parts and catalogs: schemas and validation code. */
function validationImports(files) {
  const later = new Set();
  for (const file of files)
    for (const dyn of manifest[keyOf.get(file)]?.dynamicImports ?? [])
      if (!dyn.startsWith("src/")) collect(dyn, later);
  return later;
}
const sizeOf = (files, without = new Set()) =>
  [...files].filter((f) => !without.has(f)).reduce((sum, file) => sum + gzipSize(file), 0);

const report = {};
const rows = [];
const shared = collect(entryKey);
for (const ns of SHARED_NAMESPACES) collect(catalog(ns), shared);
const sessionCheck = validationImports([manifest[entryKey].file]);
for (const [route, [source, namespaces, session]] of Object.entries(ROUTES)) {
  if (!manifest[source])
    throw new Error(`${source} (for ${route}) is not a chunk of its own in the Vite manifest`);
  const files = collect(source, new Set(shared));
  for (const ns of namespaces) collect(catalog(ns), files);
  const bytes = sizeOf(files);
  const pageOnly = sizeOf(files, shared);
  const ownFiles = [...files].filter((f) => !shared.has(f));
  const checked = session ? sizeOf(sessionCheck, files) : 0;
  // What the session check brought is not fetched again.
  const deferred = sizeOf(validationImports(ownFiles), new Set([...files, ...(session ? sessionCheck : [])]));
  report[route] = bytes;
  rows.push({
    route,
    "total gzip KB": (bytes / 1024).toFixed(1),
    "route's own KB": (pageOnly / 1024).toFixed(1),
    "after first render KB": (deferred / 1024).toFixed(1),
    "session check KB": (checked / 1024).toFixed(1),
    files: files.size,
  });
}

console.table(rows);
writeFileSync(join(dist, "bundle-report.json"), `${JSON.stringify(report, null, 2)}\n`);

// The typeface is a font file of its own, preloaded by every page and outside the JavaScript budget.
const fonts = readdirSync(join(dist, "assets"))
  .filter((file) => file.endsWith(".woff2"))
  .map((file) => ({ file, KB: (statSync(join(dist, "assets", file)).size / 1024).toFixed(1) }));
console.table(fonts);
writeFileSync(join(dist, "font-report.json"), `${JSON.stringify(fonts, null, 2)}\n`);

const over = Object.entries(report).filter(([, bytes]) => bytes > BUDGET_BYTES);
for (const [route, bytes] of over)
  console.error(
    `${route} loads ${(bytes / 1024).toFixed(1)} KB gzip, over the ${BUDGET_BYTES / 1024} KB budget`,
  );
if (over.length > 0) process.exit(1);
const largest = Math.max(...Object.values(report));
console.log(
  `Every route within the ${BUDGET_BYTES / 1024} KB budget (largest ${(largest / 1024).toFixed(1)} KB gzip)`,
);
