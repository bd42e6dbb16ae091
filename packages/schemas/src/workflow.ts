import { z } from "zod";
import { V } from "./common.ts";
import type { Workflow } from "./workflow.constants.ts";

/**
 * The body of a request that moves a record from one state to another: the state the client saw
 * and the one it asks for. A move the workflow does not list is a field error on `to`; a record no
 * longer in `from` is answered 409 STALE_STATE.
 */
export function stateChange<S extends string>(workflow: Workflow<S>) {
  const state = z.enum(workflow.states as readonly [S, ...S[]], { error: V.invalid });
  return z.strictObject({ from: state, to: state }).superRefine(({ from, to }, ctx) => {
    if (!workflow.allows(from, to))
      ctx.addIssue({ code: "custom", path: ["to"], message: "validation.transitionNotAllowed" });
  });
}
