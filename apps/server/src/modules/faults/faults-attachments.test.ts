import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "@portal/schemas/faults.constants";
import { defectNoticeAttachments, defectNotices } from "../../db/schema/faults.ts";
import { createLocalFileStore } from "../../integrations/files/local-file-store.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import {
  minimalPdf,
  multipartBody,
  pdfOfSize,
  photo,
  photoWithGps,
  pngBomb,
  pngImage,
  validFields,
  type FilePart,
} from "./faults-test-client.ts";

const AINO = "aino.asukas@example.fi";
const jpeg = async (filename = "kuva.jpg"): Promise<FilePart> => ({
  filename,
  contentType: "image/jpeg",
  data: await photo(),
});

describe.each(testDatabases)("fault report attachments on $name", (target) => {
  const root = mkdtempSync(join(tmpdir(), "portal-files-"));
  const t = useTestApp(target, { files: createLocalFileStore(root) });
  const storedFiles = () => {
    try {
      return readdirSync(join(root, "defect-notices")).length;
    } catch {
      return 0;
    }
  };
  const rows = async () => {
    const [notices] = await t.database.db.select({ n: count() }).from(defectNotices);
    const [attachments] = await t.database.db.select({ n: count() }).from(defectNoticeAttachments);
    return { notices: notices!.n, attachments: attachments!.n };
  };
  const send = async (files: FilePart[], fields: Record<string, string> = validFields) => {
    const body = multipartBody(fields, files);
    return t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...body.headers, ...t.bearer(await t.login(AINO)) },
      payload: body.payload,
    });
  };
  const download = async (noticeId: string, position = 0) => {
    const headers = t.bearer(await t.login(AINO));
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/defect-notices/${noticeId}`, headers })
    ).json();
    const attachment = detail.attachments[position];
    const res = await t.app.inject({ method: "GET", url: attachment.url, headers });
    return { attachment, res };
  };
  /** Every refusal leaves the store and the tables exactly as they were. */
  const expectRefused = async (files: FilePart[], status: number, key: string, fields = validFields) => {
    const before = { files: storedFiles(), ...(await rows()) };
    const res = await send(files, fields);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ error: "VALIDATION", fields: { attachments: `validation.${key}` } });
    expect({ files: storedFiles(), ...(await rows()) }).toEqual(before);
  };

  it("takes three images or PDFs and serves each back as a download under a fixed name", async () => {
    const res = await send([
      await jpeg("IMG_0001.JPG"),
      { filename: "kuva.png", contentType: "image/png", data: await pngImage() },
      { filename: "ohje.pdf", contentType: "application/pdf", data: minimalPdf() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const names = [];
    for (const position of [0, 1, 2]) {
      const { attachment, res: file } = await download(res.json().id, position);
      names.push(attachment.name);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="${attachment.name}"`);
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(file.headers["content-security-policy"]).toMatch(/^sandbox/);
      expect(file.headers["cache-control"]).toBe("no-store");
      expect(file.headers["content-type"]).toBe(attachment.contentType);
      expect(file.rawPayload.length).toBe(attachment.size);
    }
    expect(names).toEqual(["liite-1.jpg", "liite-2.png", "liite-3.pdf"]);
    const pdf = await download(res.json().id, 2);
    expect(pdf.res.rawPayload.equals(minimalPdf())).toBe(true);
  });

  it("strips location and every other metadata from a photo, and turns it upright", async () => {
    const original = await photoWithGps();
    const meta = await sharp(original).metadata();
    expect(meta.exif?.includes(Buffer.from("Puhelin Oy"))).toBe(true);
    expect(meta.orientation).toBe(6);
    const res = await send([{ filename: "IMG_0002.jpg", contentType: "image/jpeg", data: original }]);
    expect(res.statusCode, res.body).toBe(201);
    const { res: file } = await download(res.json().id);
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from("Exif"))).toBe(false);
    expect(file.rawPayload.includes(Buffer.from("Puhelin Oy"))).toBe(false);
    // 80 × 40 taken sideways (orientation 6) is 40 × 80 upright.
    expect([stored.width, stored.height]).toEqual([40, 80]);
  });

  it("judges a file by its bytes: a PNG named .pdf is stored as the PNG it is", async () => {
    const res = await send([
      { filename: "lasku.pdf", contentType: "application/pdf", data: await pngImage() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { attachment, res: file } = await download(res.json().id);
    expect(attachment).toMatchObject({ name: "liite-1.png", contentType: "image/png" });
    expect((await sharp(file.rawPayload).metadata()).format).toBe("png");
  });

  it("refuses text named .jpg, an image it cannot decode, and an empty file", async () => {
    const text = Buffer.from("Tämä on tekstiä eikä kuva.\n".repeat(50));
    await expectRefused(
      [{ filename: "kuva.jpg", contentType: "image/jpeg", data: text }],
      400,
      "invalidFile",
    );
    const broken = (await photo()).subarray(0, 200);
    await expectRefused(
      [{ filename: "rikki.jpg", contentType: "image/jpeg", data: broken }],
      400,
      "invalidFile",
    );
    await expectRefused(
      [{ filename: "tyhja.jpg", contentType: "image/jpeg", data: Buffer.alloc(0) }],
      400,
      "invalidFile",
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(
      [{ filename: "kuva.svg", contentType: "image/svg+xml", data: svg }],
      400,
      "invalidFile",
    );
  });

  it("refuses a decompression bomb by its declared pixels", async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    await expectRefused(
      [{ filename: "pommi.png", contentType: "image/png", data: bomb }],
      400,
      "invalidFile",
    );
  });

  it("refuses a fourth file", async () => {
    await expectRefused([await jpeg(), await jpeg(), await jpeg(), await jpeg()], 400, "tooManyFiles");
  });

  it("refuses a file over 5 MB with 413, and takes one of exactly 5 242 880 bytes", async () => {
    await expectRefused(
      [{ filename: "iso.pdf", contentType: "application/pdf", data: pdfOfSize(6 * 1024 * 1024) }],
      413,
      "fileTooLarge",
    );
    const bigImage = Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]);
    await expectRefused(
      [{ filename: "iso.jpg", contentType: "image/jpeg", data: bigImage }],
      413,
      "fileTooLarge",
    );
    const res = await send([
      { filename: "raja.pdf", contentType: "application/pdf", data: pdfOfSize(MAX_FILE_BYTES) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("leaves nothing stored when the third file fails after two were stored", async () => {
    const text = { filename: "c.jpg", contentType: "image/jpeg", data: Buffer.from("not an image at all") };
    await expectRefused([await jpeg("a.jpg"), await jpeg("b.jpg"), text], 400, "invalidFile");
    // The same when the files are fine but a field is not: the files were already stored.
    const before = { files: storedFiles(), ...(await rows()) };
    const res = await send([await jpeg(), await jpeg()], { ...validFields, title: "" });
    expect(res.json()).toEqual({ error: "VALIDATION", fields: { title: "validation.required" } });
    expect({ files: storedFiles(), ...(await rows()) }).toEqual(before);
  });

  it("answers a malformed or oversized form with 4xx, never 500, and stores nothing", async () => {
    const headers = t.bearer(await t.login(AINO));
    const before = { files: storedFiles(), ...(await rows()) };
    const good = multipartBody(validFields, [await jpeg()]);
    const cut = good.payload.subarray(0, good.payload.length - 200);
    const attempts = [
      { headers: good.headers, payload: cut },
      { headers: { "content-type": "multipart/form-data" }, payload: good.payload },
      { headers: { "content-type": "multipart/form-data; boundary=x" }, payload: Buffer.from("garbage") },
      { headers: { "content-type": "application/json" }, payload: JSON.stringify(validFields) },
      multipartBody({ ...validFields, description: "x".repeat(40_000) }),
      multipartBody(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, "x"]))),
      multipartBody(validFields, [{ ...(await jpeg()), field: "photo" }]),
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/defect-notices/create",
        headers: { ...attempt.headers, ...headers },
        payload: attempt.payload,
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect({ files: storedFiles(), ...(await rows()) }).toEqual(before);
  });
});
