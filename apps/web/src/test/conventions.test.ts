import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

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
