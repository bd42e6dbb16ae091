import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { embeddedDatabase } from "../test/databases.ts";
import { useTestApp } from "../test/harness.ts";
import { COMPRESS_THRESHOLD } from "./compression.ts";

const varies = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");

describe.each(embeddedDatabase)("compressed API answers on $name", (target) => {
  const t = useTestApp(target);
  const history = async (headers: Record<string, string>) =>
    t.app.inject({
      method: "GET",
      url: "/api/billing/history",
      headers: { ...t.bearer(await t.login("aino.asukas@example.fi")), ...headers },
    });

  it("sends a large answer brotli or gzip as the client accepts, the same JSON once decoded", async () => {
    const plain = await history({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await history({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.headers["cache-control"]).toBe("no-store");
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await history({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a small answer as it is", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("never decompresses a request body", async () => {
    const body = JSON.stringify({ username: "aino.asukas@example.fi", password: "Asukas!2026" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(body),
    });
    expect(res.statusCode).toBe(400);
  });
});
