import { generateKeyPairSync, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Adapter, AdapterPayload, JWK } from "oidc-provider";
import type { Db } from "../../db/client.ts";
import { sandboxIdpKeys, sandboxIdpRecords } from "../../db/schema/sandbox.ts";

/**
 * The sandbox provider's storage, in the database: every server process behind one address is the
 * same provider, so a sign-in whose authorization, sign-in page and token requests each land on
 * another process still works, and a process that stops or restarts loses nothing. Expired records
 * are deleted as new ones are written.
 */
export function databaseAdapter(db: Db): (name: string) => Adapter {
  return (name) => new DatabaseAdapter(db, name);
}

const live = () => or(isNull(sandboxIdpRecords.expiresAt), gt(sandboxIdpRecords.expiresAt, new Date()));

class DatabaseAdapter implements Adapter {
  private readonly db: Db;
  private readonly model: string;

  constructor(db: Db, model: string) {
    this.db = db;
    this.model = model;
  }

  private async one(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: sandboxIdpRecords.payload, consumed: sandboxIdpRecords.consumed })
      .from(sandboxIdpRecords)
      .where(and(eq(sandboxIdpRecords.model, this.model), condition, live()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed === null ? payload : { ...payload, consumed: row.consumed };
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const now = new Date();
    await this.db.delete(sandboxIdpRecords).where(lte(sandboxIdpRecords.expiresAt, now));
    const row = {
      payload: payload as Record<string, unknown>,
      uid: typeof payload.uid === "string" ? payload.uid : null,
      userCode: typeof payload.userCode === "string" ? payload.userCode : null,
      grantId: typeof payload.grantId === "string" ? payload.grantId : null,
      consumed: null,
      expiresAt: expiresIn === undefined ? null : new Date(now.getTime() + expiresIn * 1000),
    };
    await this.db
      .insert(sandboxIdpRecords)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [sandboxIdpRecords.model, sandboxIdpRecords.id], set: row });
  }

  find(id: string) {
    return this.one(eq(sandboxIdpRecords.id, id));
  }

  findByUserCode(userCode: string) {
    return this.one(eq(sandboxIdpRecords.userCode, userCode));
  }

  findByUid(uid: string) {
    return this.one(eq(sandboxIdpRecords.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(sandboxIdpRecords)
      .set({ consumed: Math.floor(Date.now() / 1000) })
      .where(and(eq(sandboxIdpRecords.model, this.model), eq(sandboxIdpRecords.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(sandboxIdpRecords)
      .where(and(eq(sandboxIdpRecords.model, this.model), eq(sandboxIdpRecords.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(sandboxIdpRecords)
      .where(and(eq(sandboxIdpRecords.model, this.model), eq(sandboxIdpRecords.grantId, grantId)));
  }
}

export interface SandboxIdpKeys {
  /** Private JWKs the provider signs ID tokens and userinfo with. */
  signing: JWK[];
  /** Keys its cookies are signed with. */
  cookies: string[];
}

function newKeys(): SandboxIdpKeys {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    signing: [
      {
        ...(privateKey.export({ format: "jwk" }) as JWK),
        kid: randomBytes(8).toString("hex"),
        use: "sig",
        alg: "RS256",
      },
    ],
    cookies: [randomBytes(32).toString("base64url")],
  };
}

/**
 * The provider's keys, made once per database: the first process to start stores them, every other
 * reads the same, so a code signed by one process is checked by another and a cookie set by one is
 * read by another.
 */
export async function sandboxIdpKeysOf(db: Db): Promise<SandboxIdpKeys> {
  const read = async () => {
    const [row] = await db.select().from(sandboxIdpKeys).where(eq(sandboxIdpKeys.id, 1));
    return row ? { signing: row.signingKeys as JWK[], cookies: row.cookieKeys } : undefined;
  };
  const stored = await read();
  if (stored) return stored;
  const made = newKeys();
  await db
    .insert(sandboxIdpKeys)
    .values({
      id: 1,
      signingKeys: made.signing as Record<string, unknown>[],
      cookieKeys: made.cookies,
      createdAt: new Date(),
    })
    .onConflictDoNothing();
  // Another process may have stored its own first: theirs are the ones.
  const kept = await read();
  if (!kept) throw new Error("sandbox identity provider: its keys could not be stored");
  return kept;
}
