import type { App } from "../app.ts";

export type Json = Record<string, unknown>;
export type Operation = { operationId?: string; security?: Json[]; parameters?: Json[] };

/** The document at /api/docs/json, as a client generator reads it. */
export async function documentOf(app: App): Promise<Json> {
  const res = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json() as Json;
}

/** The document's operations as `[method, path, operation]`, the method in capitals. */
export function operationsOf(doc: Json): [string, string, Operation][] {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): [string, string, Operation] => [
      method.toUpperCase(),
      path,
      op as Operation,
    ]),
  );
}
