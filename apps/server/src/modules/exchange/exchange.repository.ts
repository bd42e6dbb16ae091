import type { Language } from "@portal/schemas/common";
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { ExchangeListQuery } from "@portal/schemas/exchange";
import { EXCHANGE_WORKFLOW, type BuildingType, type ExchangeState } from "@portal/schemas/exchange.constants";
import { encodeCursor, type CursorKey } from "@portal/schemas/page";
import { reach } from "../../access/reach.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { keysetPage } from "../../db/keyset.ts";
import { personOnContract } from "../../db/scope.ts";
import { billingTargets } from "../../db/schema/billing.ts";
import { contracts } from "../../db/schema/contracts.ts";
import {
  exchangeApplicationStatusChanges,
  exchangeApplications,
  exchangeNoticeStateChanges,
  exchangeNotices,
} from "../../db/schema/exchange.ts";
import { buildingFacts } from "../../db/schema/home.ts";
import { leaseDetails } from "../../db/schema/lease.ts";
import { apartments, buildings } from "../../db/schema/organisations.ts";
import { persons, userAccounts } from "../../db/schema/persons.ts";
import { StaleStateError, SYSTEM, type Actor } from "../../lib/workflow.ts";
import { createHandlingRepository } from "../handling/index.ts";
import { createWorkflowRepository, type Move } from "../workflow/index.ts";
import { createOutboxRepository, type OutboxMessage } from "../outbox/index.ts";

export interface Tenant {
  userId: string;
  personId: string;
  contractId: string;
}

export type NoticeRow = typeof exchangeNotices.$inferSelect;
export type NoticeValues = Omit<
  typeof exchangeNotices.$inferInsert,
  "id" | "state" | "createdAt" | "updatedAt" | "publishedAt" | "expiresAt" | "remindedFor" | "removalReason"
>;

/** Floors decide how a building is described: up to two, a row house; more, an apartment building. */
export const buildingTypeOf = (floors: number | null): BuildingType =>
  floors !== null && floors <= 2 ? "rowHouse" : "apartmentBuilding";

/** Thrown when the tenant already has a valid notice (the partial unique index answered). */
export class NoticeExistsError extends Error {
  override name = "NoticeExistsError";
}

const VALID = sql`${exchangeNotices.state} in ('new', 'published')`;
const PUBLISHED = eq(exchangeNotices.state, "published");

export function createExchangeRepository(db: Db) {
  const workflow = createWorkflowRepository(db, {
    workflow: EXCHANGE_WORKFLOW,
    records: exchangeNotices,
    stateKey: "state",
    stored: (state: ExchangeState) => state,
    history: exchangeNoticeStateChanges,
    historyState: exchangeNoticeStateChanges.state,
    historyOf: exchangeNoticeStateChanges.noticeId,
    historyRow: (noticeId, state, at, actor) => ({ noticeId, state: state as ExchangeState, at, ...actor }),
  });
  const outbox = createOutboxRepository(db);
  // Applications are handled as messages are: received, handled, answered; at most so many an hour.
  const applications = createHandlingRepository(db, {
    requests: exchangeApplications,
    changes: exchangeApplicationStatusChanges,
    requestOf: exchangeApplicationStatusChanges.requestId,
    changeRow: (requestId, status, at, actor) => ({ requestId, status, at, ...actor }),
  });

  /** The tenant's one valid notice, or their latest expired one. */
  async function own(userId: string, tx: Db = db): Promise<NoticeRow | null> {
    const [row] = await tx
      .select()
      .from(exchangeNotices)
      .where(
        and(
          eq(exchangeNotices.userId, userId),
          inArray(exchangeNotices.state, ["new", "published", "expired"]),
        ),
      )
      .orderBy(sql`${exchangeNotices.state} = 'expired'`, desc(exchangeNotices.createdAt))
      .limit(1);
    return row ?? null;
  }

  return {
    ...workflow,
    own,

    /**
     * What the portal knows of the tenant's lease and apartment: the facts a notice shows and what
     * the eligibility rules read. Null when the person is not on the contract.
     */
    async lease(tenant: Tenant, today: string, tx: Db = db) {
      const apartmentsInBuilding = sql<number>`(select count(*)::int from ${apartments} a2 where a2.building_id = ${apartments.buildingId})`;
      const waterAdvanceCents = sql<
        number | null
      >`(select ${billingTargets.amountCents} from ${billingTargets}
        where ${billingTargets.contractId} = ${contracts.id} and ${billingTargets.reason} = 'water'
          and ${billingTargets.startDate} <= ${today} and (${billingTargets.endDate} is null or ${billingTargets.endDate} >= ${today})
        order by ${billingTargets.startDate} desc limit 1)`;
      const [row] = await tx
        .select({
          contractId: contracts.id,
          startDate: contracts.startDate,
          endDate: contracts.endDate,
          rentCents: contracts.monthlyRentCents,
          temporary: leaseDetails.temporary,
          terminatedOn: leaseDetails.terminatedOn,
          buildingId: buildings.id,
          streetAddress: buildings.streetAddress,
          postalCode: buildings.postalCode,
          city: buildings.city,
          rooms: apartments.rooms,
          areaM2: apartments.areaM2,
          builtYear: buildingFacts.builtYear,
          floors: buildingFacts.floors,
          lift: buildingFacts.hasLift,
          apartmentsInBuilding,
          waterAdvanceCents,
        })
        .from(contracts)
        .innerJoin(apartments, eq(apartments.id, contracts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .leftJoin(buildingFacts, eq(buildingFacts.buildingId, buildings.id))
        .leftJoin(leaseDetails, eq(leaseDetails.contractId, contracts.id))
        .where(and(eq(contracts.id, tenant.contractId), personOnContract(contracts.id, tenant.personId)));
      return row ?? null;
    },

    /** The account's address, first name and language: where the confirmation link goes. */
    async account(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ email: userAccounts.email, firstName: persons.firstName, lastName: persons.lastName })
        .from(userAccounts)
        .innerJoin(persons, eq(persons.id, userAccounts.personId))
        .where(eq(userAccounts.id, userId));
      return row ?? null;
    },

    /** The cities of the company's buildings, alphabetically. */
    async cities(tx: Db = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ city: buildings.city })
        .from(buildings)
        .orderBy(asc(buildings.city));
      return rows.map((r) => r.city);
    },

    /**
     * A new notice in `new` with its first history row and its confirmation mail, in one
     * transaction. NoticeExistsError when the tenant already has a valid one.
     */
    async insert(values: NoticeValues, at: Date, actor: Actor, mail: (id: string) => OutboxMessage) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(exchangeNotices)
            .values({ ...values, createdAt: at, updatedAt: at })
            .returning({ id: exchangeNotices.id });
          await workflow.record(row!.id, "new", at, actor, tx);
          await outbox.enqueue(mail(row!.id), at, tx);
          return row!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new NoticeExistsError();
        throw error;
      }
    },

    /** Rewrites the tenant's valid notice; false when it is not theirs or no longer valid. */
    async update(userId: string, id: string, values: Partial<NoticeValues>, at: Date) {
      const rows = await db
        .update(exchangeNotices)
        .set({ ...values, updatedAt: at })
        .where(and(eq(exchangeNotices.id, id), eq(exchangeNotices.userId, userId), VALID))
        .returning({ id: exchangeNotices.id, state: exchangeNotices.state });
      return rows[0] ?? null;
    },

    async byId(id: string, tx: Db = db): Promise<NoticeRow | null> {
      const [row] = await tx.select().from(exchangeNotices).where(eq(exchangeNotices.id, id));
      return row ?? null;
    },

    /** The notice the link names when its secret's hash matches; null otherwise. */
    async byIdAndSecret(id: string, secretHash: string): Promise<NoticeRow | null> {
      const [row] = await db
        .select()
        .from(exchangeNotices)
        .where(and(eq(exchangeNotices.id, id), eq(exchangeNotices.secretHash, secretHash)));
      return row ?? null;
    },

    /**
     * Publishes a `new` notice (or, renewing, republishes an expired one) until `expiresAt`, as one
     * conditional update with its history row; false when it was no longer in `from`.
     */
    async publish(
      id: string,
      from: "new" | "expired",
      at: Date,
      expiresAt: Date,
      actor: Actor,
      scope?: SQL,
    ): Promise<boolean> {
      try {
        return await workflow.moveState({
          id,
          from,
          to: "published",
          actor,
          at,
          scope,
          set: {
            // A renewal keeps the first publish time.
            publishedAt:
              from === "new"
                ? at
                : sql`coalesce(${exchangeNotices.publishedAt}, ${at.toISOString()}::timestamptz)`,
            expiresAt,
          },
        });
      } catch (error) {
        if (error instanceof StaleStateError) return false;
        throw error;
      }
    },

    /** Another validity period for a published notice of the tenant's; false when it is not (any longer). */
    async extend(userId: string, id: string, at: Date, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(exchangeNotices)
        .set({ expiresAt, updatedAt: at })
        .where(and(eq(exchangeNotices.id, id), eq(exchangeNotices.userId, userId), PUBLISHED))
        .returning({ id: exchangeNotices.id });
      return rows.length > 0;
    },

    /** A move of the owner's notice (deleting): the workflow kit's conditional update, scoped to the owner. */
    async moveOwn(userId: string, move: Omit<Move<ExchangeState>, "scope">) {
      return workflow.moveState({ ...move, scope: eq(exchangeNotices.userId, userId) });
    },

    /** A moderator's removal: deleted with its reason, within the buildings the staff member sees. */
    async remove(
      id: string,
      from: ExchangeState,
      reason: string,
      at: Date,
      actor: Actor,
      buildingIds: "all" | readonly string[],
    ) {
      const scope = reach.exchangeNotices(buildingIds);
      return workflow.moveState({
        id,
        from,
        to: "deleted",
        actor,
        at,
        scope,
        set: { removalReason: reason },
      });
    },

    /** One page of published notices, newest first, by the filters. */
    async list(query: ExchangeListQuery, tx: Db = db) {
      const where = and(
        PUBLISHED,
        query.city?.length ? inArray(exchangeNotices.city, query.city) : undefined,
        query.rooms?.length ? inArray(exchangeNotices.rooms, query.rooms) : undefined,
        query.areaMin !== undefined ? gte(exchangeNotices.areaM2, query.areaMin) : undefined,
        query.areaMax !== undefined ? lte(exchangeNotices.areaM2, query.areaMax) : undefined,
        query.rentMin !== undefined
          ? gte(exchangeNotices.rentCents, Math.round(query.rentMin * 100))
          : undefined,
        query.rentMax !== undefined
          ? lte(exchangeNotices.rentCents, Math.round(query.rentMax * 100))
          : undefined,
      );
      const cursor: CursorKey | undefined = query.cursor;
      const before = cursor
        ? sql`(${exchangeNotices.publishedAt}, ${exchangeNotices.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      const rows = await tx
        .select()
        .from(exchangeNotices)
        .where(and(where, before))
        .orderBy(desc(exchangeNotices.publishedAt), desc(exchangeNotices.id))
        .limit(query.limit + 1);
      const [total] = await tx.select({ n: count() }).from(exchangeNotices).where(where);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items,
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.publishedAt!, id: last.id })
            : null,
        total: total?.n ?? 0,
      };
    },

    /**
     * Published notices of others where both sides name the other's city: the candidates the
     * service scores. Their wish names my city, and my wish names theirs.
     */
    async candidates(mine: NoticeRow, limit: number, tx: Db = db) {
      return tx
        .select()
        .from(exchangeNotices)
        .where(
          and(
            PUBLISHED,
            sql`${exchangeNotices.userId} <> ${mine.userId}`,
            sql`${exchangeNotices.wishCities} @> array[${mine.city}]::text[]`,
            inArray(exchangeNotices.city, mine.wishCities),
          ),
        )
        .orderBy(desc(exchangeNotices.publishedAt))
        .limit(limit);
    },

    /** Staff: the notices in the buildings the staff member sees, oldest first, by state. */
    async staffPage(
      query: { state?: ExchangeState | undefined; cursor?: CursorKey | undefined; limit: number },
      buildingIds: "all" | readonly string[],
      tx: Db = db,
    ) {
      const where = and(
        query.state ? eq(exchangeNotices.state, query.state) : undefined,
        reach.exchangeNotices(buildingIds),
      );
      return keysetPage({
        rows: (w: SQL | undefined) => tx.select().from(exchangeNotices).where(w).$dynamic(),
        count: async (w: SQL | undefined) => {
          const [row] = await tx.select({ n: count() }).from(exchangeNotices).where(w);
          return row?.n ?? 0;
        },
        columns: { createdAt: exchangeNotices.createdAt, id: exchangeNotices.id },
        where,
        cursor: query.cursor,
        limit: query.limit,
      });
    },

    /**
     * An exchange application as a work item, its first history row and its mail, in one
     * transaction, after checking the account's hourly limit under its row lock: of concurrent
     * applications by one account exactly `perHour` in an hour are stored. Its id, or null when the
     * limit is spent.
     */
    async insertApplication(
      values: typeof exchangeApplications.$inferInsert,
      at: Date,
      perHour: number,
      messages: (id: string) => OutboxMessage[],
      /** What else the application writes in its transaction (the event feed's entry). */
      after?: (id: string, tx: Db) => Promise<void>,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        if (await applications.hourlyLimitSpent(values.userId, at, perHour, tx)) return null;
        const [row] = await tx
          .insert(exchangeApplications)
          .values({ ...values, createdAt: at, updatedAt: at })
          .returning({ id: exchangeApplications.id });
        await applications.recordReceived(row!.id, values.userId, at, tx);
        for (const message of messages(row!.id)) await outbox.enqueue(message, at, tx);
        await after?.(row!.id, tx);
        return row!.id;
      });
    },

    // The jobs. Each is a conditional update: a second run, or two at once, changes nothing twice.

    /** Published notices past their expiry become expired. */
    async expireDue(at: Date): Promise<string[]> {
      return workflow.moveMany({
        from: ["published"],
        to: "expired",
        actor: SYSTEM,
        at,
        where: lte(exchangeNotices.expiresAt, at),
      });
    },

    /**
     * Marks the published notices expiring before `until` as reminded for their current expiry,
     * and queues each one's reminder mail in the same transaction: a notice is reminded once per
     * validity period, however often or concurrently the job runs.
     */
    async remindDue(
      at: Date,
      until: Date,
      mail: (
        notice: { id: string; userId: string; language: Language; expiresAt: Date },
        tx: Db,
      ) => Promise<OutboxMessage | null>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(exchangeNotices)
          .set({ remindedFor: sql`${exchangeNotices.expiresAt}` })
          .where(
            and(
              PUBLISHED,
              lte(exchangeNotices.expiresAt, until),
              or(
                isNull(exchangeNotices.remindedFor),
                sql`${exchangeNotices.remindedFor} <> ${exchangeNotices.expiresAt}`,
              ),
            ),
          )
          .returning({
            id: exchangeNotices.id,
            userId: exchangeNotices.userId,
            language: exchangeNotices.language,
            expiresAt: exchangeNotices.expiresAt,
          });
        let sent = 0;
        for (const row of rows) {
          const message = await mail({ ...row, expiresAt: row.expiresAt! }, tx);
          if (message) {
            await outbox.enqueue(message, at, tx);
            sent++;
          }
        }
        return sent;
      });
    },

    /**
     * Valid or expired notices whose lease has ended (its end date passed) or whose tenant is no
     * longer on the contract are deleted.
     */
    async deleteEndedLeases(at: Date, today: string): Promise<string[]> {
      return workflow.moveMany({
        from: ["new", "published", "expired"],
        to: "deleted",
        actor: SYSTEM,
        at,
        where: sql`exists (select 1 from ${contracts} c join ${userAccounts} u on u.id = ${exchangeNotices.userId}
          where c.id = ${exchangeNotices.contractId}
            and ((c.end_date is not null and c.end_date < ${today})
              or not ${personOnContract(sql`c.id`, sql`u.person_id`)}))`,
      });
    },
  };
}
export type ExchangeRepository = ReturnType<typeof createExchangeRepository>;
