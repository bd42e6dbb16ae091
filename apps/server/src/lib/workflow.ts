/*
 * What every workflow move names and how it can fail. The moves themselves are in
 * modules/workflow/workflow.repository.ts; the errors plugin answers these errors.
 */

/** Who moves a state: the product itself (jobs, the demo seed), a tenant's account, or a staff member. */
export type Actor =
  { kind: "system" } | { kind: "tenant"; userId: string } | { kind: "staff"; staffId: string };

export const SYSTEM: Actor = { kind: "system" };

/** The actor as a history row keeps it: its kind and, but for the system, its id. */
export function actorColumns(actor: Actor): { actorKind: Actor["kind"]; actorId: string | null } {
  if (actor.kind === "tenant") return { actorKind: "tenant", actorId: actor.userId };
  if (actor.kind === "staff") return { actorKind: "staff", actorId: actor.staffId };
  return { actorKind: "system", actorId: null };
}

/** A history row's actor back as the union. */
export function actorOf(actorKind: Actor["kind"], actorId: string | null): Actor {
  if (actorKind === "tenant" && actorId) return { kind: "tenant", userId: actorId };
  if (actorKind === "staff" && actorId) return { kind: "staff", staffId: actorId };
  return SYSTEM;
}

/**
 * The record is no longer in the state the mover saw: someone else moved it first. Nothing was
 * written; the errors plugin answers 409 STALE_STATE, and the client reads the record again.
 */
export class StaleStateError extends Error {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  constructor(id: string, from: string, to: string) {
    super(`stale state: ${id} is no longer ${from} (asked to move to ${to})`);
    this.name = "StaleStateError";
    this.id = id;
    this.from = from;
    this.to = to;
  }
}

/**
 * The workflow's table does not list the move. Routes refuse it already in their body schema
 * (stateChange); this is the kit's own guard, answered as the same field error on `to`.
 */
export class TransitionNotAllowedError extends Error {
  readonly from: string;
  readonly to: string;
  constructor(from: string, to: string) {
    super(`transition not allowed: ${from} → ${to}`);
    this.name = "TransitionNotAllowedError";
    this.from = from;
    this.to = to;
  }
}
