import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MANIFESTS } from "./manifests.ts";
import { orderModules, type ModuleBase } from "./module.ts";

const modules = import.meta.dirname;
const folders = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name)
  .sort();

/** Every module this one comes after, and those they come after. */
function before(m: ModuleBase): Set<string> {
  const found = new Set<string>();
  const visit = (n: ModuleBase): void => {
    for (const a of n.after)
      if (!found.has(a.name)) {
        found.add(a.name);
        visit(a);
      }
  };
  visit(m);
  return found;
}

describe("the manifests", () => {
  it.each(folders)(
    "%s declares itself in %s/<name>.module.ts, and the list holds that manifest",
    async (name) => {
      const file = join(modules, name, `${name}.module.ts`);
      expect(existsSync(file)).toBe(true);
      const exported = Object.values((await import(file)) as Record<string, unknown>).filter(
        (value): value is ModuleBase =>
          typeof value === "object" && value !== null && "name" in value && "after" in value,
      );
      expect(exported.map((m) => m.name)).toEqual([name]);
      expect(MANIFESTS).toContain(exported[0]);
    },
  );

  it("lists each module once, and no module without its folder", () => {
    expect(MANIFESTS.map((m) => m.name).sort()).toEqual(folders);
  });

  it("come in one order whatever the list's, and every module with routes after the session door (auth)", () => {
    const order = orderModules(MANIFESTS).map((m) => m.name);
    expect(orderModules([...MANIFESTS].reverse()).map((m) => m.name)).toEqual(order);
    const late = MANIFESTS.filter((m) => m.register && m.name !== "auth" && !before(m).has("auth"));
    expect(late.map((m) => m.name)).toEqual([]);
  });

  it("are all the platform imports of modules/: app.ts and runtime.ts name no module", () => {
    for (const file of ["../app.ts", "../runtime.ts"]) {
      const imports = [...readFileSync(join(modules, file), "utf8").matchAll(/from "\.\/modules\/([^"]+)"/g)];
      expect(
        imports
          .map(([, path]) => path)
          .filter((path) => !["manifests.ts", "module.ts", "context.ts"].includes(path!)),
        file,
      ).toEqual([]);
    }
  });
});
