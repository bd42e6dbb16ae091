import type { Language } from "@portal/schemas/common";
import { createHash, randomBytes } from "node:crypto";
import type {
  ExchangeEligibility,
  ExchangeListQuery,
  ExchangeMatches,
  ExchangeNotice,
  ExchangeNoticeInput,
  OwnExchangeNotice,
  StaffExchangeItem,
} from "@portal/schemas/exchange";
import {
  EXCHANGE_APPLICATIONS_PER_HOUR,
  EXCHANGE_MATCHES_MAX,
  EXCHANGE_REMINDER_DAYS,
  EXCHANGE_VALID_MONTHS,
  type ExchangeRule,
  type ExchangeState,
} from "@portal/schemas/exchange.constants";
import type { Page } from "@portal/schemas/page";
import { centsToEuros, eurosToCents } from "@portal/schemas/billing.rules";
import type { CursorKey } from "@portal/schemas/page";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import { todayInHelsinki } from "../../lib/dates.ts";
import { DEFAULT_SERVICE_LEVELS, dueTime, type ServiceLevels } from "../../lib/service-levels.ts";
import type { Actor } from "../../lib/workflow.ts";
import type { Ledger } from "../billing/index.ts";
import { matchOf } from "./exchange.match.ts";
import {
  buildingTypeOf,
  NoticeExistsError,
  type ExchangeRepository,
  type NoticeRow,
  type NoticeValues,
  type Tenant,
} from "./exchange.repository.ts";
import { companyIdsOf, recordIntegrationEvent } from "../integration/index.ts";
import { checkRules, DEFAULT_EXCHANGE_RULES, type ExchangeRules } from "./exchange.rules.ts";
import { exchangeMessages } from "./exchange.messages.ts";

/** The page a confirmation link opens, and the tenant's exchange page (the renewal's link). */
export const CONFIRM_PATH = "/vaihtoilmoitukset";
export const EXCHANGE_PAGE = "/asuminen/asunnonvaihto/vaihto";

export interface ExchangeDeps {
  repo: ExchangeRepository;
  now: () => Date;
  publicUrl: string;
  customerServiceEmail: string;
  /** The contract's ledger for the debt rule (the billing module's). */
  ledger: (tenant: Tenant) => Promise<Ledger | null>;
  rules?: ExchangeRules;
  serviceLevels?: ServiceLevels;
}

/** The answer a new notice gets when it is refused: the rules that fail, or the notice the tenant has. */
export type NoticeRefusal = Refusal<"NOT_ELIGIBLE" | "NOTICE_EXISTS">;

/**
 * The answer an application gets when it is refused: no such published notice (or the tenant's
 * own), the rules that fail, or the hour's limit spent.
 */
export type ApplicationRefusal = Refusal<"NOT_FOUND" | "NOT_ELIGIBLE" | "TOO_MANY_REQUESTS">;

const notEligible = (rules: ExchangeRule[] = []) => refuse("NOT_ELIGIBLE", { rules });

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function addMonthsTo(at: Date, months: number): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

function apartmentOf(row: NoticeRow): ExchangeNotice["apartment"] {
  return {
    streetAddress: row.streetAddress,
    postalCode: row.postalCode,
    city: row.city,
    rooms: row.rooms,
    areaM2: row.areaM2,
    rentEuros: centsToEuros(row.rentCents),
    waterAdvanceEuros: euros(row.waterAdvanceCents),
    buildingType: row.buildingType,
    builtYear: row.builtYear,
    apartmentsInBuilding: row.apartmentsInBuilding,
    floors: row.floors,
    lift: row.lift,
  };
}

/** A notice as a signed-in tenant sees it: with the contact details the poster chose to show. */
function noticeOf(row: NoticeRow, viewer: string | null): ExchangeNotice {
  return {
    id: row.id,
    apartment: apartmentOf(row),
    description: row.description,
    wish: {
      cities: row.wishCities,
      rooms: row.wishRooms,
      areaMin: row.wishAreaMin,
      areaMax: row.wishAreaMax,
      rentMin: euros(row.wishRentMinCents),
      rentMax: euros(row.wishRentMaxCents),
      text: row.wishText,
    },
    publishedAt: iso(row.publishedAt),
    ...(viewer
      ? { contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail } }
      : {}),
    own: row.userId === viewer,
  };
}

export function createExchangeService({
  repo,
  now,
  publicUrl,
  customerServiceEmail,
  ledger,
  rules = DEFAULT_EXCHANGE_RULES,
  serviceLevels = DEFAULT_SERVICE_LEVELS,
}: ExchangeDeps) {
  const url = (path: string) => new URL(path, publicUrl).toString();

  async function eligibility(tenant: Tenant) {
    const today = todayInHelsinki(now());
    const lease = await repo.lease(tenant, today);
    if (!lease) return null;
    const verdicts = checkRules(rules, lease, await ledger(tenant), today);
    return { lease, verdicts };
  }

  /** The apartment's facts and the tenant's text as the notice's columns. */
  function values(
    tenant: Tenant,
    lease: NonNullable<Awaited<ReturnType<ExchangeRepository["lease"]>>>,
    input: ExchangeNoticeInput,
  ): Omit<NoticeValues, "secretHash"> {
    return {
      userId: tenant.userId,
      contractId: tenant.contractId,
      buildingId: lease.buildingId,
      language: input.language,
      streetAddress: lease.streetAddress,
      postalCode: lease.postalCode,
      city: lease.city,
      rooms: lease.rooms,
      areaM2: lease.areaM2,
      rentCents: lease.rentCents,
      waterAdvanceCents: lease.waterAdvanceCents,
      buildingType: buildingTypeOf(lease.floors),
      builtYear: lease.builtYear,
      apartmentsInBuilding: lease.apartmentsInBuilding,
      floors: lease.floors,
      lift: lease.lift,
      description: input.description,
      wishCities: [...new Set(input.wish.cities)],
      wishRooms: [...new Set(input.wish.rooms)].sort(),
      wishAreaMin: input.wish.areaMin,
      wishAreaMax: input.wish.areaMax,
      wishRentMinCents: input.wish.rentMin === null ? null : eurosToCents(input.wish.rentMin),
      wishRentMaxCents: input.wish.rentMax === null ? null : eurosToCents(input.wish.rentMax),
      wishText: input.wish.text,
      contactName: input.contact.name,
      contactPhone: input.contact.phone,
      contactEmail: input.contact.email,
    };
  }

  return {
    async eligibility(tenant: Tenant): Promise<ExchangeEligibility> {
      const found = await eligibility(tenant);
      if (!found) return { eligible: false, rules: [], minimumMonths: rules.minimumMonths, apartment: null };
      const { lease, verdicts } = found;
      return {
        eligible: verdicts.every((v) => v.ok),
        rules: verdicts,
        minimumMonths: rules.minimumMonths,
        apartment: {
          streetAddress: lease.streetAddress,
          postalCode: lease.postalCode,
          city: lease.city,
          rooms: lease.rooms,
          areaM2: lease.areaM2,
          rentEuros: centsToEuros(lease.rentCents),
          waterAdvanceEuros: euros(lease.waterAdvanceCents),
          buildingType: buildingTypeOf(lease.floors),
          builtYear: lease.builtYear,
          apartmentsInBuilding: lease.apartmentsInBuilding,
          floors: lease.floors,
          lift: lease.lift,
        },
      };
    },

    cities: () => repo.cities(),

    /**
     * A new notice in `new`, its confirmation link mailed to the account's address; or the
     * refusal: the rules that fail, or the notice the tenant already has.
     */
    async create(tenant: Tenant, input: ExchangeNoticeInput): Promise<{ id: string } | NoticeRefusal> {
      const found = await eligibility(tenant);
      if (!found) return notEligible();
      const failing = found.verdicts.filter((v) => !v.ok).map((v) => v.rule);
      if (failing.length) return notEligible(failing);
      const existing = await repo.own(tenant.userId);
      if (existing && existing.state !== "expired") return refuse("NOTICE_EXISTS", { id: existing.id });
      const account = await repo.account(tenant.userId);
      if (!account) return notEligible();
      // 256 random bits; only their hash is stored.
      const secret = randomBytes(32).toString("base64url");
      try {
        const id = await repo.insert(
          { ...values(tenant, found.lease, input), secretHash: hashSecret(secret) },
          now(),
          { kind: "tenant", userId: tenant.userId },
          (id) => ({
            recipient: account.email,
            template: exchangeMessages["exchange-confirm"],
            language: input.language,
            data: { id, firstName: account.firstName, link: url(`${CONFIRM_PATH}/${id}/`), code: secret },
          }),
        );
        return { id };
      } catch (error) {
        if (!(error instanceof NoticeExistsError)) throw error;
        const raced = await repo.own(tenant.userId);
        return refuse("NOTICE_EXISTS", { id: raced?.id ?? "" });
      }
    },

    /** Rewrites the tenant's own valid notice (the apartment's facts read again); NOT_FOUND when not theirs. */
    async update(tenant: Tenant, id: string, input: ExchangeNoticeInput) {
      const found = await eligibility(tenant);
      if (!found) return refuse("NOT_FOUND");
      const { userId, contractId, buildingId, ...rest } = values(tenant, found.lease, input);
      void userId;
      void contractId;
      void buildingId;
      return (await repo.update(tenant.userId, id, rest, now())) ?? refuse("NOT_FOUND");
    },

    /**
     * The owner's move: only deleting (publishing is the mailed link's, expiring the job's), else a
     * field error on `to`; NOT_FOUND when the notice is not theirs.
     */
    async move(
      tenant: Tenant,
      id: string,
      from: ExchangeState,
      to: ExchangeState,
    ): Promise<"moved" | Refusal<"VALIDATION" | "NOT_FOUND">> {
      if (to !== "deleted")
        return refuse("VALIDATION", { fields: { to: "validation.transitionNotAllowed" } });
      const moved = await repo.moveOwn(tenant.userId, {
        id,
        from,
        to,
        actor: { kind: "tenant", userId: tenant.userId },
        at: now(),
      });
      return moved ? "moved" : refuse("NOT_FOUND");
    },

    /**
     * Another validity period from now: a published notice's expiry moves, an expired one is
     * published again. NOT_FOUND when it is not the tenant's; STALE_STATE when no longer in `from`.
     */
    async renew(
      tenant: Tenant,
      id: string,
      from: "published" | "expired",
    ): Promise<{ expiresAt: string } | Refusal<"NOT_FOUND" | "STALE_STATE">> {
      const notice = await repo.byId(id);
      if (!notice || notice.userId !== tenant.userId) return refuse("NOT_FOUND");
      const at = now();
      const expiresAt = addMonthsTo(at, EXCHANGE_VALID_MONTHS);
      const done =
        from === "published"
          ? await repo.extend(tenant.userId, id, at, expiresAt)
          : await repo.publish(id, "expired", at, expiresAt, { kind: "tenant", userId: tenant.userId });
      return done ? { expiresAt: expiresAt.toISOString() } : refuse("STALE_STATE");
    },

    /**
     * The mailed link: publishes the notice when the secret is its own. A second opening of a
     * published notice's link answers that it already is; a deleted or expired notice's link, or a
     * wrong secret, answers NOT_FOUND.
     */
    async confirm(id: string, secret: string) {
      const notice = await repo.byIdAndSecret(id, hashSecret(secret));
      if (!notice) return refuse("NOT_FOUND");
      if (notice.state === "published")
        return { state: "published" as const, already: true, publishedAt: notice.publishedAt!.toISOString() };
      if (notice.state !== "new") return refuse("NOT_FOUND");
      const at = now();
      const moved = await repo.publish(id, "new", at, addMonthsTo(at, EXCHANGE_VALID_MONTHS), {
        kind: "tenant",
        userId: notice.userId,
      });
      if (!moved) {
        const again = await repo.byId(id);
        return again?.state === "published"
          ? { state: "published" as const, already: true, publishedAt: again.publishedAt!.toISOString() }
          : refuse("NOT_FOUND");
      }
      return { state: "published" as const, already: false, publishedAt: at.toISOString() };
    },

    async list(viewer: string, query: ExchangeListQuery): Promise<Page<ExchangeNotice>> {
      const page = await repo.list(query);
      return { ...page, items: page.items.map((row) => noticeOf(row, viewer)) };
    },

    /** A published notice, or the viewer's own in any state but deleted; NOT_FOUND otherwise. */
    async detail(viewer: string, id: string): Promise<ExchangeNotice | Refusal<"NOT_FOUND">> {
      const row = await repo.byId(id);
      if (!row) return refuse("NOT_FOUND");
      const visible = row.state === "published" || (row.userId === viewer && row.state !== "deleted");
      return visible ? noticeOf(row, viewer) : refuse("NOT_FOUND");
    },

    async own(tenant: Tenant): Promise<OwnExchangeNotice | null> {
      const row = await repo.own(tenant.userId);
      if (!row) return null;
      return {
        ...noticeOf(row, tenant.userId),
        state: row.state,
        expiresAt: iso(row.expiresAt),
        createdAt: row.createdAt.toISOString(),
        language: row.language,
      };
    },

    /** Notices whose wish fits the tenant's apartment and whose apartment fits the tenant's wish, best first. */
    async matches(tenant: Tenant): Promise<ExchangeMatches> {
      const mine = await repo.own(tenant.userId);
      if (!mine || mine.state === "expired") return { hasNotice: false, items: [] };
      const candidates = await repo.candidates(mine, 500);
      const scored = candidates
        .map((row) => ({ row, met: matchOf(mine, row) }))
        .filter((m): m is { row: NoticeRow; met: NonNullable<typeof m.met> } => m.met !== null)
        .sort(
          (a, b) =>
            b.met.length - a.met.length ||
            (b.row.publishedAt?.getTime() ?? 0) - (a.row.publishedAt?.getTime() ?? 0),
        )
        .slice(0, EXCHANGE_MATCHES_MAX);
      return {
        hasNotice: true,
        items: scored.map(({ row, met }) => ({
          notice: noticeOf(row, tenant.userId),
          score: met.length,
          met,
        })),
      };
    },

    /**
     * An exchange application with a published notice of another tenant: both tenants' details to
     * customer service as a work item. Null when there is no such notice to apply to; refused when
     * the tenant may not exchange (the notice rules: an open lease nobody has given notice on, long
     * enough in the apartment, no overdue debt) or has sent EXCHANGE_APPLICATIONS_PER_HOUR in the
     * last hour.
     */
    async apply(
      tenant: Tenant,
      noticeId: string,
      message: string,
      language: Language,
    ): Promise<{ id: string } | ApplicationRefusal> {
      const partner = await repo.byId(noticeId);
      if (!partner || partner.state !== "published" || partner.userId === tenant.userId)
        return refuse("NOT_FOUND");
      const found = await eligibility(tenant);
      if (!found) return notEligible();
      const failing = found.verdicts.filter((v) => !v.ok).map((v) => v.rule);
      if (failing.length) return notEligible(failing);
      const { lease } = found;
      const account = await repo.account(tenant.userId);
      if (!account) return notEligible();
      const mine = await repo.own(tenant.userId);
      const at = now();
      const describe = (a: {
        streetAddress: string;
        postalCode: string;
        city: string;
        rooms: number;
        areaM2: number;
      }) => `${a.streetAddress}, ${a.postalCode} ${a.city}; ${a.rooms} h, ${a.areaM2} m²`;
      const id = await repo.insertApplication(
        {
          ...tenant,
          noticeId,
          ownNoticeId: mine?.id ?? null,
          message,
          subject: `${lease.city} ⇄ ${partner.city}: ${account.firstName} ${account.lastName} – ${partner.contactName}`,
          description: [
            `Hakija: ${account.firstName} ${account.lastName}, ${account.email}`,
            `Hakijan asunto: ${describe(lease)}`,
            `Vaihtokumppani: ${partner.contactName}, ${[partner.contactPhone, partner.contactEmail].filter(Boolean).join(", ")}`,
            `Kumppanin asunto: ${describe(partner)}`,
            message ? `Viesti: ${message}` : "",
          ]
            .filter(Boolean)
            .join("\n"),
          language,
          buildingId: lease.buildingId,
          dueAt: dueTime(serviceLevels, at, "message"),
        },
        at,
        EXCHANGE_APPLICATIONS_PER_HOUR,
        (id) => [
          {
            recipient: customerServiceEmail,
            template: exchangeMessages["customer-service-exchange-application"],
            language: "fi",
            data: {
              id,
              applicantName: `${account.firstName} ${account.lastName}`,
              applicantEmail: account.email,
              applicantApartment: describe(lease),
              partnerName: partner.contactName,
              partnerContact: [partner.contactPhone, partner.contactEmail].filter(Boolean).join(", "),
              partnerApartment: describe(partner),
              message,
            },
          },
        ],
        // The company's tenancy system learns of the two households' agreement from the event feed.
        async (id, tx) => {
          const company = await companyIdsOf(tx, {
            contracts: [tenant.contractId, partner.contractId],
            persons: [tenant.personId],
          });
          await recordIntegrationEvent(tx, {
            type: "exchange.agreed",
            subject: `exchange-application:${id}`,
            occurredAt: at,
            data: {
              applicationId: id,
              applicant: {
                contractId: tenant.contractId,
                personId: tenant.personId,
                noticeId: mine?.id ?? null,
                contractExternalId: company.contract(tenant.contractId),
                personExternalId: company.person(tenant.personId),
              },
              partner: {
                contractId: partner.contractId,
                noticeId: partner.id,
                contractExternalId: company.contract(partner.contractId),
              },
              message,
            },
          });
        },
      );
      return id ? { id } : refuse("TOO_MANY_REQUESTS");
    },

    // Staff.

    async staffList(
      query: { state?: ExchangeState | undefined; cursor?: CursorKey | undefined; limit: number },
      buildings: "all" | readonly string[],
    ): Promise<Page<StaffExchangeItem>> {
      const page = await repo.staffPage(query, buildings);
      return {
        ...page,
        items: page.items.map((row) => ({
          id: row.id,
          state: row.state,
          city: row.city,
          streetAddress: row.streetAddress,
          description: row.description,
          wishText: row.wishText,
          contactName: row.contactName,
          createdAt: row.createdAt.toISOString(),
          publishedAt: iso(row.publishedAt),
          removalReason: row.removalReason,
        })),
      };
    },

    /** Moderation: removes a notice with a reason; NOT_FOUND outside the staff member's buildings. */
    async remove(
      id: string,
      from: ExchangeState,
      reason: string,
      actor: Actor,
      buildings: "all" | readonly string[],
    ): Promise<"removed" | Refusal<"NOT_FOUND">> {
      return (await repo.remove(id, from, reason, now(), actor, buildings)) ? "removed" : refuse("NOT_FOUND");
    },

    // The jobs: idempotent passes.

    /** Expires published notices past their expiry; reminds those expiring within a week. */
    async expiryPass() {
      const at = now();
      const expired = await repo.expireDue(at);
      const reminded = await repo.remindDue(
        at,
        new Date(at.getTime() + EXCHANGE_REMINDER_DAYS * 86_400_000),
        async (notice, tx) => {
          const account = await repo.account(notice.userId, tx);
          if (!account) return null;
          return {
            recipient: account.email,
            template: exchangeMessages["exchange-expiring"],
            language: notice.language,
            data: {
              id: notice.id,
              firstName: account.firstName,
              link: url(EXCHANGE_PAGE),
              expiresAt: notice.expiresAt.toISOString(),
            },
          };
        },
      );
      return { expired: expired.length, reminded };
    },

    /** Deletes the notices of leases that have ended. */
    async leaseEndPass() {
      const at = now();
      return { deleted: (await repo.deleteEndedLeases(at, todayInHelsinki(at))).length };
    },
  };
}
export type ExchangeService = ReturnType<typeof createExchangeService>;
