/**
 * Reads a session-storage copy back, trusting it only if it still has the expected shape. A plain
 * check rather than a schema: the steps read it on their first render, before the validation
 * library has loaded.
 */
export function readPersisted<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
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

/** True when `value` is an object whose `required` fields are strings and whose `optional` ones are strings or missing. */
export function hasStringFields(
  value: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    required.every((name) => typeof record[name] === "string") &&
    optional.every((name) => record[name] === undefined || typeof record[name] === "string")
  );
}
