// The building lists' first read: the session, the building of its contract and the notices
// generation in one statement, for many requests at once. The lists (notices, events, bulletins and
// the home cards) are read on every tenant page; requests that arrive together are read together
// (lib/batcher.ts), each a row of `unnest(…) with ordinality`, scoped by the same join as every
// other tenant read. What the building shows then comes from the list cache (list-cache.ts).
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/contracts.ts";
import { noticesGeneration } from "../../db/schema/notices.ts";
import { apartments } from "../../db/schema/organisations.ts";
import { userAccounts } from "../../db/schema/persons.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { sessionContract, storedSessionColumns, type StoredSession } from "../../db/scope.ts";
import { createBatcher } from "../../lib/batcher.ts";

/** Most session reads in one statement. */
const SESSION_BATCH = 64;

export interface BuildingSessionRow {
  session: StoredSession;
  /** The building of the session's contract, or null when the person is no longer on it. */
  buildingId: string | null;
  /** The notices generation when the session was read: a list cached at it is still current. */
  generation: number;
}

export function createNoticesSessionRepository(db: Db) {
  const query = db
    .select({
      index: sql<number>`q.i::int`,
      session: storedSessionColumns,
      buildingId: apartments.buildingId,
      generation: sql<number>`(select ${noticesGeneration.generation} from ${noticesGeneration}
        where ${noticesGeneration.id} = 1)`.mapWith(Number),
    })
    .from(sql`unnest(${sql.placeholder("sessionHashes")}::text[]) with ordinality as q(session_hash, i)`)
    .innerJoin(sessions, eq(sessions.id, sql`q.session_hash`))
    .innerJoin(userAccounts, eq(userAccounts.id, sessions.userId))
    .leftJoin(contracts, sessionContract(contracts.id))
    .leftJoin(apartments, eq(apartments.id, contracts.apartmentId))
    .prepare("notices_session");

  const read = createBatcher<string, BuildingSessionRow | null>(
    async (sessionHashes) => {
      const found = await query.execute({ sessionHashes });
      const out: (BuildingSessionRow | null)[] = sessionHashes.map(() => null);
      for (const { index, ...row } of found) out[index - 1] = row;
      return out;
    },
    { maxBatch: SESSION_BATCH },
  );

  return {
    /** The session, its building and the generation, in a round trip shared with the requests that came with it. */
    building: (sessionHash: string): Promise<BuildingSessionRow | null> => read(sessionHash),
  };
}

export type NoticesSessionRepository = ReturnType<typeof createNoticesSessionRepository>;
