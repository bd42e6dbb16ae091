import { describe, expect, it } from "vitest";
import { wpBulletinsResponse, wpPagesResponse, wpPostsResponse } from "@portal/schemas/content";
import { EXCHANGE_VALID_MONTHS } from "@portal/schemas/exchange.constants";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { PAGES } from "../../seed/content-text/pages.ts";
import { BLOCKS } from "../../seed/content-text/blocks.ts";
import { POSTS } from "../../seed/content-text/posts.ts";
import { BULLETINS } from "../../seed/content-text/bulletins.ts";
import { BULLETINS_SV, swedishOf } from "../../seed/content-text/sv/index.ts";

describe.each(testDatabases)("content pages, blocks, posts and bulletins on $name", (target) => {
  const t = useTestApp(target);
  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/content/wp/v2/${url}` });
    return res;
  };
  const pages = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    return wpPagesResponse.parse(res.json());
  };

  it("gives every seeded page by its Finnish and its English slug, in three languages of one translation group", async () => {
    for (const page of PAGES) {
      const [fi] = await pages(`pages?slug=${page.slug}`);
      const [sv] = await pages(`pages?slug=${page.slug}&lang=sv`);
      const [en] = await pages(`pages?slug=${encodeURIComponent(page.slugEn)}&lang=en`);
      expect(fi).toMatchObject({
        slug: page.slug,
        status: "publish",
        type: "page",
        lang: "fi",
        title: { rendered: page.fi.title },
        content: { rendered: page.fi.html, protected: false },
      });
      expect(en).toMatchObject({ slug: page.slugEn, lang: "en", title: { rendered: page.en.title } });
      // Swedish shares the Finnish slug: the contract has Finnish and English paths only.
      expect(sv).toMatchObject({
        slug: page.slug,
        lang: "sv",
        title: { rendered: swedishOf("page", page.slug).title },
      });
      expect(fi!.translations).toEqual({ fi: fi!.id, sv: sv!.id, en: en!.id });
      expect(en!.translations).toEqual(fi!.translations);
      expect(fi!.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    }
  });

  it("says as long a time for an exchange notice on the Asunnonvaihto page as the exchange keeps one", async () => {
    const [fi] = await pages("pages?slug=asunnonvaihto");
    const [en] = await pages("pages?slug=apartment-exchange&lang=en");
    expect(fi!.content.rendered).toContain(`näkyy muille asukkaille ${EXCHANGE_VALID_MONTHS} kuukautta`);
    expect(en!.content.rendered).toContain(`shown to other residents for ${EXCHANGE_VALID_MONTHS} months`);
    for (const page of [fi!, en!]) expect(page.content.rendered).not.toMatch(/kuusi kuukautta|six months/);
  });

  it("filters by language and answers [] for an unknown slug", async () => {
    const page = PAGES[0]!;
    expect(await pages(`pages?slug=${page.slug}&lang=en`)).toEqual(
      page.slug === page.slugEn ? expect.any(Array) : [],
    );
    expect(await pages("pages?slug=ei-ole-olemassa")).toEqual([]);
    expect(await pages("blocks?slug=ei-ole-olemassa&lang=fi")).toEqual([]);
  });

  it("links a menu page to its menu path and a page outside the menu to /<slug>", async () => {
    const [taloni] = await pages("pages?slug=taloni&lang=fi");
    if (taloni) expect(taloni.link).toBe("/taloni/taloni");
    const [building] = await pages("pages?slug=my-building&lang=en");
    if (building) expect(building.link).toBe("/my-building/my-building");
  });

  it("gives reusable blocks in both languages as wp_block", async () => {
    for (const block of BLOCKS) {
      const [fi] = await pages(`blocks?slug=${block.slug}`);
      const [en] = await pages(`blocks?slug=${block.slugEn}&lang=en`);
      expect(fi).toMatchObject({ type: "wp_block", lang: "fi", content: { rendered: block.fi.html } });
      expect(en).toMatchObject({ type: "wp_block", lang: "en", title: { rendered: block.en.title } });
    }
  });

  it("lists posts newest first, per_page and page, with WordPress's total headers", async () => {
    const first = await get("posts?per_page=1&lang=fi");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-wp-total"]).toBe(String(POSTS.length));
    expect(first.headers["x-wp-totalpages"]).toBe(String(POSTS.length));
    const all = wpPostsResponse.parse((await get("posts?per_page=100&lang=fi")).json());
    expect(all).toHaveLength(POSTS.length);
    const newest = [...POSTS].sort((a, b) => a.daysAgo - b.daysAgo);
    expect(all.map((p) => p.slug)).toEqual(newest.map((p) => p.slug));
    expect(all[0]).toMatchObject({ link: `/uutiset/${newest[0]!.slug}`, lang: "fi" });
    const second = wpPostsResponse.parse((await get("posts?per_page=1&page=2&lang=fi")).json());
    expect(second.map((p) => p.slug)).toEqual([newest[1]!.slug]);
    const en = wpPostsResponse.parse((await get("posts?per_page=3&lang=en")).json());
    expect(en.map((p) => p.slug)).toEqual(newest.slice(0, 3).map((p) => p.slugEn));
    expect(en[0]!.title.rendered).toBe(newest[0]!.en.title);
    const bySlug = wpPostsResponse.parse((await get(`posts?slug=${newest[0]!.slug}&lang=fi`)).json());
    expect(bySlug.map((p) => p.excerpt.rendered)).toEqual([newest[0]!.fi.excerpt]);
    const sv = wpPostsResponse.parse((await get(`posts?slug=${newest[0]!.slug}&lang=sv`)).json());
    expect(sv.map((p) => p.excerpt.rendered)).toEqual([swedishOf("post", newest[0]!.slug).excerpt]);
  });

  it("refuses a per_page outside 1..100 with a field error", async () => {
    for (const q of ["per_page=0", "per_page=101", "per_page=x", "page=0"]) {
      const res = await get(`posts?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ error: "VALIDATION" });
    }
    expect((await get("pages?lang=de&slug=x")).statusCode).toBe(400);
    expect((await get("pages")).statusCode).toBe(400);
  });

  it("gives bulletins with their ACF fields, in one language when asked", async () => {
    const res = await get("bulletins?lang=en");
    expect(res.statusCode).toBe(200);
    const en = wpBulletinsResponse.parse(res.json());
    expect(en).toHaveLength(BULLETINS.length);
    for (const bulletin of en) {
      const source = BULLETINS.find((b) => b.en.title === bulletin.title.rendered)!;
      expect(bulletin.acf).toEqual({
        bulletin_language: "en",
        show_on_pages: source.showOnPages,
        bulletin_type: source.type,
      });
      expect(bulletin.content.rendered).toBe(source.en.html);
    }
    const sv = wpBulletinsResponse.parse((await get("bulletins?lang=sv")).json());
    expect(sv.map((b) => b.title.rendered).sort()).toEqual(BULLETINS_SV.map((b) => b.title).sort());
    const all = wpBulletinsResponse.parse((await get("bulletins")).json());
    expect(all).toHaveLength(BULLETINS.length * 3);
  });
});
