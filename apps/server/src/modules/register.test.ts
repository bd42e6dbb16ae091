import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every module with routes registers itself through one register<Module>(app, ctx, …) in its
// <module>.setup.ts, and app.ts's ordered list calls it: app.ts builds no module's internals.
const modules = import.meta.dirname;
const app = readFileSync(join(modules, "../app.ts"), "utf8");
const withRoutes = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name)
  .filter((name) => readdirSync(join(modules, name)).some((file) => file.endsWith(".routes.ts")));
const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase());

describe("modules register themselves", () => {
  it.each(withRoutes)("%s has one register function, and app.ts calls it", async (name) => {
    const file = join(modules, name, `${name}.setup.ts`);
    expect(existsSync(file)).toBe(true);
    const setup = (await import(file)) as Record<string, unknown>;
    const registers = Object.keys(setup).filter((key) => key.startsWith("register"));
    expect(registers).toEqual([`register${pascal(name)}`]);
    expect(app).toContain(`await register${pascal(name)}(app, `);
  });

  it("app.ts imports no module's routes, services or repositories", () => {
    expect(app).not.toMatch(
      /^import (?!type )[^;]*from "\.\/modules\/[^"]+\.(routes|service|repository)\.ts"/m,
    );
  });
});
