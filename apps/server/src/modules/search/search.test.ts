import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchResponse } from "@portal/schemas/search";
import { contentPages } from "../../db/schema/content.ts";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";

const AINO = "aino.asukas@example.fi";

type Insert = typeof contentPages.$inferInsert;
const page = (
  slug: string,
  lang: "fi" | "en",
  title: string,
  html: string,
  kind: Insert["kind"] = "page",
) => ({
  kind,
  slug,
  lang,
  translationGroup: `test:${slug}`,
  title,
  html,
});

describe.each(testDatabases)("search on $name", (target) => {
  const t = useTestApp(target);
  let session: string;
  const search = async (q: string, lang = "fi") => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/search",
      query: { q, lang },
      headers: t.bearer(session),
    });
    expect(res.statusCode, q).toBe(200);
    return searchResponse.parse(res.json());
  };
  const results = async (q: string, lang = "fi") => (await search(q, lang)).groups.flatMap((g) => g.results);

  beforeAll(async () => {
    session = await t.login(AINO);
    const db = t.database.db;
    // Upserted: the menu's varastointi page exists in the seed too; its path comes from the menu.
    await db
      .insert(contentPages)
      .values(
        page(
          "varastointi",
          "fi",
          "Varastointi ja saunavuorot",
          "<p>Talon <strong>saunavuorot</strong> varataan huoltoyhtiöltä. Irtaimisto säilytetään omassa varastossa.</p>",
        ),
      )
      .onConflictDoUpdate({
        target: [contentPages.kind, contentPages.lang, contentPages.slug],
        set: {
          title: "Varastointi ja saunavuorot",
          html: "<p>Talon <strong>saunavuorot</strong> varataan huoltoyhtiöltä. Irtaimisto säilytetään omassa varastossa.</p>",
        },
      });
    await db
      .insert(contentPages)
      .values([
        page("pyorakellari-ohje", "fi", "Pyöräkellari", "<p>Kellarin ovi on lukossa.</p>"),
        page(
          "talon-tilat",
          "fi",
          "Talon yhteiset tilat",
          "<p>Pyöräkellari, pyöräkellari ja vielä kerran pyöräkellari: kaikki pyörät pyöräkellariin.</p>",
        ),
        page(
          "skriptisivu",
          "fi",
          "Kummitusteksti",
          `<p>Kummitus &lt;b&gt; <script>alert("x")</script> &amp; <img src=x onerror="alert(1)"> kummittelee "lainausmerkeissä".</p>`,
        ),
        page("sauna-shifts", "en", "Sauna shifts", "<p>Book your sauna shifts from maintenance.</p>"),
        page("kevatsiivous", "fi", "Kevätsiivous pihalla", "<p>Tule haravoimaan.</p>", "post"),
      ]);
  });

  it("finds a page about saunavuorot by saunavuoro (Finnish stemming), at its menu path, with marks", async () => {
    const found = await results("saunavuoro");
    const hit = found.find((r) => r.title === "Varastointi ja saunavuorot");
    expect(hit).toBeDefined();
    expect(hit!.path).toBe("/taloni/varastointi");
    expect(hit!.snippet).toContain("<mark>saunavuorot</mark>");
    expect(hit!.snippet).not.toContain("<strong>");
    expect(hit!.rank).toBeGreaterThan(0);
  });

  it("matches the last word as a prefix while it is still being typed", async () => {
    expect((await results("talon saunavuo")).map((r) => r.title)).toContain("Varastointi ja saunavuorot");
  });

  it("ranks a title match above a body that repeats the word", async () => {
    const found = await results("pyöräkellari");
    expect(found.map((r) => r.title).slice(0, 2)).toEqual(["Pyöräkellari", "Talon yhteiset tilat"]);
    expect(found[0]!.path).toBe("/pyorakellari-ohje");
  });

  it("groups by kind: news at /uutiset/<slug>", async () => {
    const res = await search("kevätsiivous");
    expect(res.total).toBe(1);
    expect(res.groups).toEqual([
      {
        kind: "post",
        results: [expect.objectContaining({ path: "/uutiset/kevatsiivous", id: expect.any(String) })],
      },
    ]);
  });

  it("escapes the content's HTML in snippets, marks only the matches", async () => {
    const [hit] = await results("kummitus");
    expect(hit!.snippet).toContain("<mark>Kummitus</mark>");
    expect(hit!.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit!.snippet).toContain("alert(&quot;x&quot;)");
    expect(hit!.snippet).toContain("&amp;");
  });

  it("starts a snippet at its sentence's start and puts no space before a comma after markup", async () => {
    const first =
      "Tämä ensimmäinen lause kertoo talon historiasta ja sen asukkaista monin sanoin aina vuodesta 1965 asti.";
    const second =
      "Toinen lause muistuttaa kaikkia asukkaita siitä että yhteisten tilojen varaukset ja avaimet kuten <strong>kerhohuoneavain</strong>, saunan avain ja pesutuvan avain haetaan huoltoyhtiön toimistolta arkisin kello kahdeksan ja neljä välillä ilman erillistä ajanvarausta tai ilmoitusta.";
    await t.database.db
      .insert(contentPages)
      .values(page("avaimet", "fi", "Avaimet", `<p>${first} ${second}</p>`));
    const [hit] = await results("kerhohuoneavain");
    expect(hit!.snippet).toMatch(/^Toinen lause muistuttaa/);
    expect(hit!.snippet).toContain("<mark>kerhohuoneavain</mark>, saunan");
    expect(hit!.snippet).not.toMatch(/\s,/);
  });

  it("searches only the requested language, with English stemming", async () => {
    expect((await results("shift", "en")).map((r) => r.title)).toEqual(["Sauna shifts"]);
    expect((await results("sauna shifts", "fi")).map((r) => r.title)).not.toContain("Sauna shifts");
  });

  it("searches Swedish content in Swedish, with Swedish stemming", async () => {
    // The seeded Swedish bookings page speaks of bastuturer; bastutur finds it by its stem.
    const swedish = await results("bastutur", "sv");
    expect(swedish.map((r) => r.title)).toContain("Bokningar: bastuturer och tvättstuga");
    expect((await results("bastutur", "fi")).map((r) => r.title)).not.toContain(
      "Bokningar: bastuturer och tvättstuga",
    );
  });

  it("finds a changed page by its new words at once", async () => {
    expect(await results("ruohonleikkuri")).toEqual([]);
    await t.database.db
      .update(contentPages)
      .set({ html: "<p>Ruohonleikkuri lainataan huoltomieheltä.</p>" })
      .where(and(eq(contentPages.slug, "pyorakellari-ohje"), eq(contentPages.lang, "fi")));
    // The same query again: an answer kept from before the change must not be reused.
    expect((await results("ruohonleikkuri")).map((r) => r.title)).toEqual(["Pyöräkellari"]);
    expect((await results("ruohonleikkurin")).map((r) => r.title)).toEqual(["Pyöräkellari"]);
  });

  it("answers any string with 200: SQL, wildcards, tsquery syntax, 1000 characters, emoji, nothing", async () => {
    for (const q of [
      "'; DROP TABLE content_pages; --",
      "%",
      "_",
      "a:* & !b | (",
      "x".repeat(1000),
      "🙂🏠",
      "",
      "   ",
      "\\",
      "<mark>",
    ]) {
      const res = await search(q);
      expect(res.total, q).toBe(0);
      expect(res.groups).toEqual([]);
    }
    expect((await search("x".repeat(1000))).query).toHaveLength(200);
    // Still there.
    expect((await results("saunavuoro")).length).toBeGreaterThan(0);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search?q=sauna" });
    expect(res.statusCode).toBe(401);
  });
});
