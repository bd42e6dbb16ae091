import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { tableName, tablesOf, type Table } from "../db/tables.ts";
import { MANIFESTS } from "./manifests.ts";
import { workItemSources } from "./module.ts";

// Every table belongs to one module, and a module's code queries only its own tables, or another
// module's that its owner shares for reading (the manifest's `tables.shares`); it writes another
// module's rows only through that module's public surface, never by naming its table.

const src = join(import.meta.dirname, "..");
const schemaDir = join(src, "db/schema");

/** The tables that belong to no module, each with the part of the platform that owns it and why. */
const PLATFORM: Record<string, { owner: string; why: string }> = {
  job_runs: {
    owner: "jobs/",
    why: "the scheduler's record of the once-jobs' passes (jobs/job-runs.repository.ts)",
  },
  sandbox_messages: { owner: "sandbox/", why: "the sandbox mailbox, a stand-in for mail and SMS" },
  sandbox_idp_records: { owner: "sandbox/", why: "the sandbox bank's sessions and grants" },
  sandbox_idp_keys: { owner: "sandbox/", why: "the sandbox bank's keys" },
  sandbox_payments: { owner: "sandbox/", why: "the sandbox payment provider's transactions" },
  sandbox_payment_nonces: { owner: "sandbox/", why: "the sandbox payment provider's seen nonces" },
};

/** Every table of db/schema, by its name in the database, with the file and export it comes from. */
const schema = new Map<string, { table: Table; file: string; name: string }>();
for (const file of readdirSync(schemaDir).filter((f) => f.endsWith(".ts"))) {
  const exports = (await import(join(schemaDir, file))) as Record<string, unknown>;
  for (const table of tablesOf(exports)) {
    const name = Object.entries(exports).find(([, value]) => value === table)![0];
    schema.set(tableName(table), { table, file, name });
  }
}

/** Each table's owner: its module, or a part of the platform. */
const owners = new Map<string, string[]>();
const own = (table: string, owner: string) => owners.set(table, [...(owners.get(table) ?? []), owner]);
for (const m of MANIFESTS) for (const table of m.tables?.owns ?? []) own(tableName(table), m.name);
for (const [table, { owner }] of Object.entries(PLATFORM)) own(table, owner);
const ownerOf = (table: string) => owners.get(table)?.[0];
const shared = new Set(MANIFESTS.flatMap((m) => (m.tables?.shares ?? []).map(tableName)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !/\.test\.ts$|-test-client\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** What a file does with tables: those it names (read), and those it inserts into, updates or deletes from. */
interface Use {
  table: string;
  write: boolean;
  at: string;
}

const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi;
const READ = /\b(?:from|join|using)\s+([a-z_]+)\b/gi;

function usesOf(file: string, text = readFileSync(file, "utf8")): Use[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node) =>
    `${relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const uses: Use[] = [];
  // The tables it imports from db/schema, by their local names.
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!from.includes("/db/schema/")) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const file = from.split("/").pop()!;
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      const table = [...schema.entries()].find(([, t]) => t.file === file && t.name === exported);
      if (!table || element.isTypeOnly) continue;
      imported.set(element.name.text, table[0]);
      uses.push({ table: table[0], write: false, at: at(element) });
    }
  }
  const visit = (node: ts.Node) => {
    // db.insert(table), db.update(table), db.delete(table); a workflow's records and history.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ["insert", "update", "delete"].includes(node.expression.name.text)
    )
      for (const arg of node.arguments)
        if (ts.isIdentifier(arg) && imported.has(arg.text))
          uses.push({ table: imported.get(arg.text)!, write: true, at: at(node) });
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ["records", "history"].includes(node.name.text) &&
      ts.isIdentifier(node.initializer) &&
      imported.has(node.initializer.text)
    )
      uses.push({ table: imported.get(node.initializer.text)!, write: true, at: at(node) });
    // SQL written out in a sql`…` template.
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "sql") {
      const parts = ts.isNoSubstitutionTemplateLiteral(node.template)
        ? [node.template.text]
        : [node.template.head.text, ...node.template.templateSpans.map((span) => span.literal.text)];
      for (const part of parts) {
        for (const [, name] of part.matchAll(WRITE))
          if (schema.has(name!)) uses.push({ table: name!, write: true, at: at(node) });
        for (const [, name] of part.matchAll(READ))
          if (schema.has(name!)) uses.push({ table: name!, write: false, at: at(node) });
      }
      // insert into ${table}, update ${table}, delete from ${table}.
      const template = node.template;
      if (ts.isTemplateExpression(template))
        template.templateSpans.forEach((span, i) => {
          const before = i === 0 ? template.head.text : template.templateSpans[i - 1]!.literal.text;
          if (
            /\b(?:insert\s+into|update|delete\s+from)\s*$/i.test(before) &&
            ts.isIdentifier(span.expression) &&
            imported.has(span.expression.text)
          )
            uses.push({ table: imported.get(span.expression.text)!, write: true, at: at(node) });
        });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return uses;
}

/** The rule: a module names only its own tables, or reads another's that its owner shares. */
function breaches(module: string, uses: Use[]): string[] {
  return uses.flatMap(({ table, write, at }) => {
    const owner = ownerOf(table);
    if (owner === module) return [];
    if (write) return [`${at}: writes ${table}, which belongs to ${owner}`];
    if (!shared.has(table)) return [`${at}: reads ${table}, which ${owner} does not share`];
    return [];
  });
}

describe("the tables", () => {
  it("every table of db/schema belongs to exactly one module (or, named, to the platform)", () => {
    expect(schema.size).toBeGreaterThan(60);
    const wrong = [...schema.keys()]
      .filter((table) => owners.get(table)?.length !== 1)
      .map((table) => `${table}: ${owners.get(table)?.join(", ") ?? "no owner"}`);
    expect(wrong).toEqual([]);
    // A module shares only its own tables.
    for (const m of MANIFESTS)
      for (const table of m.tables?.shares ?? [])
        expect(ownerOf(tableName(table)), `${m.name} shares ${tableName(table)}`).toBe(m.name);
  });

  it("a kind of work item is declared by the module that owns its table", () => {
    for (const m of MANIFESTS)
      for (const source of m.workItems ?? [])
        expect(ownerOf(tableName(source.table)), source.kind).toBe(m.name);
    expect(Object.keys(workItemSources(MANIFESTS)).length).toBeGreaterThan(4);
  });

  it("a module queries only its own tables, or reads another's that its owner shares", () => {
    const found = MANIFESTS.flatMap((m) =>
      sources(join(import.meta.dirname, m.name)).flatMap((file) => breaches(m.name, usesOf(file))),
    );
    expect(found).toEqual([]);
  });

  it("finds a write of another module's table, by drizzle or in SQL, and a read of one its owner does not share", () => {
    const code = [
      'import { sql } from "drizzle-orm";',
      'import { billingTargets } from "../../db/schema/billing.ts";',
      'import { fixedTurns } from "../../db/schema/bookings.ts";',
      'import { notifications } from "../../db/schema/notifications.ts";',
      "export const a = (db) => db.update(billingTargets).set({ endDate: null });",
      "export const b = sql`delete from billing_targets where id = ${1}`;",
      "export const c = sql`select * from job_runs join fixed_turns on true`;",
      "export const d = (db) => db.select().from(fixedTurns).leftJoin(billingTargets, sql`true`);",
      "export const e = sql`update ${billingTargets} set end_date = null`;",
    ].join("\n");
    const found = breaches("bookings", usesOf(join(src, "modules/bookings/probe.repository.ts"), code));
    expect(found).toEqual([
      "modules/bookings/probe.repository.ts:4: reads notifications, which notifications does not share",
      "modules/bookings/probe.repository.ts:5: writes billing_targets, which belongs to billing",
      "modules/bookings/probe.repository.ts:6: writes billing_targets, which belongs to billing",
      "modules/bookings/probe.repository.ts:7: reads job_runs, which jobs/ does not share",
      "modules/bookings/probe.repository.ts:9: writes billing_targets, which belongs to billing",
    ]);
  });
});
