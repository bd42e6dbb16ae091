// `npm run upload-memory -w bench`: the server's memory while tenants upload fault reports with
// three photos of almost 5 MB each (noise, so they stay that big), in rounds one after another and
// then all at once. Budget: the server process stays under 300 MB resident (VmRSS). Results go to
// bench/results/upload-memory.json.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// The server's own image library (a dependency of apps/server): the photos are made the way it reads them.
import sharp from "sharp";
// The server's PostgreSQL client, likewise.
import pg from "pg";
import { MAX_FILE_BYTES } from "@portal/schemas/faults.constants";
import { root, startProduct, stopProduct } from "./server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const ROUNDS = Number(process.env.UPLOAD_ROUNDS ?? 5);
const BURST = 3;
const BUDGET_MB = 300;

/** A JPEG of random pixels between 97 % and 100 % of the attachment limit. */
async function noisePhoto(): Promise<Buffer> {
  let side = 1500;
  for (let attempt = 0; attempt < 12; attempt++) {
    const pixels = randomBytes(side * side * 3);
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length < MAX_FILE_BYTES && jpeg.length > MAX_FILE_BYTES * 0.97) return jpeg;
    side = Math.floor(side * Math.sqrt((MAX_FILE_BYTES * 0.985) / jpeg.length));
  }
  throw new Error("could not make a photo of the right size");
}

/** The server process itself (node …/apps/server/src/main.ts) in the group `npm start` leads. */
function serverPid(group: number): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const pgid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgid === group && cmdline.includes("apps/server/src/main.ts")) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  throw new Error("server process not found");
}

/** VmRSS and VmHWM (the kernel's own peak) in MB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 102.4) / 10, hwmMb: Math.round(kb("VmHWM") / 102.4) / 10 };
}

const fields = {
  title: "Kylpyhuoneen lattiakaivo haisee",
  description: "Lattiakaivosta nousee viemärin haju, etenkin aamuisin. Kuvat kaivosta ja kannesta.",
  defectClass: "repair",
  affectedArea: "apartment",
  hasPetsInApartment: "false",
  masterKeyAccessAllowed: "true",
  phone: "040 123 4567",
  language: "fi",
};

async function upload(baseUrl: string, sessionId: string, photos: Buffer[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((photo, i) =>
    form.append(
      "attachments",
      new Blob([new Uint8Array(photo)], { type: KIND === "pdf" ? "application/pdf" : "image/jpeg" }),
      `liite-${i + 1}.${KIND === "pdf" ? "pdf" : "jpg"}`,
    ),
  );
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/defect-notices/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${sessionId}` },
    body: form,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - started) };
}

/** UPLOAD_KIND=pdf sends PDFs of the same size instead: the streaming path without decoding. */
const KIND = process.env.UPLOAD_KIND === "pdf" ? "pdf" : "jpeg";
const noisePdf = async () => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(MAX_FILE_BYTES - 100)]);
const photos = await Promise.all(Array.from({ length: 3 }, KIND === "pdf" ? noisePdf : noisePhoto));
const dataDir = mkdtempSync(join(tmpdir(), "portal-upload-bench-"));
/**
 * With DATABASE_URL (a server the benchmark may create databases on), a fresh database of its own
 * for this run, so the hourly report limit of earlier runs never counts; otherwise the embedded PGlite.
 */
async function freshDatabase(adminUrl: string) {
  const name = `portal_upload_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  ...(database ? { DATABASE_URL: database.url } : {}),
};
const samples: number[] = [];
let sampler: NodeJS.Timeout | undefined;
let product: Awaited<ReturnType<typeof startProduct>> | undefined;
try {
  // The first start migrates and seeds; the measured one starts on the built state.
  await stopProduct(await startProduct(PORT, env));
  product = await startProduct(PORT, env);
  const pid = serverPid(product.child.pid!);
  const { baseUrl } = product;
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "aino.asukas@example.fi", password: "Asukas!2026" }),
  });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const before = memory(pid);
  sampler = setInterval(() => samples.push(memory(pid).rssMb), 10);
  const sequential = [];
  for (let round = 0; round < ROUNDS; round++) sequential.push(await upload(baseUrl, sessionId, photos));
  const burst = await Promise.all(Array.from({ length: BURST }, () => upload(baseUrl, sessionId, photos)));
  clearInterval(sampler);
  const after = memory(pid);
  const peakRssMb = Math.max(...samples, after.rssMb);
  const result = {
    date: new Date().toISOString(),
    database: process.env.DATABASE_URL ? "postgres" : "pglite",
    kind: KIND,
    mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? null,
    photos: photos.map((p) => p.length),
    requests: { sequential, burst },
    rssBeforeMb: before.rssMb,
    peakRssMb,
    /** The kernel's peak since the process started, start-up included. */
    vmHwmSinceStartMb: after.hwmMb,
    samples: samples.length,
    budgetMb: BUDGET_MB,
    /** What the uploads added to the idle server. */
    growthMb: Math.round((peakRssMb - before.rssMb) * 10) / 10,
    budgetMet: peakRssMb < BUDGET_MB,
  };
  const dir = join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = `upload-memory${database ? "-postgres" : ""}${KIND === "pdf" ? "-pdf" : ""}.json`;
  writeFileSync(join(dir, file), JSON.stringify(result, null, 2) + "\n");
  console.log(`photos: ${result.photos.join(", ")} bytes`);
  console.log(
    `${ROUNDS} reports one after another: ${sequential.map((r) => `${r.status} ${r.ms} ms`).join(", ")}`,
  );
  console.log(`${BURST} reports at once: ${burst.map((r) => `${r.status} ${r.ms} ms`).join(", ")}`);
  console.log(
    `server RSS: ${result.rssBeforeMb} MB idle before, peak ${peakRssMb} MB while uploading (+${result.growthMb} MB, ${samples.length} samples); VmHWM since start ${after.hwmMb} MB`,
  );
  console.log(`budget: peak RSS < ${BUDGET_MB} MB: ${result.budgetMet ? "met" : "NOT MET"}`);
  console.log(`Written to bench/results/${file}`);
  const failed = [...sequential, ...burst].filter((r) => r.status !== 201);
  if (failed.length) throw new Error(`${failed.length} uploads were not accepted`);
} finally {
  clearInterval(sampler);
  if (product) await stopProduct(product);
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}
