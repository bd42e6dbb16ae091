// The company's persons as its tenancy system sends them, found by its own ids (external_id): the
// auth module's rows, which the tenancy sync writes only through here. The identity code arrives
// already hashed (the same keyed hash a strong identification is matched by); the phone is written
// with its normalised spelling, as every write of a number is. Every method takes the caller's
// transaction.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { personPhone, persons } from "../../db/schema/persons.ts";

export interface SyncedPerson {
  firstName: string;
  lastName: string;
  phone: string | null;
  protectionOrder: boolean;
  identityCodeHash: string | null;
}

export function createPersonsSyncRepository() {
  return {
    /** The persons of these ids, by external id. */
    async persons(externalIds: readonly string[], tx: Db) {
      if (externalIds.length === 0) return new Map<string, SyncedPerson & { id: string }>();
      const rows = await tx
        .select({
          externalId: persons.externalId,
          id: persons.id,
          firstName: persons.firstName,
          lastName: persons.lastName,
          phone: persons.phone,
          protectionOrder: persons.protectionOrder,
          identityCodeHash: persons.identityCodeHash,
        })
        .from(persons)
        .where(inArray(persons.externalId, [...externalIds]));
      return new Map(rows.map(({ externalId, ...row }) => [externalId!, row]));
    },

    async insert(externalId: string, person: SyncedPerson, tx: Db): Promise<void> {
      await tx.insert(persons).values({ externalId, ...person, ...personPhone(person.phone) });
    },

    async update(id: string, person: SyncedPerson, tx: Db): Promise<void> {
      await tx
        .update(persons)
        .set({ ...person, ...personPhone(person.phone) })
        .where(eq(persons.id, id));
    },
  };
}
export type PersonsSyncRepository = ReturnType<typeof createPersonsSyncRepository>;
