import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  terminationConfirmations,
  terminationFiles,
  terminationNotices,
} from "../../db/schema/termination.ts";
import { UNATTACHED_FILES_MAX } from "@portal/schemas/termination.constants";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import type { HousekeepingCounts } from "../../jobs/housekeeping.ts";
import { staffSession } from "../../test/staff-sessions.ts";
import { minimalPdf, photo } from "../faults/faults-test-client.ts";
import { AINO, notice, PEKKA, terminationClient, VILLE } from "./termination-test-client.ts";
import { createTerminationRepository } from "./termination.repository.ts";

const ASTA = "asta.asiakaspalvelu@kotikallio.example.fi";
const MATTI = "matti.huolto@kotikallio.example.fi";

// Files on a notice: uploaded first (the uploader's, unattached), then named in fileUuids; shown to
// the contract parties and the reviewing staff.
describe.each(testDatabases)("lease termination files on $name", (target) => {
  const t = useTestApp(target);
  const c = terminationClient(t);
  const pdf = { filename: "vuokrasopimus.pdf", contentType: "application/pdf", data: minimalPdf() };
  let aino = "";
  let ville = "";
  let pekka = "";
  let fileId = "";
  let noticeId = "";

  const download = (session: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: t.bearer(session) });
  const stored = async () => t.database.db.select().from(terminationFiles);

  it("takes an image or PDF by its bytes and nothing else", async () => {
    aino = await t.login(AINO);
    const up = await c.upload(aino, pdf);
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ name: "vuokrasopimus.pdf", contentType: "application/pdf", url: null });
    fileId = up.json().id;
    const text = await c.upload(aino, {
      filename: "huijaus.pdf",
      contentType: "application/pdf",
      data: Buffer.from("not a pdf at all"),
    });
    expect([text.statusCode, text.json().fields]).toEqual([400, { file: "validation.invalidFile" }]);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/contract-termination/files",
      headers: c.headers(aino),
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect((await stored()).map((f) => f.id)).toEqual([fileId]);
  });

  it("refuses a notice naming another tenant's, an unknown or a malformed file, storing nothing", async () => {
    pekka = await t.login(PEKKA);
    const theirs = await c.give(pekka, notice({ fileUuids: [fileId] }));
    expect([theirs.statusCode, theirs.json().fields]).toEqual([400, { fileUuids: "validation.invalid" }]);
    const unknown = await c.give(aino, notice({ fileUuids: ["9f1c7a62-3f7e-4b7e-9d7c-2b1f0f6c1a11"] }));
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { fileUuids: "validation.invalid" }]);
    const malformed = await c.give(aino, notice({ fileUuids: ["liite"] }));
    expect(malformed.json().fields).toEqual({ "fileUuids.0": "validation.invalid" });
    expect(await t.database.db.select().from(terminationConfirmations)).toEqual([]);
  });

  it("names the sender's own file on the notice, for the other party to open", async () => {
    expect((await c.give(aino, notice({ fileUuids: [fileId] }))).statusCode).toBe(200);
    const given = await c.confirm(aino, await c.identify(AINO));
    expect(given.statusCode).toBe(200);
    const n = given.json().notice;
    noticeId = n.id;
    expect(n.fileUuids).toEqual([fileId]);
    expect(n.files).toEqual([
      {
        id: fileId,
        name: "vuokrasopimus.pdf",
        contentType: "application/pdf",
        size: minimalPdf().length,
        url: `/api/contract-termination/${noticeId}/files/${fileId}`,
      },
    ]);
    ville = await t.login(VILLE);
    const seen = (await c.get(ville)).json().notice;
    expect(seen.files.map((f: { name: string }) => f.name)).toEqual(["vuokrasopimus.pdf"]);
    const file = await download(ville, seen.files[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="liite-1.pdf"');
    expect(file.rawPayload.equals(minimalPdf())).toBe(true);
    // Another contract's tenant, and an id the notice does not name.
    expect((await download(pekka, seen.files[0].url)).statusCode).toBe(404);
    const other = (await c.upload(pekka, { ...pdf, filename: "oma.pdf" })).json().id as string;
    expect((await download(ville, `/api/contract-termination/${noticeId}/files/${other}`)).statusCode).toBe(
      404,
    );
    // The receipt lists the files' names.
    const receipt = await download(ville, `/api/contract-termination/${noticeId}/receipt`);
    expect(receipt.rawPayload.toString("latin1")).toContain("vuokrasopimus.pdf");
  });

  it("shows the files to staff with the permission in their buildings only", async () => {
    const asta = await staffSession(t, ASTA);
    const detail = await download(asta, `/api/staff/terminations/${noticeId}`);
    const url = `/api/staff/terminations/${noticeId}/files/${fileId}`;
    expect(detail.json().files.map((f: { url: string }) => f.url)).toEqual([url]);
    const file = await download(asta, url);
    expect([file.statusCode, file.headers["content-type"]]).toEqual([200, "application/pdf"]);
    const matti = await staffSession(t, MATTI);
    expect((await download(matti, url)).statusCode).toBe(403);
    expect((await download(aino, url)).statusCode).toBe(401);
  });

  it("refuses a file already named on a notice", async () => {
    expect((await c.reject(ville, noticeId)).statusCode).toBe(200);
    const again = await c.give(aino, notice({ fileUuids: [fileId] }));
    expect([again.statusCode, again.json().fields]).toEqual([400, { fileUuids: "validation.invalid" }]);
  });

  it("attaches a file to one notice when two name it at once", async () => {
    const { userId } = await c.account(AINO);
    const fresh = (
      await c.upload(aino, { filename: "kuva.jpg", contentType: "image/jpeg", data: await photo() })
    ).json().id as string;
    // A second notice to race the rejected one for the file.
    expect((await c.give(aino)).statusCode).toBe(200);
    const second = (await c.confirm(aino, await c.identify(AINO))).json().notice.id as string;
    const [row] = await t.database.db
      .select({ contractId: terminationNotices.contractId })
      .from(terminationNotices)
      .where(eq(terminationNotices.id, second));
    const repo = createTerminationRepository(t.database.db);
    const owner = { userId, contractId: row!.contractId };
    const attached = await Promise.all(
      [noticeId, second].map((id) =>
        t.database.db.transaction((tx) => repo.attachFiles(id, owner, [fresh], tx)),
      ),
    );
    expect(attached.sort()).toEqual([0, 1]);
    const [file] = await t.database.db.select().from(terminationFiles).where(eq(terminationFiles.id, fresh));
    expect([noticeId, second]).toContain(file!.noticeId);
  });

  it("drops an upload no notice named after a day, bytes and all, and keeps the notice's file", async () => {
    const db = t.database.db;
    const pekkas = (await c.account(PEKKA)).userId;
    const unsent = await db.select().from(terminationFiles).where(eq(terminationFiles.userId, pekkas));
    expect(unsent.map((f) => f.noticeId)).toEqual([null]);
    const housekeeping = t.job<HousekeepingCounts>("housekeeping");
    // Within the day it stays, for the form that uploaded it.
    expect((await housekeeping.runOnce()).unsentUploads).toBe(0);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + 25 * 3_600_000);
      expect((await housekeeping.runOnce()).unsentUploads).toBe(1);
      expect((await housekeeping.runOnce()).unsentUploads).toBe(0);
    } finally {
      t.clock.now = saved;
    }
    expect(await db.select().from(terminationFiles).where(eq(terminationFiles.userId, pekkas))).toEqual([]);
    expect(await t.files.get(unsent[0]!.storageKey)).toBeNull();
    // The notice's file is still there. The day's pass also ended the idle sessions: Ville signs in again.
    const kept = await download(
      await t.login(VILLE),
      `/api/contract-termination/${noticeId}/files/${fileId}`,
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(minimalPdf())).toBe(true);
  });

  it("holds the cap of unsent uploads when an account's uploads arrive at once", async () => {
    // Pekka's unsent upload went with the day's housekeeping: he holds none.
    const pekkas = (await c.account(PEKKA)).userId;
    const held = () =>
      t.database.db.select().from(terminationFiles).where(eq(terminationFiles.userId, pekkas));
    expect(await held()).toEqual([]);
    const session = await t.login(PEKKA);
    const answers = await Promise.all(
      Array.from({ length: 2 * UNATTACHED_FILES_MAX }, (_, i) =>
        c.upload(session, { ...pdf, filename: `liite-${i}.pdf` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(UNATTACHED_FILES_MAX);
    expect(codes.filter((code) => code === 429)).toHaveLength(UNATTACHED_FILES_MAX);
    expect(await held()).toHaveLength(UNATTACHED_FILES_MAX);
    // Full, the next is refused before its bytes are read.
    expect((await c.upload(session, pdf)).statusCode).toBe(429);
  });
});
