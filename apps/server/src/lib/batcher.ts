// Many requests reading the same kind of row at once, answered by one query each round trip: the
// first read goes out as soon as the event loop has taken in what arrived with it, and reads that
// come while a batch is out wait for it and go together in the next. An idle server adds no wait;
// a busy one sends fewer, larger queries, which spares the database a statement and the server a
// round trip per request.

export interface BatcherOptions {
  /** Most items in one batch. */
  maxBatch: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * `load(item)` resolves to `run(items)[k]` for its item's place k in the batch it went with. A batch
 * that fails is run again an item at a time, so one request's bad input can only fail itself.
 */
export function createBatcher<I, O>(run: (items: I[]) => Promise<O[]>, options: BatcherOptions) {
  let queue: Waiting<I, O>[] = [];
  let busy = false;
  let scheduled = false;

  /** A failed batch again, an item at a time. */
  function runAlone(batch: Waiting<I, O>[], err: unknown): void {
    if (batch.length === 1) return batch[0]!.reject(err);
    for (const w of batch)
      run([w.item]).then(
        (out) => w.resolve(out[0]!),
        (reason: unknown) => w.reject(reason),
      );
  }

  function dispatch(): void {
    scheduled = false;
    if (busy || queue.length === 0) return;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    busy = true;
    // The next batch goes out before this one's requests are answered, so the database works on it
    // while the server writes the answers.
    run(batch.map((w) => w.item)).then(
      (out) => {
        busy = false;
        dispatch();
        batch.forEach((w, k) => w.resolve(out[k]!));
      },
      (err: unknown) => {
        busy = false;
        dispatch();
        runAlone(batch, err);
      },
    );
  }

  return function load(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // setImmediate runs after the event loop's I/O callbacks: every request read in this turn
      // joins the batch.
      if (!busy && !scheduled) {
        scheduled = true;
        setImmediate(dispatch);
      }
    });
  };
}
