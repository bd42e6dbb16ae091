// Calendar feed tokens. The URL carries the feed's id and an HMAC of it under the tenant's secret;
// the secret is derived from the server key and the feed row's random salt, so the server can show
// the URL again, a new salt (rotation) makes a new secret, and the table alone opens nothing: only
// the token's SHA-256 is stored. Verification needs the row (revoked or rotated: gone) and both the
// MAC and the stored hash to match.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Language } from "@portal/schemas/common";
import type { Db } from "../../db/client.ts";
import { personOnContract } from "../../db/scope.ts";
import { queryRows, type Scope } from "./bookings.repository.ts";

const ID_LENGTH = 32;

function tenantSecret(serverKey: string, salt: string): Buffer {
  return createHmac("sha256", serverKey).update(`booking-feed:${salt}`).digest();
}

/** The feed id (uuid without dashes) followed by its base64url MAC: 75 URL-safe characters. */
export function feedToken(serverKey: string, id: string, salt: string): string {
  const compact = id.replace(/-/g, "");
  const mac = createHmac("sha256", tenantSecret(serverKey, salt)).update(compact).digest("base64url");
  return `${compact}${mac}`;
}

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

function idOf(token: string): string | null {
  const compact = token.slice(0, ID_LENGTH);
  if (!/^[0-9a-f]{32}$/.test(compact)) return null;
  return `${compact.slice(0, 8)}-${compact.slice(8, 12)}-${compact.slice(12, 16)}-${compact.slice(16, 20)}-${compact.slice(20)}`;
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createFeeds(db: Db, serverKey: string) {
  return {
    async current(scope: Scope): Promise<{ token: string; createdAt: Date } | null> {
      const [row] = await queryRows<{ id: string; salt: string; createdAt: unknown }>(
        db,
        sql`select f.id, f.salt, f.created_at as "createdAt" from booking_feeds f
        where f.contract_id = ${scope.contractId} and f.person_id = ${scope.personId}
          and ${personOnContract(sql`f.contract_id`, sql`f.person_id`)}`,
      );
      if (!row) return null;
      return { token: feedToken(serverKey, row.id, row.salt), createdAt: new Date(row.createdAt as string) };
    },

    /** A new feed for the tenant; the previous one, if any, is deleted in the same statement. */
    async rotate(scope: Scope, now: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`delete from booking_feeds where contract_id = ${scope.contractId} and person_id = ${scope.personId}`,
        );
        const salt = randomBytes(24).toString("base64url");
        const [inserted] = await queryRows<{ id: string }>(
          tx,
          sql`insert into booking_feeds (contract_id, person_id, salt, token_hash, created_at)
          select ${scope.contractId}, ${scope.personId}, ${salt}, '', ${now.toISOString()}::timestamptz
          where ${personOnContract(scope.contractId, scope.personId)}
          returning id`,
        );
        const id = inserted?.id;
        if (!id) return null;
        const token = feedToken(serverKey, id, salt);
        await tx.execute(sql`update booking_feeds set token_hash = ${tokenHash(token)} where id = ${id}`);
        return token;
      });
    },

    async revoke(scope: Scope): Promise<void> {
      await db.execute(
        sql`delete from booking_feeds where contract_id = ${scope.contractId} and person_id = ${scope.personId}`,
      );
    },

    /** The tenant a token opens, or null (malformed, forged, rotated, revoked, or no longer on the contract). */
    /** The feed's household, and its person's language for the calendar's texts. */
    async open(token: string): Promise<(Scope & { language: Language }) | null> {
      const id = idOf(token);
      if (!id) return null;
      const [row] = await queryRows<{
        id: string;
        salt: string;
        tokenHash: string;
        contractId: string;
        personId: string;
        language: Language | null;
      }>(
        db,
        sql`select f.id, f.salt, f.token_hash as "tokenHash",
          f.contract_id as "contractId", f.person_id as "personId",
          (select ua.language from user_accounts ua where ua.person_id = f.person_id limit 1) as language
        from booking_feeds f
        where f.id = ${id}
          and ${personOnContract(sql`f.contract_id`, sql`f.person_id`)}`,
      );
      if (!row) return null;
      if (!same(feedToken(serverKey, row.id, row.salt), token) || !same(tokenHash(token), row.tokenHash))
        return null;
      return { contractId: row.contractId, personId: row.personId, language: row.language ?? "fi" };
    },
  };
}
export type Feeds = ReturnType<typeof createFeeds>;
