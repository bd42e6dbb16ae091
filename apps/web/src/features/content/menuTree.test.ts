import type { MenuItem } from "@portal/schemas/content";
import { describe, expect, it } from "vitest";
import {
  buildMenuTree,
  contentSlug,
  decodeTitle,
  menuChain,
  resolveMenuPath,
  submenuColumns,
} from "./menuTree.ts";

const item = (
  id: number,
  slug: string,
  parent: number,
  slugEn: string,
  order = id,
  title = slug,
): MenuItem => ({
  id,
  slug,
  parent,
  menu_order: order,
  title: { rendered: title },
  acf: { slug_en: slugEn },
});

const items = [
  item(20, "taloni", 0, "my-building", 2),
  item(1, "vuokrani", 0, "my-rent", 1, "Vuokrani"),
  item(11, "maksaminen", 1, "payment", 2),
  item(10, "maksutiedot", 1, "payment-details", 1, "Maksutiedot"),
  item(21, "taloni", 20, "my-building"),
  item(30, "orpo", 999, "orphan"),
  item(40, "kierre-a", 41, "loop-a"),
  item(41, "kierre-b", 40, "loop-b"),
];

describe("buildMenuTree", () => {
  const tree = buildMenuTree(items);

  it("builds paths from the parent chain and orders by menu_order", () => {
    expect(tree.roots.map((n) => n.path)).toEqual(["/vuokrani", "/taloni"]);
    expect(tree.roots[0]!.children.map((n) => n.path)).toEqual([
      "/vuokrani/maksutiedot",
      "/vuokrani/maksaminen",
    ]);
    expect(tree.byPath.get("/taloni/taloni")?.id).toBe(21);
  });

  it("leaves out items whose parent chain is broken or loops", () => {
    expect([...tree.byPath.values()].map((n) => n.id).sort((a, b) => a - b)).toEqual([1, 10, 11, 20, 21]);
  });

  it("gives a route to children only, not to top-level items", () => {
    expect(resolveMenuPath(tree, "/vuokrani/maksutiedot")).toMatchObject({ kind: "page", node: { id: 10 } });
    expect(resolveMenuPath(tree, "/vuokrani/maksutiedot/")).toMatchObject({ kind: "page", node: { id: 10 } });
    expect(resolveMenuPath(tree, "/vuokrani")).toEqual({ kind: "none" });
    expect(resolveMenuPath(tree, "/ei-ole")).toEqual({ kind: "none" });
  });

  it("maps the English slug chain to the Finnish path", () => {
    expect(resolveMenuPath(tree, "/my-rent/payment-details")).toEqual({
      kind: "redirect",
      to: "/vuokrani/maksutiedot",
    });
    expect(resolveMenuPath(tree, "/my-building/my-building")).toEqual({
      kind: "redirect",
      to: "/taloni/taloni",
    });
    expect(resolveMenuPath(tree, "/my-rent")).toEqual({ kind: "none" });
  });

  it("gives an unknown slug right under a known menu item the default page, anything else goes home", () => {
    expect(resolveMenuPath(tree, "/vuokrani/ei-ole")).toEqual({ kind: "unknown", slug: "ei-ole" });
    expect(resolveMenuPath(tree, "/taloni/taloni/uusi-sivu/")).toEqual({
      kind: "unknown",
      slug: "uusi-sivu",
    });
    expect(resolveMenuPath(tree, "/my-rent/no-such-page")).toEqual({ kind: "unknown", slug: "no-such-page" });
    expect(resolveMenuPath(tree, "/ei-ole/ei-ole")).toEqual({ kind: "none" });
    expect(resolveMenuPath(tree, "/vuokrani/ei-ole/syvemmalla")).toEqual({ kind: "none" });
  });

  it("gives the chain for breadcrumbs", () => {
    expect(menuChain(tree, "/vuokrani/maksutiedot").map((n) => n.title)).toEqual(["Vuokrani", "Maksutiedot"]);
    expect(menuChain(tree, "/omat-tiedot")).toEqual([]);
  });
});

describe("decodeTitle", () => {
  it("turns WordPress HTML into plain text", () => {
    expect(decodeTitle("Talo &#038; piha")).toBe("Talo & piha");
    expect(decodeTitle("<b>Yhteys</b>&nbsp;&ndash; &#x41;")).toBe("Yhteys\u00a0– A");
    expect(decodeTitle("&bogus;")).toBe("&bogus;");
  });
});

describe("submenuColumns", () => {
  it.each([
    [0, 1],
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
    [20, 3],
  ])("%i items → %i columns", (n, columns) => {
    expect(submenuColumns(n)).toBe(columns);
  });
});

describe("English slugs", () => {
  const tree = buildMenuTree([
    ...items,
    item(50, "pysakointi", 20, "parking"),
    item(51, "varastointi", 20, ""),
  ]);

  it("builds the English alias from the chain of English slugs", () => {
    const parking = tree.byPath.get("/taloni/pysakointi")!;
    expect(parking.pathEn).toBe("/my-building/parking");
    expect(tree.aliases.get("/my-building/parking")).toBe("/taloni/pysakointi");
    expect(resolveMenuPath(tree, "/my-building/parking/")).toEqual({
      kind: "redirect",
      to: "/taloni/pysakointi",
    });
  });

  it("fetches a page by the Finnish slug in Finnish and the English slug in English", () => {
    const parking = tree.byPath.get("/taloni/pysakointi")!;
    expect(contentSlug(parking, "fi")).toBe("pysakointi");
    expect(contentSlug(parking, "en")).toBe("parking");
  });

  it("falls back to the Finnish slug when an item has no English one", () => {
    const storage = tree.byPath.get("/taloni/varastointi")!;
    expect(storage.slugEn).toBe("varastointi");
    expect(storage.pathEn).toBe("/my-building/varastointi");
    expect(contentSlug(storage, "en")).toBe("varastointi");
  });
});
