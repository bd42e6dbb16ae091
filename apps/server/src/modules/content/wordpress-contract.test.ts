import { describe, expect, it } from "vitest";
import {
  MAIN_MENU_SLUG,
  menuItemsResponse,
  menusResponse,
  wpBulletinsResponse,
  wpPagesResponse,
  wpPostsResponse,
} from "@portal/schemas/content";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { fixture } from "./fixtures/recorded.ts";

describe("a real WordPress's answers, parsed by the schemas the web uses", () => {
  it("pages by slug: extra fields (guid, _links, meta, template, yoast_head_json, acf: []) pass", () => {
    const [page] = wpPagesResponse.parse(fixture("wp-pages-slug-saunavuorot"));
    expect(page).toMatchObject({ slug: "saunavuorot", lang: "fi", translations: { fi: 412, en: 415 } });
    expect(page!.title.rendered).toBe("Saunavuorot &#038; pesutupa");
    expect(page!.content.rendered).toContain("Oma saunavuoro");
    expect(page).toHaveProperty("yoast_head_json.og_locale", "fi_FI");
    expect(page).toHaveProperty("guid.rendered");
    const [en] = wpPagesResponse.parse(fixture("wp-pages-slug-sauna-shifts"));
    expect(en).toMatchObject({ slug: "sauna-shifts", lang: "en" });
  });

  it("posts?per_page=3: date, title, link", () => {
    const posts = wpPostsResponse.parse(fixture("wp-posts-per-page-3"));
    expect(posts).toHaveLength(3);
    expect(posts[0]).toMatchObject({
      date: "2026-11-19T09:30:00",
      link: expect.stringMatching(/^https:\/\//),
    });
  });

  it("menus and menu-items", () => {
    expect(menusResponse.parse(fixture("wp-menus"))).toEqual([
      { id: 3, name: "Päävalikko", slug: MAIN_MENU_SLUG },
    ]);
    const items = menuItemsResponse.parse(fixture("wp-menu-items"));
    expect(items.map((i) => [i.id, i.parent, i.slug, i.acf.slug_en])).toEqual([
      [31, 0, "taloni", "my-building"],
      [32, 31, "saunavuorot", "sauna-shifts"],
      [33, 31, "pysakointi", "parking"],
    ]);
  });

  it("bulletins with their ACF fields", () => {
    const bulletins = wpBulletinsResponse.parse(fixture("wp-bulletins"));
    expect(bulletins.map((b) => b.acf)).toEqual([
      { bulletin_language: "fi", show_on_pages: ["/", "/taloni/taloni"], bulletin_type: "alert" },
      { bulletin_language: "en", show_on_pages: ["*"], bulletin_type: "uuras-info" },
    ]);
  });
});

/** Every field the built-in service sends is one a real WordPress sends too, with the same type. */
function expectSameShape(builtIn: Record<string, unknown>, recorded: Record<string, unknown>, path = "") {
  for (const [key, value] of Object.entries(builtIn)) {
    const where = `${path}${key}`;
    expect(recorded, where).toHaveProperty([key]);
    const other = recorded[key];
    if (key === "acf") continue; // {} here, [] or {} from ACF: both parse.
    expect(typeof value, where).toBe(typeof other);
    if (value && typeof value === "object" && !Array.isArray(value) && key !== "translations")
      expectSameShape(value as Record<string, unknown>, other as Record<string, unknown>, `${where}.`);
  }
}

describe.each(embeddedDatabase)("the built-in service on $name answers in the same shape", (target) => {
  const t = useTestApp(target);
  const get = async (url: string) =>
    (await t.app.inject({ method: "GET", url: `/api/content/wp/v2/${url}` })).json();

  it("pages, posts, menus, menu-items and bulletins", async () => {
    const [page] = wpPagesResponse.parse(await get("pages?slug=taloni&lang=fi"));
    const [recordedPage] = fixture("wp-pages-slug-saunavuorot") as Record<string, unknown>[];
    if (page) expectSameShape(page, recordedPage!);

    const posts = wpPostsResponse.parse(await get("posts?per_page=3"));
    expect(posts.length).toBeGreaterThan(0);
    const [recordedPost] = fixture("wp-posts-per-page-3") as Record<string, unknown>[];
    expectSameShape(posts[0]!, recordedPost!);

    const menus = menusResponse.parse(await get("menus"));
    const items = menuItemsResponse.parse(await get(`menu-items?menus=${menus[0]!.id}`));
    const [recordedItem] = fixture("wp-menu-items") as Record<string, unknown>[];
    expectSameShape(items[0]!, recordedItem!);

    const bulletins = wpBulletinsResponse.parse(await get("bulletins?lang=fi"));
    const [recordedBulletin] = fixture("wp-bulletins") as Record<string, unknown>[];
    expectSameShape(bulletins[0]!, recordedBulletin!);
  });
});
