import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { integrationAssertions } from "../../db/schema/integration.ts";

export type IntegrationRepository = ReturnType<typeof createIntegrationRepository>;

export function createIntegrationRepository(db: Db) {
  return {
    /**
     * Takes a client assertion's id once: true the first time (on any instance sharing the
     * database), false when it was used before and has not expired.
     */
    async takeAssertion(clientId: string, jti: string, expiresAt: Date): Promise<boolean> {
      const taken = await db
        .insert(integrationAssertions)
        .values({ clientId, jti, expiresAt })
        .onConflictDoNothing()
        .returning({ jti: integrationAssertions.jti });
      return taken.length === 1;
    },

    /** Forgets the assertions that have expired (they could no longer be used anyway). */
    async deleteExpiredAssertions(at: Date): Promise<number> {
      const gone = await db
        .delete(integrationAssertions)
        .where(lt(integrationAssertions.expiresAt, at))
        .returning({ jti: integrationAssertions.jti });
      return gone.length;
    },
  };
}
