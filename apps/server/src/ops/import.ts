// `npm run import -- <file>`: the company's tenancy data from an NDJSON file, one
// `{ "kind": ..., "item": ... }` a line, through the same upserts as the integration API
// (modules/tenancy-sync): consecutive lines of one kind go in batches of up to 1 000, so a file in
// the order buildings, apartments, persons, contracts, ledger, payments loads in one pass, and
// running it again changes nothing (every item unchanged).
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import {
  TENANCY_BATCH_MAX,
  TENANCY_KINDS,
  tenancyImportLine,
  type TenancyKind,
} from "@portal/schemas/integration-tenancy";
import type { Db } from "../db/client.ts";
import { createTenancySync } from "../modules/tenancy-sync/index.ts";

type Counts = { created: number; updated: number; unchanged: number; refused: number };

export interface ImportSummary {
  lines: number;
  /** Lines that are not JSON or not `{ kind, item }` of a known kind. */
  unreadable: number;
  byKind: Record<TenancyKind, Counts>;
  /** The first refusals, each with its line, for the operator to correct (at most `keep`). */
  refusals: {
    line: number;
    kind: TenancyKind | null;
    externalId: string | null;
    fields: Record<string, string>;
  }[];
}

export interface ImportOptions {
  db: Db;
  identityCodeKey: string;
  file: string;
  /** Progress, a line at a time (the command writes it to standard error). */
  progress?: (line: string) => void;
  /** Items per batch; at most TENANCY_BATCH_MAX. */
  batchSize?: number;
  /** How many refusals the summary keeps with their lines. */
  keep?: number;
}

const zero = (): Counts => ({ created: 0, updated: 0, unchanged: 0, refused: 0 });

export async function importTenancy(options: ImportOptions): Promise<ImportSummary> {
  const { db, identityCodeKey, file, progress = () => {}, keep = 100 } = options;
  const batchSize = Math.min(options.batchSize ?? TENANCY_BATCH_MAX, TENANCY_BATCH_MAX);
  const sync = createTenancySync({ db, identityCodeKey });
  const summary: ImportSummary = {
    lines: 0,
    unreadable: 0,
    byKind: Object.fromEntries(TENANCY_KINDS.map((k) => [k, zero()])) as Record<TenancyKind, Counts>,
    refusals: [],
  };
  const started = performance.now();
  let batch: { kind: TenancyKind; items: unknown[]; lines: number[] } | null = null;

  const refusal = (entry: ImportSummary["refusals"][number]) => {
    if (summary.refusals.length < keep) summary.refusals.push(entry);
  };

  async function flush() {
    if (!batch || batch.items.length === 0) return;
    const { kind, items, lines } = batch;
    batch = null;
    const answer = await sync.upsert(kind, items);
    const counts = summary.byKind[kind];
    for (const result of answer.results) {
      counts[result.status]++;
      if (result.status === "refused")
        refusal({
          line: lines[result.index]!,
          kind,
          externalId: result.externalId,
          fields: result.fields ?? {},
        });
    }
    const seconds = (performance.now() - started) / 1000;
    progress(
      `${summary.lines} lines read, ${kind}: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused (${seconds.toFixed(1)} s)`,
    );
  }

  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
  for await (const text of lines) {
    summary.lines++;
    if (text.trim() === "") continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      summary.unreadable++;
      refusal({ line: summary.lines, kind: null, externalId: null, fields: { "": "validation.invalid" } });
      continue;
    }
    const line = tenancyImportLine.safeParse(parsed);
    if (!line.success) {
      summary.unreadable++;
      refusal({
        line: summary.lines,
        kind: null,
        externalId: null,
        fields: Object.fromEntries(line.error.issues.map((i) => [i.path.join("."), "validation.invalid"])),
      });
      continue;
    }
    const { kind, item } = line.data;
    if (batch && (batch.kind !== kind || batch.items.length >= batchSize)) await flush();
    batch ??= { kind, items: [], lines: [] };
    batch.items.push(item);
    batch.lines.push(summary.lines);
  }
  await flush();
  return summary;
}

/** The summary as the command prints it. */
export function describeImport(summary: ImportSummary, seconds: number): string[] {
  const out = [`Read ${summary.lines} lines in ${seconds.toFixed(1)} s.`];
  for (const kind of TENANCY_KINDS) {
    const c = summary.byKind[kind];
    if (c.created + c.updated + c.unchanged + c.refused === 0) continue;
    out.push(
      `  ${kind}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.refused} refused`,
    );
  }
  if (summary.unreadable > 0) out.push(`  ${summary.unreadable} lines not read (not JSON, or no known kind)`);
  for (const r of summary.refusals)
    out.push(
      `  line ${r.line}${r.kind ? ` (${r.kind} ${r.externalId ?? "?"})` : ""}: ${Object.entries(r.fields)
        .map(([field, key]) => `${field || "item"} ${key}`)
        .join(", ")}`,
    );
  const shown = summary.refusals.length;
  const total = summary.unreadable + TENANCY_KINDS.reduce((n, k) => n + summary.byKind[k].refused, 0);
  if (total > shown) out.push(`  … and ${total - shown} more refused`);
  return out;
}
