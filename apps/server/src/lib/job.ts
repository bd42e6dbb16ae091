// What a job is to the runtime: one pass, and what its log says of a finished pass. A module
// declares its jobs in its manifest (modules/module.ts); jobs/scheduler.ts runs them.

export type LogFn = (details: Record<string, unknown>, message: string) => void;

export interface JobPass<T = unknown> {
  /**
   * One pass. A pass that works through units (batches, pages, files) stops between them once
   * `signal` is aborted (the process is stopping); what is done stays done.
   */
  runOnce(signal?: AbortSignal): Promise<T>;
  /** The log line of a finished pass, or undefined when it has nothing to tell. */
  report?(result: T): { details: Record<string, unknown>; message: string } | undefined;
}

export interface JobDefinition {
  /** The log's `job` and the metrics' `job` label. */
  name: string;
  intervalMs: number;
  /**
   * Runs in one server process at a time, and once per interval among them (an advisory lock and
   * job_runs). Otherwise every process runs it: the outbox's claims and the payments' conditional
   * updates make that safe.
   */
  once: boolean;
  /**
   * before-ready: a pass before the process is ready (what the first pages must see), then every
   * interval; at-start: a pass at once, not waited for; later: the first pass after an interval.
   */
  first: "before-ready" | "at-start" | "later";
  pass: JobPass<never> | JobPass;
}

/** Whether a pass should stop before its next unit. */
export const stopping = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;
