// After `vite build`: how much gzipped JavaScript each route downloads (entry + page chunk and
// their static imports, plus the Finnish catalogs it loads, each file once), written to
// dist/bundle-report.json, with a budget.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const BUDGET_BYTES = 150 * 1024;

// Route → the page module it loads lazily and the catalogs it needs: the manifest the router uses.
const manifestFile = join(import.meta.dirname, "..", "src", "lib", "routes.json");
const { routes, sharedNamespaces: SHARED_NAMESPACES } = JSON.parse(readFileSync(manifestFile, "utf8"));
const ROUTES = Object.fromEntries(
  Object.values(routes).map((r) => [
    r.path === "*" ? "* (menu pages)" : r.path,
    [`src/features/${r.page}`, r.namespaces],
  ]),
);
const catalog = (ns) => `src/locales/fi/${ns}.json`;

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("No entry in the Vite manifest");

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

const report = {};
const rows = [];
const shared = collect(entryKey);
for (const ns of SHARED_NAMESPACES) collect(catalog(ns), shared);
for (const [route, [source, namespaces]] of Object.entries(ROUTES)) {
  if (!manifest[source])
    throw new Error(`${source} (for ${route}) is not a chunk of its own in the Vite manifest`);
  const files = collect(source, new Set(shared));
  for (const ns of namespaces) collect(catalog(ns), files);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const pageOnly = [...files].filter((f) => !shared.has(f)).reduce((sum, file) => sum + gzipSize(file), 0);
  // Shared schemas (and the validation library) that the page imports dynamically after the first render.
  const later = new Set();
  for (const dyn of manifest[source].dynamicImports ?? [])
    if (dyn.includes("packages/schemas")) collect(dyn, later);
  const deferred = [...later].filter((f) => !files.has(f)).reduce((sum, file) => sum + gzipSize(file), 0);
  report[route] = bytes;
  rows.push({
    route,
    "total gzip KB": (bytes / 1024).toFixed(1),
    "route's own KB": (pageOnly / 1024).toFixed(1),
    "after first render KB": (deferred / 1024).toFixed(1),
    files: files.size,
  });
}

console.table(rows);
writeFileSync(join(dist, "bundle-report.json"), `${JSON.stringify(report, null, 2)}\n`);

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
