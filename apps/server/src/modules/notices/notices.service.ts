import type { Language } from "@portal/schemas/common";
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type {
  DocumentLink,
  EventItem,
  NoticeItem,
  StaffDocument,
  StaffDocumentFields,
  StaffApartment,
  StaffEventBody,
  StaffEventChange,
  StaffNoticeBody,
  StaffNoticeChange,
  StaffPost,
} from "@portal/schemas/notices";
import { NOTICES_PAGE_SIZE, type EventAudience, type EventPeriod } from "@portal/schemas/notices.constants";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import { may } from "../../access/access.ts";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { isRefusal, refuse, type Refusal } from "../../lib/refusal.ts";
import type { StaffPrincipal } from "../../plugins/principal.ts";
import { createAuditRepository } from "../audit/index.ts";
import { localInstant, writeCalendar } from "../bookings/index.ts";
import { createListCache, type BuiltList } from "./list-cache.ts";
import type { BuildingSessionRow, NoticesSessionRepository } from "./notices-session.repository.ts";
import type { ListWindow, NoticesRepository, Place, SourceRow } from "./notices.repository.ts";
import { plainText, sanitiseRichText } from "./sanitise.ts";
import type { PostKind, PostValues, StaffNoticesRepository } from "./staff-notices.repository.ts";

export interface TenantScope {
  contractId: string;
  personId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (value: unknown) => new Date(value as string).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** dd.mm.yyyy in Helsinki (the specification's document date). */
export function finnishDate(at: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Helsinki",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")}`;
}

const documentHref = (id: string) => `/api/documents/${id}/file`;

function base(row: SourceRow) {
  return {
    id: row.id,
    formState: "Published" as const,
    modifiedAt: iso(row.modified_at),
    publishedAt: iso(row.published_at),
  };
}

/** A post's title or text in each language; a post without Swedish reads in Finnish there. */
const localized = (payload: Record<string, unknown>, field: "title" | "text") => {
  const fi = String(payload[`${field}Fi`] ?? "");
  return { fi, sv: String(payload[`${field}Sv`] || fi), en: String(payload[`${field}En`] ?? "") };
};

/** A row of the notices' union as the specification's list item. */
export function noticeItem(row: SourceRow): NoticeItem {
  const p = row.payload;
  switch (row.form_type) {
    case "CompanyNotice":
      return {
        ...base(row),
        formType: "CompanyNotice",
        formData: {
          title: localized(p, "title"),
          text: localized(p, "text"),
          urgent: p.urgent === true,
          expiresAt: isoOrNull(p.expiresAt),
        },
      };
    case "DocumentNotice":
      return {
        ...base(row),
        formType: "DocumentNotice",
        formData: {
          name: String(p.name),
          href: documentHref(row.id),
          creationDate: finnishDate(new Date(p.createdAt as string)),
        },
      };
    default:
      // An approved committee form: its own formData, as the committee wrote it.
      return { ...base(row), formType: row.form_type, formData: p } as NoticeItem;
  }
}

export function eventItem(row: SourceRow): EventItem {
  const p = row.payload;
  if (row.form_type !== "CompanyEvent")
    return { ...base(row), formType: "EventInvite", formData: p } as EventItem;
  return {
    ...base(row),
    formType: "CompanyEvent",
    formData: {
      title: localized(p, "title"),
      text: localized(p, "text"),
      audience: p.audience as EventAudience,
      startsAt: iso(p.startsAt),
      endsAt: isoOrNull(p.endsAt),
      location: (p.location as string | null) ?? null,
      expiresAt: isoOrNull(p.expiresAt),
    },
  };
}

function paged<T>(rows: T[], total: number, page: number) {
  return {
    data: rows,
    page,
    pageCount: Math.max(1, Math.ceil(total / NOTICES_PAGE_SIZE)),
    pageSize: NOTICES_PAGE_SIZE,
    total,
  };
}

type NotFound = Refusal<"NOT_FOUND">;

/** A building list's read for `tenantRead`: the session and the list's JSON. */
export interface SessionList {
  session: BuildingSessionRow["session"];
  json: string;
}

/** The lists of a tenant with no building (no longer on the contract) as JSON. */
export const EMPTY_LISTS = {
  page: JSON.stringify(paged([], 0, 1)),
  bulletins: JSON.stringify({ data: [] }),
  upcoming: JSON.stringify({ data: { buildingEvents: [], residentEvents: [] } }),
};

export function createNoticesService(deps: {
  db: Db;
  repo: NoticesRepository;
  sessions: NoticesSessionRepository;
  staffRepo: StaffNoticesRepository;
  files: FileStore;
  now: () => Date;
}) {
  const { db, repo, sessions, staffRepo, files, now } = deps;
  const audit = createAuditRepository(db);
  const lists = createListCache(now);

  /**
   * For tenantRead: the session and one of its building's lists, from the list cache when nothing
   * was written since it was built. `empty`: the list of a person no longer on the contract.
   */
  async function sessionList(
    sessionHash: string,
    name: string,
    empty: string,
    build: (window: ListWindow) => Promise<BuiltList>,
  ): Promise<SessionList | null> {
    const row = await sessions.building(sessionHash);
    if (!row) return null;
    const { session, buildingId, generation } = row;
    if (buildingId === null) return { session, json: empty };
    const json = await lists.get(`${buildingId}\u0000${name}`, generation, () =>
      build({ buildingId, now: now() }),
    );
    return { session, json };
  }

  /** A page of the window's list as JSON, page 1 when the one asked for is past the last (then not kept). */
  async function pageList<R, T>(
    page: number,
    read: (page: number) => Promise<{ rows: R[]; total: number | null }>,
    item: (row: R) => T,
  ): Promise<BuiltList> {
    const shown = await firstOrAsked(page, read);
    return {
      json: JSON.stringify(paged(shown.rows.map(item), shown.total, shown.page)),
      keep: shown.page === page,
    };
  }

  async function window(scope: TenantScope) {
    const place = await repo.place(scope.contractId, scope.personId);
    return place && { place, window: { buildingId: place.buildingId, now: now() } };
  }

  /** A page, or page 1 when the one asked for is past the last. */
  async function firstOrAsked<R>(
    page: number,
    read: (page: number) => Promise<{ rows: R[]; total: number | null }>,
  ): Promise<{ rows: R[]; total: number; page: number }> {
    const asked = await read(page);
    if (asked.total !== null || page === 1) return { rows: asked.rows, total: asked.total ?? 0, page };
    const first = await read(1);
    return { rows: first.rows, total: first.total ?? 0, page: 1 };
  }

  function staffPost(
    kind: PostKind,
    row: NonNullable<Awaited<ReturnType<StaffNoticesRepository["find"]>>>,
  ): StaffPost {
    const { post } = row;
    return {
      id: post.id,
      kind,
      title: { fi: post.titleFi, sv: post.titleSv, en: post.titleEn },
      text: { fi: post.textFi, sv: post.textSv, en: post.textEn },
      buildingIds: row.buildingIds,
      publishAt: post.publishAt.toISOString(),
      expiresAt: post.expiresAt?.toISOString() ?? null,
      urgent: post.urgent,
      audience: post.audience ?? null,
      startsAt: post.startsAt?.toISOString() ?? null,
      endsAt: post.endsAt?.toISOString() ?? null,
      location: post.location ?? null,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    };
  }

  /** Whether the staff member may write for every one of these buildings (and each exists). */
  async function mayTarget(staff: StaffPrincipal, buildingIds: readonly string[]): Promise<boolean> {
    if (!buildingIds.every((id) => may(staff, PERMISSIONS.noticesManage, id))) return false;
    return (await repo.existingBuildings(buildingIds)).length === buildingIds.length;
  }

  function values(kind: PostKind, body: StaffNoticeBody | StaffEventBody, at: Date): PostValues {
    const event = kind === "event" ? (body as StaffEventBody) : null;
    return {
      titleFi: body.title.fi,
      titleEn: body.title.en,
      titleSv: body.title.sv,
      textFi: sanitiseRichText(body.text.fi),
      textEn: sanitiseRichText(body.text.en),
      textSv: sanitiseRichText(body.text.sv),
      urgent: kind === "notice" ? (body as StaffNoticeBody).urgent : false,
      audience: event?.audience ?? null,
      startsAt: event ? new Date(event.startsAt) : null,
      endsAt: event?.endsAt ? new Date(event.endsAt) : null,
      location: event?.location || null,
      publishAt: body.publishAt ? new Date(body.publishAt) : at,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      updatedAt: at,
    };
  }

  /** One of the company's posts as staff see it, or NOT_FOUND when a building of it is not theirs. */
  async function findStaffPost(
    kind: PostKind,
    staff: StaffPrincipal,
    id: string,
  ): Promise<StaffPost | NotFound> {
    const row = await staffRepo.find(kind, id, staff.buildings);
    return row ? staffPost(kind, row) : refuse("NOT_FOUND");
  }

  return {
    /** For tenantRead: a page of the session's building's notices as JSON. */
    noticesBySession(sessionHash: string, page: number) {
      return sessionList(sessionHash, `notices\u0000${page}`, EMPTY_LISTS.page, (window) =>
        pageList(page, (p) => repo.notices(window, p, NOTICES_PAGE_SIZE), noticeItem),
      );
    },

    async notice(scope: TenantScope, id: string): Promise<NoticeItem | NotFound> {
      if (!UUID.test(id)) return refuse("NOT_FOUND");
      const found = await window(scope);
      const row = found && (await repo.notice(found.window, id.toLowerCase()));
      return row ? noticeItem(row) : refuse("NOT_FOUND");
    },

    /** For tenantRead: the site bulletins of the session's building (its urgent notices) as JSON. */
    bulletinsBySession(sessionHash: string) {
      return sessionList(sessionHash, "bulletins", EMPTY_LISTS.bulletins, async (window) => ({
        json: JSON.stringify({ data: (await repo.urgentNotices(window)).map(noticeItem) }),
        keep: true,
      }));
    },

    /**
     * The building's bulletins (its urgent notices, as the list cache keeps them) without those the
     * person has read: a read urgent notice is no longer a bulletin on their pages.
     */
    async unreadBulletins(personId: string, json: string): Promise<string> {
      const { data } = JSON.parse(json) as { data: NoticeItem[] };
      if (data.length === 0) return json;
      const read = await repo.readAmong(
        personId,
        data.map((n) => n.id),
      );
      return read.size === 0 ? json : JSON.stringify({ data: data.filter((n) => !read.has(n.id)) });
    },

    /**
     * Marks one of the building's company notices read by the person: an urgent one stops being a
     * bulletin on their pages. NOT_FOUND when it is not a company notice in the building's list.
     */
    async markRead(scope: TenantScope, id: string): Promise<"read" | NotFound> {
      if (!UUID.test(id)) return refuse("NOT_FOUND");
      const found = await window(scope);
      const row = found && (await repo.notice(found.window, id.toLowerCase()));
      if (!row || row.form_type !== "CompanyNotice") return refuse("NOT_FOUND");
      await repo.markRead(scope.personId, row.id, now());
      return "read";
    },

    /**
     * For tenantRead: a page of the session's building's events (of one audience, or both) not yet
     * over, or those over, as JSON.
     */
    eventsBySession(
      sessionHash: string,
      page: number,
      audience: EventAudience | undefined,
      when: EventPeriod,
    ) {
      return sessionList(
        sessionHash,
        `events\u0000${audience ?? ""}\u0000${when}\u0000${page}`,
        EMPTY_LISTS.page,
        (window) =>
          pageList(page, (p) => repo.events(window, audience, when, p, NOTICES_PAGE_SIZE), eventItem),
      );
    },

    async event(scope: TenantScope, id: string): Promise<EventItem | NotFound> {
      if (!UUID.test(id)) return refuse("NOT_FOUND");
      const found = await window(scope);
      const row = found && (await repo.event(found.window, id.toLowerCase()));
      return row ? eventItem(row) : refuse("NOT_FOUND");
    },

    /** The event as an iCalendar file in the language asked for, or NOT_FOUND when it is not the tenant's. */
    async calendar(scope: TenantScope, id: string, language: Language): Promise<string | NotFound> {
      const item = await this.event(scope, id);
      if (isRefusal(item)) return item;
      const event = calendarEvent(item, language);
      return writeCalendar({ name: event.summary, events: [event], now: now() });
    },

    /** For tenantRead: the home page's event cards of the session's building as JSON. */
    upcomingBySession(sessionHash: string) {
      return sessionList(sessionHash, "upcoming", EMPTY_LISTS.upcoming, async (window) => {
        const [building, resident] = await Promise.all([
          repo.upcoming(window, "building", 3),
          repo.upcoming(window, "resident", 3),
        ]);
        const data = { buildingEvents: building.map(eventItem), residentEvents: resident.map(eventItem) };
        return { json: JSON.stringify({ data }), keep: true };
      });
    },

    async documents(scope: TenantScope) {
      const place = await repo.place(scope.contractId, scope.personId);
      const groups = {
        costCenterLinks: [] as DocumentLink[],
        apartmentLinks: [] as DocumentLink[],
        buildingLinks: [] as DocumentLink[],
      };
      if (!place) return groups;
      for (const row of await repo.homeDocuments(place)) {
        const link: DocumentLink = {
          name: row.name,
          href: documentHref(row.id),
          Folder1: row.folder,
          Folder2: row.subfolder,
          creationDate: finnishDate(row.createdAt),
        };
        if (row.apartmentId) groups.apartmentLinks.push(link);
        else if (row.buildingId) groups.buildingLinks.push(link);
        else groups.costCenterLinks.push(link);
      }
      return groups;
    },

    /** A document's bytes for the tenant, or NOT_FOUND when it is not of their home. */
    async documentFile(
      scope: TenantScope,
      id: string,
    ): Promise<{ body: Readable; size: number; name: string } | NotFound> {
      if (!UUID.test(id)) return refuse("NOT_FOUND");
      const place: Place | null = await repo.place(scope.contractId, scope.personId);
      const row = place && (await repo.document(place, id.toLowerCase()));
      if (!row) return refuse("NOT_FOUND");
      const stored = await files.get(row.storageKey);
      return stored ? { ...stored, name: row.name } : refuse("NOT_FOUND");
    },

    // -------------------------------------------------------------------------------------------
    // Staff

    async staffPosts(kind: PostKind, staff: StaffPrincipal, page: number) {
      let result = await staffRepo.list(kind, staff.buildings, page, NOTICES_PAGE_SIZE);
      if (result.rows.length === 0 && page > 1) {
        page = 1;
        result = await staffRepo.list(kind, staff.buildings, 1, NOTICES_PAGE_SIZE);
      }
      return paged(
        result.rows.map((row) => staffPost(kind, row)),
        result.total,
        page,
      );
    },

    staffPost: findStaffPost,

    /** The new post's id, or NOT_FOUND when a building is not the staff member's (or does not exist). */
    async createPost(
      kind: PostKind,
      staff: StaffPrincipal,
      body: StaffNoticeBody | StaffEventBody,
    ): Promise<{ id: string } | NotFound> {
      if (!(await mayTarget(staff, body.buildingIds))) return refuse("NOT_FOUND");
      const at = now();
      return db.transaction(async (tx) => {
        const id = await staffRepo.create(
          kind,
          { ...values(kind, body, at), createdByStaffId: staff.staffId, createdAt: at } as PostValues,
          body.buildingIds,
          tx,
        );
        await audit.record(
          {
            action: "notice_written",
            details: { staffId: staff.staffId, kind, id, buildingIds: body.buildingIds },
          },
          at,
          tx,
        );
        return { id };
      });
    },

    /**
     * A change made to the version `body.updatedAt`, answered with the post as it now is. NOT_FOUND:
     * the post or one of the buildings is not the staff member's; STALE_STATE: someone changed it
     * after that version.
     */
    async updatePost(
      kind: PostKind,
      staff: StaffPrincipal,
      id: string,
      body: StaffNoticeChange | StaffEventChange,
    ): Promise<StaffPost | Refusal<"NOT_FOUND" | "STALE_STATE">> {
      if (!(await mayTarget(staff, body.buildingIds))) return refuse("NOT_FOUND");
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const updated = await staffRepo.update(
          kind,
          id,
          staff.buildings,
          new Date(body.updatedAt),
          values(kind, body, at),
          body.buildingIds,
          tx,
        );
        if (updated === "updated")
          await audit.record(
            {
              action: "notice_written",
              details: { staffId: staff.staffId, kind, id, buildingIds: body.buildingIds },
            },
            at,
            tx,
          );
        return updated;
      });
      if (updated === "notFound") return refuse("NOT_FOUND");
      if (updated === "stale") return refuse("STALE_STATE");
      return findStaffPost(kind, staff, id);
    },

    async removePost(kind: PostKind, staff: StaffPrincipal, id: string): Promise<"removed" | NotFound> {
      const at = now();
      const removed = await db.transaction(async (tx) => {
        const done = await staffRepo.remove(kind, id, staff.buildings, tx);
        if (done)
          await audit.record(
            { action: "notice_withdrawn", details: { staffId: staff.staffId, kind, id } },
            at,
            tx,
          );
        return done;
      });
      return removed ? "removed" : refuse("NOT_FOUND");
    },

    /** A building's apartments, or NOT_FOUND when it is not the staff member's building (or none such). */
    async staffApartments(staff: StaffPrincipal, buildingId: string): Promise<StaffApartment[] | NotFound> {
      if (!may(staff, PERMISSIONS.documentsManage, buildingId)) return refuse("NOT_FOUND");
      if ((await repo.existingBuildings([buildingId])).length === 0) return refuse("NOT_FOUND");
      return staffRepo.apartments(buildingId);
    },

    async staffDocuments(staff: StaffPrincipal, buildingId: string): Promise<StaffDocument[] | NotFound> {
      if (!may(staff, PERMISSIONS.documentsManage, buildingId)) return refuse("NOT_FOUND");
      return (await staffRepo.documents(buildingId)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Stores a PDF already checked by its bytes into a building's or an apartment's folder; NOT_FOUND
     * when the building is not the staff member's or the apartment is not in it.
     */
    async uploadDocument(
      staff: StaffPrincipal,
      fields: StaffDocumentFields,
      pdf: Buffer,
    ): Promise<StaffDocument | NotFound> {
      if (!may(staff, PERMISSIONS.documentsManage, fields.buildingId)) return refuse("NOT_FOUND");
      if ((await repo.existingBuildings([fields.buildingId])).length === 0) return refuse("NOT_FOUND");
      if (fields.apartmentId && !(await staffRepo.apartmentInBuilding(fields.apartmentId, fields.buildingId)))
        return refuse("NOT_FOUND");
      const key = `documents/${randomUUID()}.pdf`;
      const { size } = await files.put(key, pdf, "application/pdf");
      const at = now();
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await staffRepo.insertDocument(
            {
              buildingId: fields.apartmentId ? null : fields.buildingId,
              apartmentId: fields.apartmentId ?? null,
              folder: fields.folder,
              subfolder: fields.subfolder,
              name: fields.name,
              storageKey: key,
              size,
              createdByStaffId: staff.staffId,
              createdAt: at,
            },
            tx,
          );
          await audit.record(
            {
              action: "document_uploaded",
              details: { staffId: staff.staffId, id: inserted.id, buildingId: fields.buildingId },
            },
            at,
            tx,
          );
          return inserted;
        });
        return {
          id: row.id,
          name: row.name,
          buildingId: row.buildingId,
          apartmentId: row.apartmentId,
          folder: row.folder,
          subfolder: row.subfolder,
          size: row.size,
          createdAt: row.createdAt.toISOString(),
        };
      } catch (error) {
        await files.delete(key);
        throw error;
      }
    },

    async removeDocument(staff: StaffPrincipal, id: string): Promise<"removed" | NotFound> {
      const found = await staffRepo.documentBuilding(id);
      if (!found?.buildingId || !may(staff, PERMISSIONS.documentsManage, found.buildingId))
        return refuse("NOT_FOUND");
      const at = now();
      const removed = await db.transaction(async (tx) => {
        const done = await staffRepo.removeDocument(id, tx);
        if (done)
          await audit.record({ action: "document_removed", details: { staffId: staff.staffId, id } }, at, tx);
        return done;
      });
      if (!removed) return refuse("NOT_FOUND");
      await files.delete(found.storageKey);
      return "removed";
    },
  };
}

/** An event as a calendar entry: an event without an end lasts an hour. */
function calendarEvent(item: EventItem, language: Language) {
  if (item.formType === "CompanyEvent") {
    const start = new Date(item.formData.startsAt);
    const end = item.formData.endsAt ? new Date(item.formData.endsAt) : new Date(start.getTime() + 3_600_000);
    return {
      uid: `${item.id}@asukasportaali`,
      start,
      end,
      summary: item.formData.title[language],
      description: plainText(item.formData.text[language]),
      ...(item.formData.location ? { location: item.formData.location } : {}),
    };
  }
  const start = helsinkiTime(item.formData.date, item.formData.time);
  const location = (item.formData as Record<string, unknown>).location;
  const description = (item.formData as Record<string, unknown>).description;
  return {
    uid: `${item.id}@asukasportaali`,
    start,
    end: new Date(start.getTime() + 3_600_000),
    summary: item.formData.name,
    ...(typeof description === "string" ? { description } : {}),
    ...(typeof location === "string" ? { location } : {}),
  };
}

/** A wall-clock date and time (HH:mm, else midnight) in Helsinki as an instant. */
export function helsinkiTime(date: string, time: string): Date {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return localInstant(date, match ? Number(match[1]) * 60 + Number(match[2]) : 0);
}

export type NoticesService = ReturnType<typeof createNoticesService>;
