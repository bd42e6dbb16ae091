import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchResponse } from "@portal/schemas/search";
import { contentPages } from "../../db/schema/content.ts";
import { fixture } from "./fixtures/recorded.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { createContentSync } from "./content-sync.job.ts";

type Item = { lang?: string; acf?: { bulletin_language?: string } };

/**
 * A stand-in WordPress answering with recorded responses, one item per page so the sync must follow
 * X-WP-TotalPages; `served` can be changed between passes.
 */
function fakeWordPress() {
  const served: Record<string, Item[]> = {
    pages: [
      ...(fixture("wp-pages-slug-saunavuorot") as Item[]),
      ...(fixture("wp-pages-slug-sauna-shifts") as Item[]),
    ],
    posts: fixture("wp-posts-per-page-3") as Item[],
    bulletins: fixture("wp-bulletins") as Item[],
  };
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url.pathname + url.search);
    const kind = url.pathname.replace("/wp-json/wp/v2/", "");
    const lang = url.searchParams.get("lang");
    if (!served[kind]) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "rest_no_route" }));
      return;
    }
    const all = (served[kind] ?? []).filter((i) => (i.lang ?? i.acf?.bulletin_language) === lang);
    const page = Number(url.searchParams.get("page") ?? "1");
    if (page > Math.max(1, all.length)) {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "rest_post_invalid_page_number" }));
      return;
    }
    res.writeHead(200, {
      "content-type": "application/json; charset=UTF-8",
      "x-wp-total": String(all.length),
      "x-wp-totalpages": String(all.length),
    });
    res.end(JSON.stringify(all.slice(page - 1, page)));
  });
  return { server, served, requests };
}

describe.each(testDatabases)("content sync from an external WordPress on $name", (target) => {
  const t = useTestApp(target);
  const wp = fakeWordPress();
  let base = "";
  let session = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => wp.server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(wp.server.address() as AddressInfo).port}/wp-json`;
    session = await t.login("aino.asukas@example.fi");
  });
  afterAll(() => new Promise<void>((resolve) => wp.server.close(() => resolve())));

  const search = async (q: string, lang = "fi") => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/search",
      query: { q, lang },
      headers: t.bearer(session),
    });
    // The content service's pages and posts; the building's own notices and events have groups of their own.
    return searchResponse
      .parse(res.json())
      .groups.filter((g) => g.kind === "page" || g.kind === "post")
      .flatMap((g) => g.results);
  };

  it("copies pages, posts and bulletins page by page, replacing the built-in copy", async () => {
    const sync = createContentSync({ db: t.database.db, baseUrl: base });
    expect(await sync.runOnce()).toEqual({ pages: 2, posts: 3, bulletins: 2 });
    expect(wp.requests).toContain("/wp-json/wp/v2/posts?per_page=100&page=3&lang=fi");

    const found = await search("saunavuoro");
    expect(found.map((r) => r.title)).toEqual(["Saunavuorot & pesutupa"]);
    // The entity-written letters (huoltoyhti&ouml;lt&auml;) are searchable as words.
    expect((await search("huoltoyhtiö")).map((r) => r.title)).toEqual(["Saunavuorot & pesutupa"]);
    expect((await search("shift", "en")).map((r) => r.title)).toEqual(["Sauna shifts & laundry"]);
    expect((await search("kevätsiivous")).map((r) => r.path)).toEqual(["/uutiset/kevatsiivous-2026"]);

    const pages = await t.database.db.select().from(contentPages).where(eq(contentPages.kind, "page"));
    expect(pages.map((p) => p.slug).sort()).toEqual(["sauna-shifts", "saunavuorot"]);
    expect(pages.find((p) => p.slug === "saunavuorot")!.translationGroup).toBe(
      pages.find((p) => p.slug === "sauna-shifts")!.translationGroup,
    );
    const [bulletin] = await t.database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.kind, "bulletin"), eq(contentPages.lang, "en")));
    expect(bulletin!.acf).toEqual({
      bulletin_language: "en",
      show_on_pages: ["*"],
      bulletin_type: "uuras-info",
    });
  });

  it("a changed page is found by its new words on the next pass; a failing service changes nothing", async () => {
    const [page] = wp.served.pages as Record<string, unknown>[];
    page!.content = { rendered: "<p>Pyykkitupa on kellarissa.</p>", protected: false };
    const sync = createContentSync({ db: t.database.db, baseUrl: base });
    await sync.runOnce();
    expect((await search("pyykkitupa")).map((r) => r.title)).toEqual(["Saunavuorot & pesutupa"]);

    const broken = createContentSync({
      db: t.database.db,
      baseUrl: `${base}/missing-prefix`,
    });
    await expect(broken.runOnce()).rejects.toThrow();
    expect((await search("pyykkitupa")).length).toBe(1);
  });
});
