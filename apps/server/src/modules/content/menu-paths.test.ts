import { describe, expect, it } from "vitest";
import { menuPaths, pagePath, postPath } from "./menu-paths.ts";

const items = [
  { id: 1, parentId: null, slug: "vuokrani", slugEn: "my-rent" },
  { id: 2, parentId: 1, slug: "maksutiedot", slugEn: "payment-details" },
  { id: 3, parentId: null, slug: "taloni", slugEn: "my-building" },
  { id: 4, parentId: 3, slug: "taloni", slugEn: "my-building" },
  { id: 5, parentId: 3, slug: "pysakointi", slugEn: "" },
  // Broken chains: a missing parent and a loop.
  { id: 6, parentId: 99, slug: "orpo", slugEn: "orphan" },
  { id: 7, parentId: 8, slug: "a", slugEn: "a" },
  { id: 8, parentId: 7, slug: "b", slugEn: "b" },
];

describe("menu paths", () => {
  const paths = menuPaths(items);

  it("builds Finnish paths from the parent chain and English ones from the English slugs", () => {
    expect(paths.fi.get("maksutiedot")).toBe("/vuokrani/maksutiedot");
    expect(paths.en.get("payment-details")).toBe("/my-rent/payment-details");
  });

  it("prefers the routable child over the top-level item of the same slug", () => {
    expect(paths.fi.get("taloni")).toBe("/taloni/taloni");
    expect(paths.en.get("my-building")).toBe("/my-building/my-building");
    expect(paths.fi.get("vuokrani")).toBe("/vuokrani");
  });

  it("falls back to the Finnish slug when the English one is empty", () => {
    expect(paths.en.get("pysakointi")).toBe("/my-building/pysakointi");
  });

  it("gives no path through a broken or looping chain; such a page, and any other, is /<slug>", () => {
    expect(paths.fi.has("orpo")).toBe(false);
    expect(paths.fi.has("a")).toBe(false);
    expect(pagePath(paths, "fi", "orpo")).toBe("/orpo");
    expect(pagePath(paths, "fi", "tietosuoja")).toBe("/tietosuoja");
    expect(pagePath(paths, "en", "payment-details")).toBe("/my-rent/payment-details");
    expect(postPath("pihatalkoot")).toBe("/uutiset/pihatalkoot");
  });
});
