import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const modules = join(import.meta.dirname, "../modules");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !/\.test\.ts$|-test-client\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A staff member's buildings are held to a resource by its condition in access/reach.ts, never
 * written again in a module: a module that compares the scope with "all" or lists a building
 * column against the scope itself has written the rule a second time.
 */
const HAND_WRITTEN = [
  /\b(buildings|scope|reach|within|buildingIds)\s*[!=]==\s*"all"/,
  /inArray\([\w.]*(buildingId|buildings\.id)\s*,\s*\[\.\.\.(scope|reach|within|buildingIds|buildings)\]/,
];

describe("staff reach", () => {
  it("is written once per resource, in access/reach.ts, and nowhere in the modules", () => {
    const files = sources(modules);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          HAND_WRITTEN.some((pattern) => pattern.test(line))
            ? [`${relative(modules, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
