import { and, desc, eq, sql } from "drizzle-orm";
import { reach } from "../../access/reach.ts";
import type { Db } from "../../db/client.ts";
import { companyPostBuildings, companyPosts, documents } from "../../db/schema/notices.ts";
import { apartments } from "../../db/schema/organisations.ts";
import type { BuildingScope } from "../../plugins/principal.ts";

export type PostKind = "notice" | "event";
export type PostValues = Omit<typeof companyPosts.$inferInsert, "id" | "kind" | "createdAt">;

const buildingIdsOf = sql<string[]>`coalesce((select array_agg(x.building_id::text order by x.building_id)
  from ${companyPostBuildings} x where x.post_id = ${companyPosts.id}), '{}')`;

export function createStaffNoticesRepository(db: Db) {
  const columns = { post: companyPosts, buildingIds: buildingIdsOf };
  return {
    /** The posts of a kind in the scope, newest publishing first; `total` counts them all. */
    async list(kind: PostKind, scope: BuildingScope, page: number, size: number) {
      const where = and(eq(companyPosts.kind, kind), reach.companyPosts(scope));
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(companyPosts)
        .where(where);
      const rows = await db
        .select(columns)
        .from(companyPosts)
        .where(where)
        .orderBy(desc(companyPosts.publishAt), companyPosts.id)
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total };
    },

    async find(kind: PostKind, id: string, scope: BuildingScope, tx: Db = db) {
      const [row] = await tx
        .select(columns)
        .from(companyPosts)
        .where(and(eq(companyPosts.id, id), eq(companyPosts.kind, kind), reach.companyPosts(scope)));
      return row ?? null;
    },

    async create(kind: PostKind, values: PostValues, buildingIds: readonly string[], tx: Db) {
      const [row] = await tx
        .insert(companyPosts)
        .values({ ...values, kind })
        .returning({ id: companyPosts.id });
      await tx
        .insert(companyPostBuildings)
        .values(buildingIds.map((buildingId) => ({ postId: row!.id, buildingId })));
      return row!.id;
    },

    /**
     * Rewrites the post and its targets when it is in the scope and still the version the change
     * was made to (`version`: its `updatedAt`). The new version is always later than the old one,
     * even when the clock has not moved, so a second change made to the same version is refused.
     */
    async update(
      kind: PostKind,
      id: string,
      scope: BuildingScope,
      version: Date,
      values: PostValues,
      buildingIds: readonly string[],
      tx: Db,
    ): Promise<"updated" | "stale" | "notFound"> {
      const updated = await tx
        .update(companyPosts)
        .set({
          ...values,
          updatedAt: sql`greatest(${(values.updatedAt instanceof Date ? values.updatedAt : new Date()).toISOString()}::timestamptz, ${companyPosts.updatedAt} + interval '1 millisecond')`,
        })
        .where(
          and(
            eq(companyPosts.id, id),
            eq(companyPosts.kind, kind),
            reach.companyPosts(scope),
            sql`date_trunc('milliseconds', ${companyPosts.updatedAt}) = ${version.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: companyPosts.id });
      if (updated.length === 0) return (await this.find(kind, id, scope, tx)) ? "stale" : "notFound";
      await tx.delete(companyPostBuildings).where(eq(companyPostBuildings.postId, id));
      await tx
        .insert(companyPostBuildings)
        .values(buildingIds.map((buildingId) => ({ postId: id, buildingId })));
      return "updated";
    },

    async remove(kind: PostKind, id: string, scope: BuildingScope, tx: Db): Promise<boolean> {
      const removed = await tx
        .delete(companyPosts)
        .where(and(eq(companyPosts.id, id), eq(companyPosts.kind, kind), reach.companyPosts(scope)))
        .returning({ id: companyPosts.id });
      return removed.length > 0;
    },

    /** Whether the apartment is in the building. */
    async apartmentInBuilding(apartmentId: string, buildingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: apartments.id })
        .from(apartments)
        .where(and(eq(apartments.id, apartmentId), eq(apartments.buildingId, buildingId)));
      return row !== undefined;
    },

    /** A building's apartments by number, what staff file an apartment's documents under. */
    async apartments(buildingId: string) {
      return db
        .select({ id: apartments.id, number: apartments.apartmentNumber })
        .from(apartments)
        .where(eq(apartments.buildingId, buildingId))
        .orderBy(apartments.apartmentNumber, apartments.id);
    },

    /** A building's documents and its apartments', newest first. */
    async documents(buildingId: string) {
      return db
        .select({
          id: documents.id,
          name: documents.name,
          buildingId: documents.buildingId,
          apartmentId: documents.apartmentId,
          folder: documents.folder,
          subfolder: documents.subfolder,
          size: documents.size,
          createdAt: documents.createdAt,
        })
        .from(documents)
        .where(
          sql`${documents.buildingId} = ${buildingId} or ${documents.apartmentId} in (select ${apartments.id} from ${apartments} where ${apartments.buildingId} = ${buildingId})`,
        )
        .orderBy(desc(documents.createdAt), documents.id);
    },

    async insertDocument(values: typeof documents.$inferInsert, tx: Db) {
      const [row] = await tx.insert(documents).values(values).returning();
      return row!;
    },

    /** A document of a building (or of one of its apartments) with its building, for the scope check. */
    async documentBuilding(id: string) {
      const [row] = await db
        .select({
          storageKey: documents.storageKey,
          buildingId: sql<string | null>`coalesce(${documents.buildingId}, ${apartments.buildingId})`,
        })
        .from(documents)
        .leftJoin(apartments, eq(apartments.id, documents.apartmentId))
        .where(eq(documents.id, id));
      return row ?? null;
    },

    async removeDocument(id: string, tx: Db): Promise<boolean> {
      const removed = await tx.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
      return removed.length > 0;
    },
  };
}

export type StaffNoticesRepository = ReturnType<typeof createStaffNoticesRepository>;
