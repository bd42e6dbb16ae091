// The database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR.
import { join } from "node:path";
import { z } from "zod";
import { repoRoot, url } from "./parse.ts";

export const databaseVariables = {
  DATABASE_URL: {
    schema: url.optional(),
    describe: "PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR/pglite.",
    default: "(unset)",
  },
  DATABASE_LOCK_URL: {
    schema: url.optional(),
    describe:
      "A direct PostgreSQL connection string for the locks a process must hold in its own session (migrations, the demo seed, the jobs that run in one process at a time): set it when DATABASE_URL goes through PgBouncer in transaction mode, which does not keep a session with its client. Unset: DATABASE_URL's own connections.",
    default: "(unset)",
  },
  DATABASE_POOL_MAX: {
    schema: z.coerce.number().int().min(2).max(500).optional(),
    describe:
      "Most PostgreSQL connections the server holds (about twice the database server's cores; at least 2: a job that runs in one process at a time holds one for its lock while it works on another).",
    default: "2 × this machine's cores, at least 4",
  },
  DATA_DIR: {
    schema: z.string().min(1).default(join(repoRoot, ".data")),
    describe: "Directory for local state (PGlite files in DATA_DIR/pglite).",
    default: "<repo>/.data",
  },
} as const;
