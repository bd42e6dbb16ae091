import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchBulletins, fetchMenus, fetchPage, fetchPosts } from "./client.ts";
import { contentBaseUrl } from "./request.ts";

// A real WordPress answers with many more fields than the portal reads; these must pass through.
const wordpressPage = {
  id: 42,
  date: "2026-10-01T10:00:00",
  date_gmt: "2026-10-01T07:00:00",
  guid: { rendered: "https://cms.example.fi/?page_id=42" },
  modified: "2026-10-02T10:00:00",
  slug: "pysakointi",
  status: "publish",
  type: "page",
  link: "https://cms.example.fi/pysakointi/",
  title: { rendered: "Pys&auml;k&ouml;inti" },
  content: { rendered: "<p>Autopaikat</p>", protected: false, block_version: 1 },
  excerpt: { rendered: "", protected: false },
  author: 3,
  featured_media: 0,
  parent: 0,
  menu_order: 0,
  template: "",
  meta: { footnotes: "" },
  acf: [],
  yoast_head_json: { title: "Pysäköinti" },
  _links: { self: [{ href: "https://cms.example.fi/wp-json/wp/v2/pages/42" }] },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  sessionStorage.setItem("sessionId", "secret-session");
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="portal-content-api"]')?.remove();
});

const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

describe("content client", () => {
  it("reads its base URL from the server's meta tag, /api/content without one", () => {
    expect(contentBaseUrl()).toBe("/api/content");
    const meta = document.createElement("meta");
    meta.name = "portal-content-api";
    meta.content = "https://cms.example.fi/wp-json/";
    document.head.append(meta);
    expect(contentBaseUrl()).toBe("https://cms.example.fi/wp-json");
  });

  it("parses a real WordPress page with its extra fields, by slug and language, with a timeout", async () => {
    answer([wordpressPage]);
    const page = await fetchPage("pysakointi", "fi");
    expect(page?.title.rendered).toBe("Pys&auml;k&ouml;inti");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/content/wp/v2/pages?slug=pysakointi&lang=fi");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("answers undefined for an unknown slug (WordPress's empty array)", async () => {
    answer([]);
    expect(await fetchPage("ei-ole", "en")).toBeUndefined();
  });

  it("asks for three posts", async () => {
    answer([]);
    await fetchPosts("en");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/content/wp/v2/posts?per_page=3&lang=en");
  });

  it("fetches bulletins without credentials and never sends the session to the content service", async () => {
    answer([]);
    answer([{ id: 1, name: "Päävalikko", slug: "paavalikko", count: 12, _links: {} }]);
    await fetchBulletins("fi");
    const menus = await fetchMenus();
    expect(menus[0]?.slug).toBe("paavalikko");
    const [, bulletinInit] = fetchMock.mock.calls[0]!;
    expect(bulletinInit?.credentials).toBe("omit");
    for (const [, init] of fetchMock.mock.calls)
      expect(new Headers(init?.headers).has("authorization")).toBe(false);
  });

  it("throws on a failed answer and on a shape it cannot read", async () => {
    answer({ code: "rest_no_route" }, 404);
    await expect(fetchPage("x", "fi")).rejects.toMatchObject({ status: 404 });
    answer([{ id: "not a number" }]);
    await expect(fetchPage("x", "fi")).rejects.toThrow();
  });
});
