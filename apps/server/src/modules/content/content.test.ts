import { describe, expect, it } from "vitest";
import { MAIN_MENU_SLUG, menuItemsResponse, menusResponse } from "@portal/schemas/content";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";

describe.each(embeddedDatabase)("content menus on $name", (target) => {
  const t = useTestApp(target);
  const mainMenuId = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/content/wp/v2/menus" });
    return menusResponse.parse(res.json()).find((m) => m.slug === MAIN_MENU_SLUG)!.id;
  };
  const items = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/content/wp/v2/menu-items?${query}` });
    expect(res.statusCode).toBe(200);
    return menuItemsResponse.parse(res.json());
  };

  it("lists the menus in WordPress shape, publicly and cacheably", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/content/wp/v2/menus" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.json()).toEqual([{ id: expect.any(Number), name: "Päävalikko", slug: "paavalikko" }]);
  });

  it("gives the main menu tree with Finnish titles by default", async () => {
    const list = await items(`menus=${await mainMenuId()}`);
    const top = list.filter((i) => i.parent === 0).map((i) => i.slug);
    expect(top).toEqual(["vuokrani", "taloni", "asuminen", "ota-yhteytta"]);
    const childrenOf = (slug: string) => {
      const parent = list.find((i) => i.slug === slug && i.parent === 0)!;
      return list.filter((i) => i.parent === parent.id).map((i) => i.slug);
    };
    expect(childrenOf("vuokrani")).toEqual(["maksutiedot", "maksaminen", "vuokrasopimus", "velkaerittely"]);
    expect(childrenOf("taloni")).toEqual([
      "taloni",
      "taloni-tiedot",
      "turvallisuus-ja-pelastautuminen",
      "vesimittari",
      "tiedotteet",
      "ohjeet-dokumentit",
      "talon-tapahtumat",
      "pysakointi",
      "varastointi",
    ]);
    expect(childrenOf("asuminen")).toEqual([
      "vikailmoitus",
      "varaukset",
      "asukastoimikunta",
      "asukastapahtumat",
      "asunnonvaihto",
    ]);
    expect(childrenOf("ota-yhteytta")).toEqual(["yhteystiedot", "viesti", "vastuullisuus"]);
    expect(list.find((i) => i.slug === "maksutiedot")!.title.rendered).toBe("Maksutiedot");
    // menu_order is the reading order of the whole tree, as in WordPress.
    expect(list.map((i) => i.menu_order)).toEqual(list.map((_, n) => n + 1));
  });

  it("gives English titles with lang=en and carries the English slug", async () => {
    const list = await items(`menus=${await mainMenuId()}&lang=en`);
    const rent = list.find((i) => i.slug === "vuokrani")!;
    expect(rent.title.rendered).toBe("My rent");
    expect(rent.acf.slug_en).toBe("my-rent");
    expect(list.find((i) => i.slug === "maksutiedot")!.title.rendered).toBe("Payment details");
  });

  it("gives Swedish titles with lang=sv, on the Finnish slugs, and the Swedish page by its Finnish slug", async () => {
    const list = await items(`menus=${await mainMenuId()}&lang=sv`);
    expect(list.find((i) => i.slug === "vuokrani")!.title.rendered).toBe("Min hyra");
    expect(list.find((i) => i.slug === "varaukset")!.title.rendered).toBe("Bastu- och tvättstugebokningar");
    const res = await t.app.inject({ method: "GET", url: "/api/content/wp/v2/pages?slug=varaukset&lang=sv" });
    expect(res.statusCode).toBe(200);
    const [page] = res.json() as { title: { rendered: string }; lang: string }[];
    expect(page).toMatchObject({ lang: "sv", title: { rendered: "Bokningar: bastuturer och tvättstuga" } });
  });

  it("answers an unknown menu with an empty list and bad queries with field errors", async () => {
    expect(await items("menus=999999")).toEqual([]);
    for (const [query, field] of [
      ["menus=abc", "menus"],
      ["", "menus"],
      ["menus=1&lang=de", "lang"],
      ["menus=1&extra=1", "extra"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: `/api/content/wp/v2/menu-items?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe("VALIDATION");
      expect(Object.keys(res.json().fields), query).toContain(field);
    }
  });
});
