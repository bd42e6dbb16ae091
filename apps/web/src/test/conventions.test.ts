import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { routes } from "../lib/paths.ts";

const root = join(import.meta.dirname, "..");
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("test/"))
  .map((file) => ({ file: relative(root, join(root, file)), text: readFileSync(join(root, file), "utf8") }));

/** The lines where the pattern matches, as "file:line: text". */
function where(pattern: RegExp, files = sources) {
  return files.flatMap(({ file, text }) =>
    text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe("the endpoint-file convention", () => {
  it("writes a query key only where its query options are defined", () => {
    const outside = sources.flatMap(({ file, text }) => {
      const lines = text.split("\n");
      return lines.flatMap((line, i) => {
        if (!/queryKey: \[/.test(line)) return [];
        // A key literal belongs in queryOptions({ … }) a line or two above it.
        const above = lines.slice(Math.max(0, i - 2), i).join("\n");
        return /queryOptions\(\{/.test(above) ? [] : [`${file}:${i + 1}: ${line.trim()}`];
      });
    });
    expect(outside).toEqual([]);
  });

  it("invalidates and writes the cache only through a query options' key or a domain's key", () => {
    expect(
      where(/(invalidateQueries|setQueryData|removeQueries|getQueryData)\(\{?\s*(queryKey: )?\[/),
    ).toEqual([]);
    expect(where(/queryKey\[0\] !== "/)).toEqual([]);
  });

  it("keeps mutations in the features' api files", () => {
    const outside = sources.filter(({ file }) => !/\/api\//.test(file) && !file.startsWith("lib/"));
    expect(where(/\buseMutation\(/, outside)).toEqual([]);
  });

  it("leaves retrying server errors to the query client's default", () => {
    // The content service's single retry and the sign-up session's none are deliberate.
    const allowed = [
      "lib/content/queries.ts",
      "features/sign-up/api/registerSession.ts",
      "lib/queryClient.ts",
    ];
    expect(
      where(
        /\bretry:/,
        sources.filter(({ file }) => !allowed.includes(file)),
      ),
    ).toEqual([]);
    expect(
      where(
        /new QueryClient\(/,
        sources.filter(({ file }) => file !== "lib/queryClient.ts"),
      ),
    ).toEqual([]);
  });
});

/** A page module and the modules of its own feature it imports, recursively: where its header may be. */
function pageSources(file: string, seen = new Set<string>()): { file: string; text: string }[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = sources.find((s) => s.file === file);
  if (!source) return [];
  const feature = file.split("/").slice(0, 2).join("/");
  const local = [...source.text.matchAll(/from "(\.{1,2}\/[^"]+\.tsx?)"/g)]
    .map((m) => relative(root, join(root, dirname(file), m[1]!)))
    .filter((imported) => imported.startsWith(`${feature}/`));
  return [source, ...local.flatMap((imported) => pageSources(imported, seen))];
}

describe("the page header convention", () => {
  // Every routed page shows one PageHeader (directly, or through IdentityPage on the pages before
  // signing in): one H1, the breadcrumb and the page's actions in one place.
  const pages = [...new Set(Object.values(routes).map((route) => `features/${route.page}`))].sort();
  const header = /<(PageHeader|IdentityPage)\b/;
  const rawHeading = /<h1\b/;
  const survey = pages.map((page) => {
    const texts = pageSources(page).map((s) => s.text);
    return {
      page,
      header: texts.some((text) => header.test(text)),
      rawHeading: texts.some((text) => rawHeading.test(text)),
    };
  });

  it("finds every routed page module", () => {
    expect(survey.filter(({ page }) => !sources.some((s) => s.file === page))).toEqual([]);
  });

  it("never stacks a page header over an H1 of the page's own", () => {
    expect(survey.filter((p) => p.header && p.rawHeading).map((p) => p.page)).toEqual([]);
  });

  it("puts every routed page on the page header", () => {
    expect(survey.filter((p) => !p.header).map((p) => p.page)).toEqual([]);
  });
});
