// The one timer loop every interval job runs on: a pass now (when asked) and then every intervalMs,
// never two passes at once, a failed pass logged and never thrown, and a timer that does not keep
// the process alive. stop() waits for the pass in flight, so the database can close after it.

export interface IntervalJobOptions<T> {
  intervalMs: number;
  /** One pass of the job. */
  run: () => Promise<T>;
  /** Also run a pass at start() instead of waiting a whole interval for the first. */
  runAtStart?: boolean;
  /** Logs a finished pass's result. */
  onDone?: (result: T) => void;
  /** Logs a failed pass. */
  onError: (error: unknown) => void;
}

export interface IntervalJob {
  /** Starts the timer (again after stop()); a second call while running does nothing. */
  start(): void;
  /** No new passes; resolves once the pass in flight has finished. */
  stop(): Promise<void>;
  /** A pass as the timer runs it: skipped while one is in flight; resolves when it ends, never rejects. */
  tick(): Promise<void>;
}

export function createIntervalJob<T>(options: IntervalJobOptions<T>): IntervalJob {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  function report(call: () => void) {
    // A logger that throws must not break the loop either.
    try {
      call();
    } catch {
      /* nothing left to tell it to */
    }
  }

  function tick(): Promise<void> {
    // A slow pass (a slow provider, a large batch) must not pile passes on top of each other.
    if (inFlight) return inFlight;
    const pass = (async () => {
      try {
        // Through then(), so even a run() that throws before its first await settles later than
        // inFlight is set below.
        const result = await Promise.resolve().then(options.run);
        if (options.onDone) report(() => options.onDone!(result));
      } catch (error) {
        report(() => options.onError(error));
      } finally {
        inFlight = undefined;
      }
    })();
    inFlight = pass;
    return pass;
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void tick(), options.intervalMs);
      timer.unref();
      if (options.runAtStart) void tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
    tick,
  };
}
