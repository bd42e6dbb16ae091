import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as they travel: Playwright's request context and fetch would decode them. */
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const varies = (res: Raw) =>
  String(res.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");

test("the built web app goes compressed to browsers that accept it, and plain to others", async ({
  baseURL,
  page,
}) => {
  const index = await get(`${baseURL}/`, { accept: "text/html", "accept-encoding": "br, gzip" });
  expect(index.status).toBe(200);
  expect(index.headers["content-encoding"]).toBe("br");
  expect(varies(index)).toBe(true);
  const html = brotliDecompressSync(index.body).toString();
  const main = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(main).toMatch(/^\/assets\/index-.+\.js$/);

  const plain = await get(`${baseURL}${main}`, {});
  expect(plain.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(varies(plain)).toBe(true);

  const br = await get(`${baseURL}${main}`, { "accept-encoding": "gzip, deflate, br, zstd" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(varies(br)).toBe(true);
  expect(br.headers["content-type"]).toMatch(/javascript/);
  // The main bundle is about a quarter of its size in brotli.
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

  const gzip = await get(`${baseURL}${main}`, { "accept-encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

  // Chromium itself gets a compressed bundle, and the page works with it.
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith(main!)),
    page.goto("/kirjaudu"),
  ]);
  expect(["br", "gzip"]).toContain((await response.allHeaders())["content-encoding"]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
