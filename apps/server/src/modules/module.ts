// The modules' kit. A module declares itself in one manifest, modules/<name>/<name>.module.ts, with
// defineModule: its name and the modules it comes after, its slice of the configuration, its
// routes, its jobs and what of its rows expire, its mail and SMS, its kinds of the staff queue, the
// tables it owns, its personal data and its readiness checks. The platform reads the manifests of
// modules/manifests.ts and nothing else of a module: app.ts registers them in the order their
// `after` gives (registerModules, orderModules), the runtime schedules the jobs they declare, the
// outbox worker renders their messages and the queue reads their work items (the kit names the
// queue's source type for that slot). docs/adding-a-domain.md tells how to write one.
import type { FastifyInstance } from "fastify";
import { WORK_ITEM_KINDS } from "@portal/schemas/queue.constants";
import type { Config } from "../config.ts";
import type { Table } from "../db/tables.ts";
import type { MessageSet } from "../integrations/templates/message.ts";
import type { JobDefinition, LogFn } from "../lib/job.ts";
import type { GaugeSet } from "../plugins/metrics.ts";
import type { ReadinessCheck } from "../plugins/readiness.ts";
import type { AppContext } from "./context.ts";
import type { QueueSource, WorkItemSources } from "./queue/index.ts";

/** The configuration an app is built with: all of it in the runtime, what a test sets otherwise. */
export type AppConfig = Partial<Config>;

/** What a module's register, jobs and expiries are given: the application context and its settings. */
export interface ModuleContext<Settings> extends AppContext {
  /** The module's slice of the configuration, as its manifest's `settings` read it. */
  settings: Settings;
  /** The staff queue's sources, one per kind, as the modules declared them (`workItems`). */
  workItems: WorkItemSources;
}

/**
 * A job of the module (lib/job.ts has what the runtime makes of it). Methods, not function
 * properties, so that a manifest's own types stay its own when the platform holds every manifest.
 */
export interface ModuleJob<Settings, Provides, Deps> {
  /** The log's `job` and the metrics' `job` label: one name across the modules. */
  readonly name: string;
  /** Milliseconds between passes, from the module's settings when they say. */
  intervalMs(settings: Settings): number;
  /** Runs in one process at a time, once per interval among them (JobDefinition.once). */
  readonly once: boolean;
  readonly first: JobDefinition["first"];
  /** Whether the job runs at all with these settings; unset, always. */
  runsWith?(settings: Settings): boolean;
  /** The pass, made once from the module's context, what its register returned and what it takes. */
  pass(ctx: ModuleContext<Settings>, own: Provides, deps: Deps): JobDefinition["pass"];
}

/**
 * Rows of the module's that expire: the housekeeping job (jobs/housekeeping.ts) deletes them every
 * pass, with every other module's. Deletes must be idempotent: two processes may run them at once.
 */
export interface ModuleExpiry {
  /** Its count in the housekeeping job's log line (`deleted.<name>`). */
  readonly name: string;
  /** Deletes what has expired at `at` and says how many; a stopping pass (`signal`) ends between batches. */
  delete(ctx: AppContext, at: Date, pass: { signal?: AbortSignal; log: { error: LogFn } }): Promise<number>;
}

/**
 * The personal data a module keeps, for a tenant's data export and erasure: a slot each manifest
 * fills in when those come (its tables that name a person, and how to read and erase a person's rows).
 */
export interface PersonalData {
  readonly tables: readonly Table[];
}

/** What the platform holds of any manifest. */
export interface ModuleBase {
  readonly name: string;
  readonly after: readonly ModuleBase[];
}

export interface ModuleManifest<
  Name extends string,
  Needs extends readonly ModuleBase[],
  Settings,
  Provides,
> extends ModuleBase {
  /** Its folder under modules/. */
  readonly name: Name;
  /**
   * The modules registered before it: those whose register's result it takes (`deps`, by their
   * names) and those whose routes or hooks it needs first (the auth module's session door).
   */
  readonly after: Needs;
  /** Its slice of the configuration, defaults included; a test app may override it (AppDeps.settings). */
  settings?(config: AppConfig): Settings;
  /** Its routes on `app`; returns what later modules take from it. */
  register?(app: FastifyInstance, ctx: ModuleContext<Settings>, deps: DepsOf<Needs>): Promise<Provides>;
  readonly jobs?: readonly ModuleJob<Settings, Provides, DepsOf<Needs>>[];
  /**
   * The mail and SMS it sends (defineMessages, <name>.messages.ts), each with its channel's template
   * in every language: the outbox worker renders them by name.
   */
  readonly messages?: MessageSet;
  /** Its kinds of work item in the staff's handling queue (queue/sources.repository.ts), over its own tables. */
  readonly workItems?: readonly QueueSource[];
  /** What of its rows the housekeeping job deletes, and when. */
  readonly housekeeping?: readonly ModuleExpiry[];
  /** The tables it owns, and those of them other modules may read (never write). */
  readonly tables?: { readonly owns: readonly Table[]; readonly shares?: readonly Table[] };
  readonly personalData?: PersonalData;
  /** Services it cannot work without: GET /api/ready is 503 while one fails. */
  readiness?(ctx: ModuleContext<Settings>, own: Provides): ReadinessCheck[];
  /** Gauges of its own for the metrics (GET /metrics on METRICS_PORT); none with these settings: []. */
  gauges?(ctx: ModuleContext<Settings>, own: Provides): GaugeSet[];
}

/** Any manifest: what the list of manifests holds. */
export type AnyModule = ModuleManifest<string, readonly ModuleBase[], unknown, unknown>;

/** What a module's register returns. */
export type ProvidesOf<M> =
  M extends ModuleManifest<string, readonly ModuleBase[], unknown, infer P> ? P : never;
/** A module's settings. */
export type SettingsOf<M> =
  M extends ModuleManifest<string, readonly ModuleBase[], infer S, unknown> ? S : never;
/** What the modules `after` names give, by name: `deps.lease.access`. */
export type DepsOf<Needs extends readonly ModuleBase[]> = {
  [M in Needs[number] as M["name"]]: ProvidesOf<M>;
};
/** A test app's settings of some modules in place of the configuration's (AppDeps.settings). */
export type SettingsOverrides<Modules extends readonly ModuleBase[]> = {
  [M in Modules[number] as M["name"]]?: Partial<SettingsOf<M>>;
};

/** A module's manifest; the types of its settings, its register's result and its deps follow from it. */
export function defineModule<
  const Name extends string,
  const Needs extends readonly ModuleBase[] = readonly [],
  Settings = undefined,
  Provides = void,
>(
  manifest: ModuleManifest<Name, Needs, Settings, Provides>,
): ModuleManifest<Name, Needs, Settings, Provides> {
  return manifest;
}

/**
 * The manifests in the order they register: each after every module its `after` names, modules
 * that need not wait for each other by name (so the list's own order changes nothing). Throws on
 * a name given twice, an `after` naming a module not in the list, and a cycle.
 */
export function orderModules<M extends ModuleBase>(manifests: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const m of manifests) {
    if (byName.has(m.name)) throw new Error(`module ${m.name} is listed twice`);
    byName.set(m.name, m);
  }
  const waitsFor = new Map<string, Set<string>>();
  for (const m of manifests) {
    const names = new Set<string>();
    for (const before of m.after) {
      if (byName.get(before.name) !== before)
        throw new Error(`module ${m.name} comes after ${before.name}, which is not in the list of modules`);
      names.add(before.name);
    }
    waitsFor.set(m.name, names);
  }
  const ordered: M[] = [];
  while (waitsFor.size > 0) {
    const ready = [...waitsFor].filter(([, names]) => names.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(`modules come after each other in a circle: ${[...waitsFor.keys()].sort().join(", ")}`);
    const next = ready.sort()[0]!;
    ordered.push(byName.get(next)!);
    waitsFor.delete(next);
    for (const names of waitsFor.values()) names.delete(next);
  }
  return ordered;
}

/**
 * The staff queue's sources of the manifests: one for every kind of work item (WORK_ITEM_KINDS);
 * throws on a kind with none or with two.
 */
export function workItemSources(manifests: readonly AnyModule[]): WorkItemSources {
  const sources = new Map<string, QueueSource>();
  for (const m of manifests)
    for (const source of m.workItems ?? []) {
      if (sources.has(source.kind)) throw new Error(`work-item kind ${source.kind} has two sources`);
      sources.set(source.kind, source);
    }
  const missing = WORK_ITEM_KINDS.filter((kind) => !sources.has(kind));
  if (missing.length) throw new Error(`no module declares the work-item kinds ${missing.join(", ")}`);
  return Object.fromEntries(sources) as WorkItemSources;
}

/** What the platform runs of the registered modules besides their routes. */
export interface RegisteredModules {
  /** Every module's jobs, in the modules' order. */
  jobs: JobDefinition[];
  /** Every module's expiries, in the modules' order, each bound to its module's context. */
  housekeeping: {
    name: string;
    delete(at: Date, pass: Parameters<ModuleExpiry["delete"]>[2]): Promise<number>;
  }[];
  /** Every module's readiness checks. */
  readiness: ReadinessCheck[];
  /** Every module's gauges. */
  gauges: GaugeSet[];
}

/**
 * Registers the manifests on `app` in their order (orderModules), each with its settings (the
 * configuration's, or a test's override) and what the modules it comes after returned, and makes
 * their jobs, expiries and readiness checks.
 */
export async function registerModules(
  app: FastifyInstance,
  context: AppContext,
  manifests: readonly AnyModule[],
  options: { config: AppConfig; settings?: Partial<Record<string, object>> },
): Promise<RegisteredModules> {
  const workItems = workItemSources(manifests);
  const provided = new Map<string, unknown>();
  /** Job names are the log's, the metrics' and job_runs': one each, and housekeeping's is the platform's. */
  const names = new Set(["housekeeping"]);
  const registered: RegisteredModules = { jobs: [], housekeeping: [], readiness: [], gauges: [] };
  for (const m of orderModules(manifests)) {
    const read = m.settings?.(options.config);
    const override = options.settings?.[m.name];
    const settings = override ? { ...(read as object), ...override } : read;
    const ctx: ModuleContext<unknown> = { ...context, settings, workItems };
    const deps = Object.fromEntries(m.after.map((before) => [before.name, provided.get(before.name)]));
    const own = m.register ? await m.register(app, ctx, deps) : undefined;
    provided.set(m.name, own);
    for (const job of m.jobs ?? []) {
      if (names.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
      names.add(job.name);
      if (job.runsWith?.(settings) ?? true)
        registered.jobs.push({
          name: job.name,
          intervalMs: job.intervalMs(settings),
          once: job.once,
          first: job.first,
          pass: job.pass(ctx, own, deps),
        });
    }
    for (const expiry of m.housekeeping ?? [])
      registered.housekeeping.push({ name: expiry.name, delete: (at, pass) => expiry.delete(ctx, at, pass) });
    registered.readiness.push(...(m.readiness?.(ctx, own) ?? []));
    registered.gauges.push(...(m.gauges?.(ctx, own) ?? []));
  }
  return registered;
}
