import { createHash } from "node:crypto";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createS3FileStore } from "../integrations/files/s3-file-store.ts";
import { minimalPdf, multipartBody, validFields } from "../modules/faults/faults-test-client.ts";
import { createRuntime, type Runtime } from "../runtime.ts";
import { DEMO_PASSWORD } from "../seed/accounts.ts";
import { copySeedFiles } from "../test/databases.ts";
import { startS3Server } from "../test/s3-server.ts";
import { checksumsOf, command, databases, query, removeTemporary, temporary } from "./test-support.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const AINO = "aino.asukas@example.fi";

type S3 = Awaited<ReturnType<typeof startS3Server>>;

/** The portal's database and bucket, as its variables name them. */
const storage = (databaseUrl: string, s3: S3) => ({
  DATABASE_URL: databaseUrl,
  FILES_S3_BUCKET: s3.settings.bucket,
  FILES_S3_ENDPOINT: s3.settings.endpoint!,
  FILES_S3_REGION: s3.settings.region,
  FILES_S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
  FILES_S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
  FILES_S3_FORCE_PATH_STYLE: "true",
});

/** The product as `npm start` starts it, on a database and a bucket, with a port of its own. */
async function startPortal(databaseUrl: string, s3: S3): Promise<{ runtime: Runtime; base: string }> {
  const runtime = createRuntime({
    env: {
      ...process.env,
      ...storage(databaseUrl, s3),
      SANDBOX: "true",
      SEED_DEMO: "false",
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST: "/nonexistent-web-dist",
      DATA_DIR: temporary("data"),
      DRAIN_DELAY_MS: "0",
      LOG_LEVEL: "error",
    },
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  await runtime.start();
  return { runtime, base: `http://127.0.0.1:${runtime.ports.http}` };
}

/**
 * What a tenant's home, billing and fault pages read, as the API answers them, and every file those
 * answers link to (apartment images, attachments) by its sha256.
 */
async function tenantPages(base: string, session: string) {
  const headers = { authorization: `Bearer ${session}` };
  const answers: Record<string, { status: number; body: unknown }> = {};
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers });
    return {
      status: res.status,
      body: Buffer.from(await res.arrayBuffer()),
      type: res.headers.get("content-type"),
    };
  };
  const json = async (path: string) => {
    const { status, body } = await get(path);
    return (answers[path] = { status, body: JSON.parse(body.toString()) as unknown });
  };
  for (const path of [
    // Home
    "/api/contracts/current",
    "/api/apartment",
    "/api/building",
    "/api/notifications",
    "/api/water-meter",
    "/api/billing/security-deposit",
    // Billing
    "/api/billing/current",
    "/api/billing/debt",
    "/api/billing/history",
    "/api/billing/bank-transfer",
  ])
    await json(path);
  // Faults: the list and each report with its history and attachments.
  const list = (await json("/api/defect-notices")).body as { items: { id: string }[] };
  for (const { id } of list.items) await json(`/api/defect-notices/${id}`);
  // Every file an answer links to.
  const links = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string" && /^\/api\/\S+$/.test(value)) links.add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(answers);
  const files: Record<string, { status: number; sha256: string }> = {};
  for (const link of [...links].sort()) {
    const { status, body } = await get(link);
    files[link] = { status, sha256: createHash("sha256").update(body).digest("hex") };
  }
  return { answers, files };
}

describe.skipIf(!adminUrl)("the restore drill (pg_dump and pg_restore need TEST_DATABASE_URL)", () => {
  it(
    "backs up the portal, restores it into a new database and bucket, and the portal started on them has every table and a tenant's pages as they were",
    { timeout: 240_000 },
    async () => {
      const dbs = databases(adminUrl!);
      const buckets: S3[] = [];
      const running: Runtime[] = [];
      try {
        // The portal at work: the demo world, its files in a bucket, a tenant's new fault report.
        const originalBucket = await startS3Server();
        buckets.push(originalBucket);
        const original = await dbs.create("seeded");
        await copySeedFiles(createS3FileStore(originalBucket.settings));
        const first = await startPortal(original, originalBucket);
        running.push(first.runtime);
        const login = await fetch(`${first.base}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: AINO, password: DEMO_PASSWORD }),
        });
        const { sessionId } = (await login.json()) as { sessionId: string };
        const form = multipartBody(validFields, [
          { filename: "kuitti.pdf", contentType: "application/pdf", data: minimalPdf() },
        ]);
        const report = await fetch(`${first.base}/api/defect-notices/create`, {
          method: "POST",
          headers: { ...form.headers, authorization: `Bearer ${sessionId}` },
          body: form.payload,
        });
        expect(report.status).toBe(201);
        const before = await tenantPages(first.base, sessionId);
        // Each page answered, and the files they link to: apartment images, the emergency plan, attachments.
        expect(Object.values(before.answers).every((answer) => answer.status === 200)).toBe(true);
        expect(Object.values(before.files).every((file) => file.status === 200)).toBe(true);
        expect(
          Object.keys(before.files).filter((link) => link.includes("/attachments/")).length,
        ).toBeGreaterThan(1);
        expect(Object.keys(before.files).some((link) => link.startsWith("/api/apartment/images/"))).toBe(
          true,
        );
        // Its start-up passes have ended (they would otherwise run again on the restored copy).
        for (;;) {
          const passes = await query(original, "select 1 from job_runs where finished_at is null");
          if (passes.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await first.runtime.stop("drill")).toBe(0);

        // npm run backup.
        const backupDir = join(temporary("backups"), "drill");
        const backup = await command("backup", ["--out", backupDir], storage(original, originalBucket));
        expect(backup.stderr).toBe("");
        expect(backup.code).toBe(0);

        // npm run restore into a new database and bucket.
        const restoredBucket = await startS3Server();
        buckets.push(restoredBucket);
        const restored = await dbs.create("empty");
        const restore = await command("restore", [backupDir], storage(restored, restoredBucket));
        expect(restore.stderr).toBe("");
        expect(restore.code).toBe(0);
        expect(restore.stdout).toContain(
          "verified: every table's rows and checksum and every object's sha256",
        );

        // Every table, as the original has it.
        const tables = await checksumsOf(original);
        expect(tables.length).toBeGreaterThan(50);
        expect(await checksumsOf(restored)).toEqual(tables);

        // The portal started on the restored database and bucket: ready, and the tenant's pages as before.
        const second = await startPortal(restored, restoredBucket);
        running.push(second.runtime);
        const ready = await fetch(`${second.base}/api/ready`);
        expect(await ready.json()).toEqual({ status: "ready", reasons: [] });
        expect(await tenantPages(second.base, sessionId)).toEqual(before);
      } finally {
        for (const runtime of running) await runtime.stop("drill");
        await dbs.dropAll();
        for (const bucket of buckets) await bucket.close();
        removeTemporary();
      }
    },
  );
});
