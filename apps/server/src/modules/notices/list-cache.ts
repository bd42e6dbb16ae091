// A building's lists (a page of notices or events, the bulletins, the home cards) as the JSON sent,
// kept per notices generation. Every tenant of a building sees the same lists, and they change
// seldom: a write to what they show bumps the generation in the database (migration
// 0025_notices_generation), which the session's read returns, so a cached list is served only while
// nothing it shows was written, by anyone on any server. Time alone changes a list too (a notice's
// publishing time comes, one expires, an event ends), so a list is also kept at most LIST_TTL_MS.
import { LRUCache } from "lru-cache";

/** How long a list is kept when nothing is written: the most a timed change can show late. */
export const LIST_TTL_MS = 10_000;
/** Lists kept (a few kilobytes each): a page or two of each list of a few thousand buildings. */
const LIST_ENTRIES = 8_000;

/** A built list: its JSON, and whether it may be kept (not when it answers a page out of range). */
export interface BuiltList {
  json: string;
  keep: boolean;
}

interface Entry {
  generation: number;
  at: number;
  json: Promise<string>;
}

export function createListCache(now: () => Date) {
  const cache = new LRUCache<string, Entry>({ max: LIST_ENTRIES });

  return {
    /**
     * The list's JSON: the kept one when it was built at this generation or a later one, within
     * LIST_TTL_MS; otherwise built, once for the requests asking at the same time.
     */
    get(key: string, generation: number, build: () => Promise<BuiltList>): Promise<string> {
      const at = now().getTime();
      const kept = cache.get(key);
      if (kept && kept.generation >= generation && at >= kept.at && at - kept.at < LIST_TTL_MS)
        return kept.json;
      const built = build();
      const json = built.then((b) => b.json);
      // Kept before it is built, so concurrent requests share it; dropped again if it may not be kept.
      const entry: Entry = { generation, at, json };
      cache.set(key, entry);
      const drop = () => {
        if (cache.get(key) === entry) cache.delete(key);
      };
      built.then((b) => b.keep || drop(), drop);
      return json;
    },
    /** Forgets every list (tests). */
    clear: () => cache.clear(),
  };
}

export type ListCache = ReturnType<typeof createListCache>;
