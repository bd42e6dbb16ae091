import { describe, expect, it } from "vitest";
import { queueKind, WORK_ITEM_KINDS } from "@portal/schemas/queue.constants";
import manifest from "../../../lib/routes.json";
import { stateChoices } from "./kinds.ts";

type Tree = { [key: string]: string | Tree };
const catalogs = import.meta.glob<Tree>("../../../locales/*/*.json", { eager: true, import: "default" });

/** The text at a dotted key of a language's namespace, or undefined. */
function text(lang: string, ns: string, key: string): string | undefined {
  let node: string | Tree | undefined = catalogs[`../../../locales/${lang}/${ns}.json`];
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const routeNamespaces = (name: "staffQueue" | "staffQueueItem") => [
  ...manifest.sharedNamespaces,
  ...manifest.routes[name].namespaces,
];

describe("the queue's state labels", () => {
  it.each(WORK_ITEM_KINDS)(
    "names every state of %s in both languages, in a catalog its pages load",
    (kind) => {
      const { workflow, labels } = queueKind(kind);
      expect(workflow.states.length).toBeGreaterThan(0);
      // The list and the shared item page both show the state: their routes must load its catalog.
      expect(routeNamespaces("staffQueue")).toContain(labels.ns);
      expect(routeNamespaces("staffQueueItem")).toContain(labels.ns);
      for (const state of workflow.states)
        for (const lang of ["fi", "en"]) {
          const label = text(lang, labels.ns, `${labels.prefix}.${state}`);
          expect(label, `${lang} ${labels.ns}:${labels.prefix}.${state}`).toBeTruthy();
        }
    },
  );

  it("offers every state of every kind once in the state filter", () => {
    const all = stateChoices(undefined).map((c) => c.state);
    expect(new Set(all).size).toBe(all.length);
    for (const kind of WORK_ITEM_KINDS)
      for (const state of queueKind(kind).workflow.states) expect(all).toContain(state);
    expect(stateChoices("terminations").map((c) => c.state)).toEqual([
      "pending_tenant_approval",
      "ready_for_review",
      "approved",
      "rejected",
    ]);
  });
});
