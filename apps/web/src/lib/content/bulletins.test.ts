import { describe, expect, it } from "vitest";
import type { WpBulletin } from "@portal/schemas/content";
import { bulletinsFor } from "./bulletins.ts";

const bulletin = (id: number, lang: "fi" | "en", pages: string[]): WpBulletin => ({
  id,
  date: "2026-11-01T09:00:00",
  title: { rendered: `B${id}` },
  content: { rendered: "<p>x</p>" },
  acf: { bulletin_language: lang, show_on_pages: pages, bulletin_type: "notice" },
});

const all = [
  bulletin(1, "fi", ["/"]),
  bulletin(2, "fi", ["*"]),
  bulletin(3, "fi", ["/vuokrani/maksutiedot"]),
  bulletin(4, "en", ["/vuokrani/maksutiedot", "/"]),
  bulletin(5, "fi", ["/taloni/pysakointi/"]),
];
const ids = (list: WpBulletin[]) => list.map((b) => b.id);

describe("bulletinsFor", () => {
  it("shows '/' on the home page only", () => {
    expect(ids(bulletinsFor(all, "fi", "/"))).toEqual([1, 2]);
    expect(ids(bulletinsFor(all, "fi", "/taloni/taloni"))).toEqual([2]);
  });

  it("shows '*' everywhere and an exact Finnish path only there", () => {
    expect(ids(bulletinsFor(all, "fi", "/vuokrani/maksutiedot"))).toEqual([2, 3]);
    expect(ids(bulletinsFor(all, "fi", "/vuokrani/maksutiedot/onnistui"))).toEqual([2]);
    expect(ids(bulletinsFor(all, "fi", "/vuokrani"))).toEqual([2]);
  });

  it("keeps to the UI language", () => {
    expect(ids(bulletinsFor(all, "en", "/vuokrani/maksutiedot"))).toEqual([4]);
    expect(ids(bulletinsFor(all, "en", "/"))).toEqual([4]);
  });

  it("ignores a trailing slash and letter case on either side", () => {
    expect(ids(bulletinsFor(all, "fi", "/Taloni/Pysakointi/"))).toEqual([2, 5]);
  });
});
