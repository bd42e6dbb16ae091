import { mkdtempSync, readdirSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalFileStore } from "../../integrations/files/local-file-store.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { multipartBody, pdfOfSize, validFields } from "./faults-test-client.ts";

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** A tenant's connection drops in the middle of the second file, over a real socket. */
describe("a fault report whose upload breaks off", () => {
  const root = mkdtempSync(join(tmpdir(), "portal-files-"));
  const t = useTestApp(embeddedDatabase[0]!, { files: createLocalFileStore(root) });
  const stored = () => {
    try {
      return readdirSync(join(root, "defect-notices")).filter((name) => !name.endsWith(".part")).length;
    } catch {
      return 0;
    }
  };

  it("removes the file already stored and keeps serving", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const body = multipartBody(validFields, [
      { filename: "a.pdf", contentType: "application/pdf", data: pdfOfSize(200_000) },
      { filename: "b.pdf", contentType: "application/pdf", data: pdfOfSize(3_000_000) },
    ]);
    const headers = { ...body.headers, ...t.bearer(await t.login("aino.asukas@example.fi")) };
    // The demo seed's own report photo is there already.
    const before = stored();
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/defect-notices/create",
      headers,
    });
    req.on("error", () => undefined);
    // Everything up to a third of the second file, then the connection is gone.
    req.write(body.payload.subarray(0, 1_200_000));
    await until(() => stored() === before + 1);
    req.destroy();
    await until(() => stored() === before);
    // Nor half of the second file.
    await until(() => !readdirSync(join(root, "defect-notices")).some((name) => name.endsWith(".part")));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
