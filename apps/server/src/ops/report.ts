// Small helpers of the backup's and the restore's reports.

export function bytesText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const secondsText = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `fn` over `items`, at most `limit` at a time; the answers in the items' order. After a failure no
 * new item starts, and the failure is thrown once the items under way have ended, so nothing is
 * still writing when the caller cleans up.
 */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        out[index] = await fn(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = ended.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) throw failure.reason;
  return out;
}

/** At most `max` lines of a list, and how many more there were. */
export function someLines(lines: string[], max = 20): string {
  const shown = lines.slice(0, max).map((l) => `  ${l}`);
  if (lines.length > max) shown.push(`  … and ${lines.length - max} more`);
  return shown.join("\n");
}

/** Promise.all that, on a failure, still waits for the others to end before throwing it. */
export async function settledAll<T extends readonly unknown[]>(
  promises: [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const ended: PromiseSettledResult<unknown>[] = await Promise.allSettled(promises);
  const failure = ended.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) throw failure.reason;
  return ended.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
