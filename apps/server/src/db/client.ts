import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";

/** What repositories see: the same query builder whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations not yet applied; on PostgreSQL one process at a time (an advisory lock). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** One round trip: rejects when the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs `fn` holding the advisory lock `name` (PostgreSQL: on a connection of its own, so every
   * server process using the database is excluded; the embedded database serves one process, so
   * there it just runs). `wait: false` gives up at once when another process holds the lock.
   */
  withLock<T>(
    name: string,
    options: { wait: boolean },
    fn: () => Promise<T>,
  ): Promise<{ acquired: true; value: T } | { acquired: false }>;
  /** The PostgreSQL pool's connections (undefined for the embedded database). */
  poolStats(): PoolStats | undefined;
}

export interface PoolStats {
  /** Connections open: in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/** The first key of every advisory lock the server takes ("port" in ASCII); the second is the name's hash. */
const LOCK_SPACE = 0x706f7274;

const migrationsFolder = join(import.meta.dirname, "migrations");

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      poolMax?: number;
      /** A direct connection for the session locks, when `url` goes through a transaction pooler. */
      lockUrl?: string | undefined;
    }
  | { kind: "pglite"; dataDir: string }
  /** In memory; `from` is a data directory dumped from another PGlite (tests start from a migrated one). */
  | { kind: "memory"; from?: Blob };

/** DATABASE_URL set → PostgreSQL; otherwise PGlite files under DATA_DIR/pglite. */
export function targetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolMax: number;
  databaseLockUrl?: string | undefined;
}): DatabaseTarget {
  if (config.databaseUrl)
    return {
      kind: "postgres",
      url: config.databaseUrl,
      poolMax: config.databasePoolMax,
      lockUrl: config.databaseLockUrl,
    };
  return { kind: "pglite", dataDir: join(config.dataDir, "pglite") };
}

export interface OpenOptions {
  /**
   * An idle connection's error (the database restarted, a network cut): the pool drops the
   * connection and opens another when asked; without a listener the error would end the process.
   */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === "postgres") {
    // More connections than PostgreSQL has cores to run them only queue inside the database: on two
    // cores, 4 connections served /api/profile at 50 concurrent requests 60 % faster than 20 did.
    const max = target.poolMax ?? 10;
    const pool = new pg.Pool({
      connectionString: target.url,
      max,
      idleTimeoutMillis: 30_000,
      // A database that does not answer (a dropped network, not a refusal) fails a request after
      // this long instead of holding it, and its connection, for as long as TCP takes to give up.
      connectionTimeoutMillis: 10_000,
    });
    pool.on("error", (error) => options.onPoolError?.(error));
    // A connection lost while checked out (a transaction, an advisory lock between its queries) has
    // no listener of the pool's: its error would end the process. The query in flight fails with it,
    // and the pool drops the connection when it comes back.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = drizzlePg({ client: pool });
    // An advisory lock lives in its session. Behind PgBouncer in transaction mode a session is not
    // the client's between transactions, so the locks (and the migrations run under one) take a
    // direct connection of their own: at most the migrations' and the jobs' few at a time.
    const lockPool = target.lockUrl
      ? new pg.Pool({
          connectionString: target.lockUrl,
          max: 4,
          idleTimeoutMillis: 30_000,
          connectionTimeoutMillis: 10_000,
          application_name: "portal-locks",
        })
      : pool;
    if (lockPool !== pool) {
      lockPool.on("error", (error) => options.onPoolError?.(error));
      lockPool.on("connect", (client) => client.on("error", () => undefined));
    }

    /** `fn` runs with the lock held by `client`'s session; not at all when another session holds it. */
    async function locked<T>(name: string, wait: boolean, fn: (client: pg.PoolClient) => Promise<T>) {
      const client = await lockPool.connect();
      let broken: Error | undefined;
      try {
        if (wait) await client.query("select pg_advisory_lock($1, hashtext($2))", [LOCK_SPACE, name]);
        else {
          const { rows } = await client.query<{ acquired: boolean }>(
            "select pg_try_advisory_lock($1, hashtext($2)) as acquired",
            [LOCK_SPACE, name],
          );
          if (!rows[0]?.acquired) return { acquired: false as const };
        }
        try {
          return { acquired: true as const, value: await fn(client) };
        } finally {
          await client
            .query("select pg_advisory_unlock($1, hashtext($2))", [LOCK_SPACE, name])
            .catch((error: Error) => {
              // The connection is closed instead: the session's locks end with it.
              broken = error;
            });
        }
      } catch (error) {
        broken ??= error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    }

    return {
      db,
      kind: "postgres",
      // Two processes starting at once on an empty database: the second waits, then finds nothing to do.
      // On the locked connection itself, so a pool of one connection (the tests' templates) suffices.
      migrate: async () => {
        await locked("migrations", true, (client) => migratePg(drizzlePg({ client }), { migrationsFolder }));
      },
      close: async () => {
        await pool.end();
        if (lockPool !== pool) await lockPool.end();
      },
      ping: async () => {
        await pool.query("select 1");
      },
      withLock: (name, { wait }, fn) => locked(name, wait, () => fn()),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
    };
  }
  if (target.kind === "pglite") mkdirSync(target.dataDir, { recursive: true });
  // btree_gist lets the bookings' exclusion constraint compare resource ids alongside time ranges;
  // pg_trgm gives the staff queue's text search its trigram indexes (migration 0020_queue_search).
  const extensions = { btree_gist, pg_trgm };
  const client =
    target.kind === "pglite"
      ? new PGlite(target.dataDir, { extensions })
      : new PGlite({ extensions, ...(target.from ? { loadDataDir: target.from } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
    withLock: async (_name, _options, fn) => ({ acquired: true, value: await fn() }),
    poolStats: () => undefined,
  };
}
