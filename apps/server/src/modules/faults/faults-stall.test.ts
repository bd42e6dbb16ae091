import { mkdtempSync, readdirSync } from "node:fs";
import type { AddressInfo, Socket } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONNECTION_LIMITS } from "../../config.ts";
import { defectNotices } from "../../db/schema/faults.ts";
import { createLocalFileStore } from "../../integrations/files/local-file-store.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp, type TestContext } from "../../test/harness.ts";
import { httpAnswer, rawConnection, within, type RawConnection } from "../../test/raw-connection.ts";
import { multipartBody, noisyPhoto, photo, validFields } from "./faults-test-client.ts";

const AINO = "aino.asukas@example.fi";
const PEKKA = "pekka.puhelin@example.fi";
/** What the stalling client sends of its photo before it goes silent. */
const SENT_OF_THE_FILE = 8 * 1024;

/**
 * A tenant's report whose photo stops after its first 8 KB, over a real socket that stays open.
 * Resolves once the server has read every byte sent, so the stall is where the server waits.
 */
async function stalledUpload(t: TestContext) {
  const { port } = t.app.server.address() as AddressInfo;
  const jpeg = await noisyPhoto();
  const body = multipartBody(validFields, [{ filename: "kuva.jpg", contentType: "image/jpeg", data: jpeg }]);
  const fileStart = body.payload.indexOf(jpeg.subarray(0, 64));
  const head = Buffer.from(
    [
      "POST /api/defect-notices/create HTTP/1.1",
      "Host: 127.0.0.1",
      `Authorization: Bearer ${await t.login(AINO)}`,
      `Content-Type: ${body.headers["content-type"]}`,
      `Content-Length: ${body.payload.length}`,
      "",
      "",
    ].join("\r\n"),
  );
  const sent = Buffer.concat([head, body.payload.subarray(0, fileStart + SENT_OF_THE_FILE)]);
  const sockets: Socket[] = [];
  const onConnection = (socket: Socket) => sockets.push(socket);
  t.app.server.on("connection", onConnection);
  const connection = await rawConnection(port);
  connection.write(sent);
  try {
    await within(
      (async () => {
        while (!sockets.some((s) => s.bytesRead >= sent.length)) await new Promise((r) => setTimeout(r, 20));
      })(),
      20_000,
      "the server reading the stalled upload",
    );
  } finally {
    t.app.server.off("connection", onConnection);
  }
  // The parser hands the bytes on within a few turns of the event loop.
  await new Promise((r) => setTimeout(r, 100));
  return connection;
}

const sendPhotoReport = async (t: TestContext, tenant: string) => {
  const body = multipartBody(validFields, [
    { filename: "kuva.jpg", contentType: "image/jpeg", data: await photo() },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/defect-notices/create",
    headers: { ...body.headers, ...t.bearer(await t.login(tenant)) },
    payload: body.payload,
  });
};

describe.each(embeddedDatabase)("a photo upload that stalls on $name", (target) => {
  describe("before its deadline", () => {
    const t = useTestApp(target, {
      connections: { ...DEFAULT_CONNECTION_LIMITS, uploadFileTimeoutMs: 120_000 },
    });

    // As many as images may be processed at once: were a stalled file to take a slot, none would be left.
    it("does not delay another tenant's photo report, even with one stalled per core", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const stalled: RawConnection[] = [];
      try {
        for (let i = 0; i < Math.max(2, availableParallelism()); i++) stalled.push(await stalledUpload(t));
        const other = await within(sendPhotoReport(t, PEKKA), 30_000, "another tenant's photo report");
        expect(other.statusCode, other.body).toBe(201);
        // The stalled ones still wait for their bytes: nothing answered, nothing closed.
        expect(stalled.map((s) => [s.isClosed(), s.received()])).toEqual(stalled.map(() => [false, ""]));
      } finally {
        for (const s of stalled) s.destroy();
      }
    }, 90_000);
  });

  describe("past its deadline", () => {
    const root = mkdtempSync(join(tmpdir(), "portal-files-"));
    const t = useTestApp(target, {
      files: createLocalFileStore(root),
      connections: { ...DEFAULT_CONNECTION_LIMITS, uploadFileTimeoutMs: 500 },
    });
    const stored = () => readdirSync(join(root, "defect-notices")).length;
    const notices = async () => (await t.database.db.select({ n: count() }).from(defectNotices))[0]!.n;

    it("ends with 408, closes the connection and keeps nothing", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const before = { stored: stored(), notices: await notices() };
      const stalled = await stalledUpload(t);
      const answer = httpAnswer(await within(stalled.closed, 20_000, "the stalled upload's answer"));
      expect(answer.status).toBe(408);
      expect(answer.headers).toContain("connection: close");
      expect(JSON.parse(answer.body)).toEqual({ error: "REQUEST_TIMEOUT" });
      expect({ stored: stored(), notices: await notices() }).toEqual(before);
      // And the next report goes through.
      expect((await sendPhotoReport(t, PEKKA)).statusCode).toBe(201);
    }, 60_000);
  });
});
