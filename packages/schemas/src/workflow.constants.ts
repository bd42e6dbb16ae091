/*
 * The one way a workflow domain declares its states and the moves between them. Plain values
 * without the validation library: the server moves states by this table (and refuses a move it
 * does not list), and the web reads it for its status labels, badge colours and buttons.
 */

/** How a state looks on a badge: waiting for someone, being worked on, finished, or turned down. */
export const STATE_TONES = ["waiting", "active", "done", "refused"] as const;
export type StateTone = (typeof STATE_TONES)[number];

export interface WorkflowDefinition<S extends string> {
  /** Every state, in the order a page lists them. */
  states: readonly S[];
  /** The state a new record starts in. */
  initial: S;
  /** For each state, the states it may move to; a final state lists none. */
  transitions: { readonly [K in S]: readonly S[] };
  /** For each state, how its badge looks. */
  tones: { readonly [K in S]: StateTone };
}

export interface Workflow<S extends string> extends WorkflowDefinition<S> {
  /** Whether the table lists the move from `from` to `to`. */
  allows(from: S, to: S): boolean;
  /** The states `from` may move to: the buttons a page offers for a record in `from`. */
  next(from: S): readonly S[];
  /** Whether a state has no way out. */
  isFinal(state: S): boolean;
  /**
   * Whether a record in this state is settled (its badge is done or refused), though it may still
   * move on (a completed fault report goes back to handling when the tenant answers a reply).
   */
  isClosed(state: S): boolean;
  /** Whether a string is one of the workflow's states. */
  isState(value: string): value is S;
}

/** The states of a workflow, as a type. */
export type StateOf<W> = W extends Workflow<infer S> ? S : never;

/**
 * Declares a workflow once. Throws when the table names a state it does not declare, so a typo
 * fails at import, in every test, rather than at the first move.
 */
export function defineWorkflow<const S extends string>(definition: WorkflowDefinition<S>): Workflow<S> {
  const known = new Set<string>(definition.states);
  for (const [from, targets] of Object.entries(definition.transitions) as [string, readonly string[]][]) {
    for (const to of [from, ...targets])
      if (!known.has(to)) throw new Error(`workflow: unknown state ${to} in the transitions of ${from}`);
  }
  if (!known.has(definition.initial))
    throw new Error(`workflow: unknown initial state ${definition.initial}`);
  return {
    ...definition,
    allows: (from, to) => definition.transitions[from]?.includes(to) ?? false,
    next: (from) => definition.transitions[from] ?? [],
    isFinal: (state) => (definition.transitions[state]?.length ?? 0) === 0,
    isClosed: (state) => definition.tones[state] === "done" || definition.tones[state] === "refused",
    isState: (value): value is S => known.has(value),
  };
}
