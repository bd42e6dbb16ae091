import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { personOnContract } from "../../db/scope.ts";
import { contracts } from "../../db/schema/contracts.ts";
import {
  companyPostBuildings,
  companyPosts,
  costCenterBuildings,
  documents,
  noticeReads,
} from "../../db/schema/notices.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import type { EventAudience, EventPeriod } from "@portal/schemas/notices.constants";
import { NOTICE_MAX_AGE_MS } from "@portal/schemas/notices.constants";
import { committeeEventSource, committeeNoticeSource } from "./committee-source.repository.ts";

/** Where the session's home is: every tenant read is scoped to these. */
export interface Place {
  apartmentId: string;
  buildingId: string;
  costCenterId: string | null;
}

/** One row of a tenant's list, before it is shaped for the wire. */
export interface SourceRow {
  id: string;
  form_type: string;
  published_at: Date | string;
  modified_at: Date | string;
  payload: Record<string, unknown>;
}

export interface ListWindow {
  buildingId: string;
  now: Date;
}

const asRows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The building's notices as one union: the company's own, the PDFs in its `notices` folder and the
 * approved committee forms. Only those published within the last 2 years and not expired.
 */
function noticeUnion({ buildingId, now }: ListWindow): SQL {
  const cutoff = new Date(now.getTime() - NOTICE_MAX_AGE_MS);
  return sql`
    select p.id::text as id, 'CompanyNotice' as form_type, p.publish_at as published_at,
      p.updated_at as modified_at,
      jsonb_build_object('titleFi', p.title_fi, 'titleEn', p.title_en, 'textFi', p.text_fi,
        'textEn', p.text_en, 'titleSv', p.title_sv, 'textSv', p.text_sv, 'urgent', p.urgent, 'expiresAt', p.expires_at) as payload
    from ${companyPostBuildings} pb join ${companyPosts} p on p.id = pb.post_id
    where pb.building_id = ${buildingId} and p.kind = 'notice'
      and p.publish_at <= ${now} and p.publish_at > ${cutoff}
      and (p.expires_at is null or p.expires_at > ${now})
    union all
    select d.id::text, 'DocumentNotice', d.created_at, d.created_at,
      jsonb_build_object('name', d.name, 'createdAt', d.created_at)
    from ${documents} d
    where d.building_id = ${buildingId} and d.folder = 'notices'
      and d.created_at <= ${now} and d.created_at > ${cutoff}
    ${committeeNoticeSource(buildingId, now, cutoff)}`;
}

/**
 * The building's events: the company's own (of one audience, or both) and the approved committee
 * invitations (resident events). `starts_at` orders them; `ends_at` tells when one is over.
 */
function eventUnion({ buildingId, now }: ListWindow, audience: EventAudience | undefined): SQL {
  const cutoff = new Date(now.getTime() - NOTICE_MAX_AGE_MS);
  const companyAudience = audience ? sql`and p.audience = ${audience}` : sql``;
  return sql`
    select p.id::text as id, 'CompanyEvent' as form_type, p.publish_at as published_at,
      p.updated_at as modified_at, p.starts_at, coalesce(p.ends_at, p.starts_at) as ends_at,
      jsonb_build_object('titleFi', p.title_fi, 'titleEn', p.title_en, 'textFi', p.text_fi,
        'textEn', p.text_en, 'titleSv', p.title_sv, 'textSv', p.text_sv, 'audience', p.audience, 'startsAt', p.starts_at, 'endsAt', p.ends_at,
        'location', p.location, 'expiresAt', p.expires_at) as payload
    from ${companyPostBuildings} pb join ${companyPosts} p on p.id = pb.post_id
    where pb.building_id = ${buildingId} and p.kind = 'event' ${companyAudience}
      and p.publish_at <= ${now} and p.starts_at > ${cutoff}
      and (p.expires_at is null or p.expires_at > ${now})
    ${audience === "building" ? sql`` : committeeEventSource(buildingId, now, cutoff)}`;
}

/**
 * One period's events: those not yet over, soonest first, or those over, latest first. An event is
 * over once its end (or, without one, its start) has passed.
 */
const eventPeriod = (now: Date, when: EventPeriod) =>
  when === "upcoming"
    ? sql`where u.ends_at >= ${now} order by u.starts_at asc, u.id asc`
    : sql`where u.ends_at < ${now} order by u.starts_at desc, u.id asc`;

export function createNoticesRepository(db: Db) {
  async function pageOf(union: SQL, order: SQL, page: number, size: number) {
    const rows = asRows<SourceRow & { total: number }>(
      await db.execute(sql`select u.*, (count(*) over ())::int as total from (${union}) u ${order}
        limit ${size} offset ${(page - 1) * size}`),
    );
    return { rows, total: rows[0]?.total ?? null };
  }

  return {
    /** The session's apartment, building and cost centre, while the person is on the contract. */
    async place(contractId: string, personId: string): Promise<Place | null> {
      const [row] = await db
        .select({
          apartmentId: apartments.id,
          buildingId: apartments.buildingId,
          costCenterId: costCenterBuildings.costCenterId,
        })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .leftJoin(costCenterBuildings, eq(costCenterBuildings.buildingId, apartments.buildingId))
        .where(and(eq(contracts.id, contractId), personOnContract(contracts.id, personId)));
      return row ?? null;
    },

    /**
     * A page of the building's notices, newest first, and how many there are. `total` is null when
     * the page is past the last (the caller asks again for page 1).
     */
    notices(window: ListWindow, page: number, size: number) {
      return pageOf(noticeUnion(window), sql`order by u.published_at desc, u.id asc`, page, size);
    },

    async notice(window: ListWindow, id: string): Promise<SourceRow | null> {
      const rows = asRows<SourceRow>(
        await db.execute(sql`select u.* from (${noticeUnion(window)}) u where u.id = ${id}`),
      );
      return rows[0] ?? null;
    },

    /** Urgent company notices in the building's list now: its site bulletins. */
    async urgentNotices({ buildingId, now }: ListWindow): Promise<SourceRow[]> {
      const cutoff = new Date(now.getTime() - NOTICE_MAX_AGE_MS);
      return asRows<SourceRow>(
        await db.execute(sql`
          select p.id::text as id, 'CompanyNotice' as form_type, p.publish_at as published_at,
            p.updated_at as modified_at,
            jsonb_build_object('titleFi', p.title_fi, 'titleEn', p.title_en, 'textFi', p.text_fi,
              'textEn', p.text_en, 'titleSv', p.title_sv, 'textSv', p.text_sv, 'urgent', p.urgent, 'expiresAt', p.expires_at) as payload
          from ${companyPostBuildings} pb join ${companyPosts} p on p.id = pb.post_id
          where pb.building_id = ${buildingId} and p.kind = 'notice' and p.urgent
            and p.publish_at <= ${now} and p.publish_at > ${cutoff}
            and (p.expires_at is null or p.expires_at > ${now})
          order by p.publish_at desc limit 10`),
      );
    },

    /** Records that the person has read the notice (again: the first time is kept). */
    async markRead(personId: string, postId: string, at: Date): Promise<void> {
      await db.insert(noticeReads).values({ personId, postId, readAt: at }).onConflictDoNothing();
    },

    /** Which of these notices the person has read. */
    async readAmong(personId: string, postIds: readonly string[]): Promise<Set<string>> {
      if (postIds.length === 0) return new Set();
      const rows = await db
        .select({ postId: noticeReads.postId })
        .from(noticeReads)
        .where(and(eq(noticeReads.personId, personId), inArray(noticeReads.postId, [...postIds])));
      return new Set(rows.map((r) => r.postId));
    },

    events(
      window: ListWindow,
      audience: EventAudience | undefined,
      when: EventPeriod,
      page: number,
      size: number,
    ) {
      return pageOf(eventUnion(window, audience), eventPeriod(window.now, when), page, size);
    },

    async event(window: ListWindow, id: string): Promise<(SourceRow & { starts_at: Date | string }) | null> {
      const rows = asRows<SourceRow & { starts_at: Date | string }>(
        await db.execute(sql`select u.* from (${eventUnion(window, undefined)}) u where u.id = ${id}`),
      );
      return rows[0] ?? null;
    },

    /** Up to `limit` events of the audience not yet over, soonest first. */
    async upcoming(window: ListWindow, audience: EventAudience, limit: number): Promise<SourceRow[]> {
      return asRows<SourceRow>(
        await db.execute(sql`select u.* from (${eventUnion(window, audience)}) u
          where u.ends_at >= ${window.now} order by u.starts_at asc, u.id asc limit ${limit}`),
      );
    },

    /** The home folder's documents of the place: its cost centre's, its building's and its apartment's. */
    async homeDocuments(place: Place) {
      return db
        .select({
          id: documents.id,
          name: documents.name,
          folder: documents.folder,
          subfolder: documents.subfolder,
          createdAt: documents.createdAt,
          costCenterId: documents.costCenterId,
          buildingId: documents.buildingId,
          apartmentId: documents.apartmentId,
        })
        .from(documents)
        .where(and(eq(documents.folder, "home"), ownedBy(place)))
        .orderBy(documents.name, documents.id);
    },

    /** A document of the place (any folder), or null for anyone else's. */
    async document(place: Place, id: string) {
      const [row] = await db
        .select({ storageKey: documents.storageKey, size: documents.size, name: documents.name })
        .from(documents)
        .where(and(eq(documents.id, id), ownedBy(place)));
      return row ?? null;
    },

    /** Which of these ids are buildings, and which apartments belong to which building. */
    async existingBuildings(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: buildings.id })
        .from(buildings)
        .where(inArray(buildings.id, [...ids]));
      return rows.map((r) => r.id);
    },
  };
}

/** A document belongs to the place: its cost centre, its building or its apartment. */
function ownedBy(place: Place): SQL {
  return sql`(${documents.apartmentId} = ${place.apartmentId} or ${documents.buildingId} = ${place.buildingId}
    ${place.costCenterId ? sql`or ${documents.costCenterId} = ${place.costCenterId}` : sql``})`;
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
