// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of dist/, at the
// highest levels, which only a build can afford. The server sends them to browsers that accept
// them (@fastify/static's preCompressed); phones download a quarter of the bytes. index.html is
// left out: the server adds its settings to it at start-up and compresses that itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// The build being made (scripts/build-web.mjs names its folder), or dist/.
const dist = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, "..", "dist");
const TEXT = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".map",
]);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const totals = { files: 0, plain: 0, gzip: 0, brotli: 0 };
for (const path of files(dist)) {
  if (!TEXT.has(extname(path)) || relative(dist, path) === "index.html") continue;
  const plain = readFileSync(path);
  const variants = {
    br: brotliCompressSync(plain, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
      },
    }),
    gz: gzipSync(plain, { level: 9 }),
  };
  totals.files++;
  totals.plain += plain.length;
  totals.brotli += Math.min(variants.br.length, plain.length);
  totals.gzip += Math.min(variants.gz.length, plain.length);
  // A copy no smaller than the file would only cost the browser time: the plain file is sent instead.
  for (const [extension, bytes] of Object.entries(variants))
    if (bytes.length < plain.length) writeFileSync(`${path}.${extension}`, bytes);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Compressed ${totals.files} files: ${kb(totals.plain)} plain, ${kb(totals.gzip)} gzip, ${kb(totals.brotli)} brotli`,
);
