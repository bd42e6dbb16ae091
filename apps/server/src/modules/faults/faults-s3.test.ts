import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { createS3Client, createS3FileStore } from "../../integrations/files/s3-file-store.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { minimalPdf, multipartBody, photoWithGps, pngImage, validFields } from "./faults-test-client.ts";

const AINO = "aino.asukas@example.fi";

/** The whole report path with the bucket as the store: streamed images, PDFs and clean-ups. */
describe("fault report attachments in an S3-compatible bucket", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: FileStore;
  // Registered before the app's own set-up, which seeds files into this store.
  beforeAll(async () => {
    server = await startS3Server();
    bucket = createS3FileStore(server.settings);
  });
  afterAll(async () => server?.close());
  const files: FileStore = {
    put: (key, body, type) => bucket.put(key, body, type),
    get: (key) => bucket.get(key),
    delete: (key) => bucket.delete(key),
  };
  const t = useTestApp(embeddedDatabase[0]!, { files });
  const objects = async () => {
    const listed = await createS3Client(server.settings).send(
      new ListObjectsV2Command({ Bucket: server.settings.bucket, Prefix: "defect-notices/" }),
    );
    return listed.KeyCount ?? 0;
  };
  const send = async (parts: Parameters<typeof multipartBody>[1]) => {
    const body = multipartBody(validFields, parts);
    return t.app.inject({
      method: "POST",
      url: "/api/defect-notices/create",
      headers: { ...body.headers, ...t.bearer(await t.login(AINO)) },
      payload: body.payload,
    });
  };

  it("stores re-encoded images and PDFs in the bucket and serves them back", async () => {
    const before = await objects();
    const res = await send([
      { filename: "a.jpg", contentType: "image/jpeg", data: await photoWithGps() },
      { filename: "b.png", contentType: "image/png", data: await pngImage() },
      { filename: "c.pdf", contentType: "application/pdf", data: minimalPdf() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await objects()).toBe(before + 3);
    const headers = t.bearer(await t.login(AINO));
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/defect-notices/${res.json().id}`, headers })
    ).json();
    for (const attachment of detail.attachments) {
      const file = await t.app.inject({ method: "GET", url: attachment.url, headers });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBe(attachment.size);
    }
    const pdf = await t.app.inject({ method: "GET", url: detail.attachments[2].url, headers });
    expect(pdf.rawPayload.equals(minimalPdf())).toBe(true);
  });

  it("leaves nothing in the bucket when the third file is refused", async () => {
    const before = await objects();
    const res = await send([
      { filename: "a.jpg", contentType: "image/jpeg", data: await photoWithGps() },
      { filename: "b.pdf", contentType: "application/pdf", data: minimalPdf() },
      { filename: "c.jpg", contentType: "image/jpeg", data: Buffer.from("not a photo") },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(await objects()).toBe(before);
  });
});
