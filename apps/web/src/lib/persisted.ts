import type { z } from "zod";

/** Reads a session-storage copy back, trusting it only if it still matches the schema. */
export function readPersisted<T extends z.ZodType>(key: string, schema: T): z.infer<T> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writePersisted(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs a refetch on reload.
  }
}
