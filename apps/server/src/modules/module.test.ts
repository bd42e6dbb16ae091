import Fastify from "fastify";
import { describe, expect, expectTypeOf, it } from "vitest";
import { WORK_ITEM_KINDS } from "@portal/schemas/queue.constants";
import type { Db } from "../db/client.ts";
import type { FileStore } from "../integrations/files/file-store.ts";
import type { AppContext } from "./context.ts";
import { defineModule, orderModules, registerModules, workItemSources, type ModuleBase } from "./module.ts";
import type { QueueSource } from "./queue/index.ts";

const names = (modules: readonly ModuleBase[]) => modules.map((m) => m.name);

const first = defineModule({
  name: "first",
  after: [],
  async register() {
    return { count: 1 };
  },
});
const second = defineModule({
  name: "second",
  after: [first],
  settings: (config) => ({ email: config.customerServiceEmail ?? "default@example.fi", factor: 1 }),
  async register(_app, ctx, deps) {
    expectTypeOf(deps.first).toEqualTypeOf<{ count: number }>();
    expectTypeOf(ctx.settings).toEqualTypeOf<{ email: string; factor: number }>();
    // @ts-expect-error: a module takes only what the modules it comes after give.
    void deps.third;
    return { total: deps.first.count + 1 };
  },
});
const alpha = defineModule({ name: "alpha", after: [first] });
/** A module declaring every kind of the staff queue (the app refuses to start without them). */
const kinds = defineModule({
  name: "kinds",
  after: [],
  workItems: WORK_ITEM_KINDS.map((kind) => ({ kind }) as QueueSource),
});
const third = defineModule({ name: "third", after: [second, alpha] });

describe("the order of the modules", () => {
  it("puts each module after the modules it names, whatever the list's order, ties by name", () => {
    expect(names(orderModules([third, second, alpha, first]))).toEqual(["first", "alpha", "second", "third"]);
    expect(names(orderModules([first, alpha, second, third]))).toEqual(["first", "alpha", "second", "third"]);
  });

  it("refuses a module listed twice, a module after one not in the list, and a circle", () => {
    expect(() => orderModules([first, first])).toThrow("module first is listed twice");
    expect(() => orderModules([second, third, alpha])).toThrow(
      "module second comes after first, which is not in the list of modules",
    );
    const a: ModuleBase & { after: ModuleBase[] } = { name: "a", after: [] };
    const b: ModuleBase = { name: "b", after: [a] };
    a.after.push(b);
    expect(() => orderModules([a, b, first])).toThrow("modules come after each other in a circle: a, b");
  });
});

describe("the staff queue's sources", () => {
  it("are one for every kind, whichever module declares it", () => {
    expect(Object.keys(workItemSources([kinds])).sort()).toEqual([...WORK_ITEM_KINDS].sort());
    const two = defineModule({ name: "two", after: [], workItems: [{ kind: "messages" } as QueueSource] });
    expect(() => workItemSources([kinds, two])).toThrow("work-item kind messages has two sources");
    const some = defineModule({ name: "some", after: [], workItems: [{ kind: "messages" } as QueueSource] });
    expect(() => workItemSources([some])).toThrow("no module declares the work-item kinds fault-reports");
  });
});

describe("registering the modules", () => {
  const context: AppContext = {
    db: {} as Db,
    now: () => new Date(0),
    config: {
      publicUrl: "http://localhost",
      serverKey: "k",
      requestLimits: undefined,
      uploadFileTimeoutMs: 1,
    },
    files: {} as FileStore,
    log: Fastify().log,
  } as AppContext;

  it("gives each its settings, an override's in their place, and what the modules before it returned", async () => {
    const seen: unknown[] = [];
    const last = defineModule({
      name: "last",
      after: [second],
      settings: () => ({ interval: 5 }),
      async register(_app, ctx, deps) {
        seen.push(ctx.settings, deps.second);
      },
      jobs: [
        {
          name: "tick",
          intervalMs: (settings) => settings.interval,
          once: true,
          first: "later",
          pass: (ctx) => ({ runOnce: async () => ctx.settings.interval }),
        },
        {
          name: "never",
          intervalMs: () => 1,
          once: false,
          first: "at-start",
          runsWith: () => false,
          pass: () => ({ runOnce: async () => 0 }),
        },
      ],
      housekeeping: [{ name: "rows", delete: async (_ctx, at) => at.getTime() }],
      readiness: () => [{ name: "service", check: async () => {} }],
    });
    const app = Fastify();
    const registered = await registerModules(app, context, [last, second, first, kinds], {
      config: { customerServiceEmail: "asiakaspalvelu@example.fi" },
      settings: { second: { factor: 3 } },
    });
    expect(seen).toEqual([{ interval: 5 }, { total: 2 }]);
    expect(registered.jobs.map((j) => [j.name, j.intervalMs, j.once, j.first])).toEqual([
      ["tick", 5, true, "later"],
    ]);
    expect(await registered.jobs[0]!.pass.runOnce()).toBe(5);
    expect(await registered.housekeeping[0]!.delete(new Date(7), { log: { error() {} } })).toBe(7);
    expect(registered.readiness.map((c) => c.name)).toEqual(["service"]);
    await app.close();
    const again = defineModule({ ...last, name: "again", jobs: [last.jobs![1]!] });
    await expect(
      registerModules(Fastify(), context, [last, second, first, kinds, again], { config: {} }),
    ).rejects.toThrow("job never is declared twice");
  });

  it("reads a module's settings from the configuration, and a test's override over them", async () => {
    let settings: unknown;
    const spy = defineModule({
      ...second,
      async register(app, ctx, deps) {
        settings = ctx.settings;
        return second.register!(app, ctx, deps);
      },
    });
    await registerModules(Fastify(), context, [first, spy, kinds], {
      config: { customerServiceEmail: "asiakaspalvelu@example.fi" },
      settings: { second: { factor: 3 } },
    });
    expect(settings).toEqual({ email: "asiakaspalvelu@example.fi", factor: 3 });
  });
});
