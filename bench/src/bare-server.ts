// The physical limit the product's reads are measured against: a bare Fastify + `pg` server on the
// same database, doing only the database work of a read and sending what the database answered.
//   GET /health   `select 1`, as GET /api/health does
//   GET /history  the very statement GET /api/billing/history and /api/billing/debt run for the
//                 bearer's session (captured from the product's own repository at start-up), its
//                 row sent as JSON: no session rules, no ledger allocation, no response schema.
// Started by the billing benchmark as a process of its own: DATABASE_URL, BARE_PORT.
import { availableParallelism } from "node:os";
import Fastify from "fastify";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { createBillingRepository } from "../../apps/server/src/modules/billing/billing.repository.ts";
import { hashSessionToken } from "../../apps/server/src/plugins/session-rules.ts";

const url = process.env.DATABASE_URL;
const port = Number(process.env.BARE_PORT ?? 3299);
if (!url) throw new Error("DATABASE_URL is required");

/** The same pool size as the product's default (DATABASE_POOL_MAX). */
const pool = new pg.Pool({ connectionString: url, max: Math.max(4, 2 * availableParallelism()) });

/** The product's ledger-by-session statement, exactly as its repository sends it. */
async function capturedLedgerStatement(): Promise<string> {
  let captured: string | null = null;
  const db = drizzle({
    client: pool,
    logger: {
      logQuery(query) {
        captured ??= query;
      },
    },
  });
  await createBillingRepository(db).ledgerBySession(hashSessionToken("x".repeat(43)));
  if (!captured) throw new Error("the billing repository sent no statement");
  return captured;
}

const ledgerStatement = await capturedLedgerStatement();
const app = Fastify({ logger: false });

app.get("/health", async () => {
  await pool.query("select 1");
  return { status: "ok", database: "ok" };
});

app.get("/history", async (request, reply) => {
  const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
  const { rows } = await pool.query({
    name: "bare_ledger_by_session",
    text: ledgerStatement,
    values: [hashSessionToken(token)],
  });
  if (rows.length === 0) return reply.code(401).send({ error: "UNAUTHORIZED" });
  return rows[0];
});

await app.listen({ port, host: "127.0.0.1" });
console.log(`bare server on ${port}`);
