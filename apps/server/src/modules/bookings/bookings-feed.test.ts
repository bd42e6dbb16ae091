import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";
import { AINO, VILLE } from "./bookings-test-client.ts";
import { queryRows } from "./bookings.repository.ts";
import { tokenHash } from "./feed.ts";

const path = (url: string) => new URL(url).pathname;

describe.each(testDatabases)("calendar feed on $name", (target) => {
  const t = useTestApp(target);

  it("creates, shows, rotates and revokes the tenant's feed; only the token's hash is stored", async () => {
    const headers = t.bearer(await t.login(AINO));
    const get = () => t.app.inject({ method: "GET", url: "/api/bookings/feed", headers });
    expect((await get()).json()).toEqual({ url: null, createdAt: null });

    const created = await t.app.inject({ method: "POST", url: "/api/bookings/feed", headers });
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/bookings\/feed\/[0-9a-f]{32}[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get()).json()).toEqual({ url, createdAt: expect.any(String) });
    const token = path(url)
      .split("/")
      .at(-1)!
      .replace(/\.ics$/, "");
    const [stored] = await queryRows<{ token_hash: string; salt: string }>(
      t.database.db,
      sql`select token_hash, salt from booking_feeds`,
    );
    expect(stored!.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token.slice(32));

    const feed = await t.app.inject({ method: "GET", url: path(url) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    // Aino's upcoming laundry booking and her Thursday sauna turn for the next eight weeks.
    expect(events.filter((e) => e.summary.startsWith("Pesutupa"))).toHaveLength(1);
    const turns = events.filter((e) => e.summary.includes("vakiovuoro"));
    expect(turns).toHaveLength(8);
    expect(turns[0]!.startDate.toJSDate().toISOString()).toBe("2026-03-19T17:00:00.000Z");
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    // The feed speaks its person's language, as their mail does.
    for (const [language, laundry, turn] of [
      ["sv", "Tvättstuga", "Husets bastu (fast tur)"],
      ["en", "Laundry room", "Building sauna (weekly turn)"],
    ] as const) {
      await t.database.db.execute(
        sql`update user_accounts set language = ${language} where lower(email) = ${AINO.toLowerCase()}`,
      );
      const body = (await t.app.inject({ method: "GET", url: path(url) })).body;
      const inLanguage = new ICAL.Component(ICAL.parse(body))
        .getAllSubcomponents("vevent")
        .map((e) => new ICAL.Event(e).summary);
      expect(inLanguage.filter((summary) => summary === laundry)).toHaveLength(1);
      expect(inLanguage.filter((summary) => summary === turn)).toHaveLength(8);
    }
    await t.database.db.execute(
      sql`update user_accounts set language = 'fi' where lower(email) = ${AINO.toLowerCase()}`,
    );

    // Ville, on the same contract, has a feed of his own with the household's bookings.
    const ville = t.bearer(await t.login(VILLE));
    const his = (await t.app.inject({ method: "POST", url: "/api/bookings/feed", headers: ville })).json()
      .url;
    expect(his).not.toBe(url);
    expect((await t.app.inject({ method: "GET", url: path(his) })).statusCode).toBe(200);

    // Rotating: the old URL stops working at once.
    const rotated = (await t.app.inject({ method: "POST", url: "/api/bookings/feed", headers })).json().url;
    expect(rotated).not.toBe(url);
    expect((await t.app.inject({ method: "GET", url: path(url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: path(rotated) })).statusCode).toBe(200);
    // A forged MAC for a real feed id is not a feed.
    const forged = path(rotated).replace(
      /.(\.ics)$/,
      (_m, ext) => `${path(rotated).at(-5) === "A" ? "B" : "A"}${ext}`,
    );
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/bookings/feed/short.ics" })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/bookings/feed/${"0".repeat(75)}.ics` })).statusCode,
    ).toBe(404);

    const revoked = await t.app.inject({ method: "DELETE", url: "/api/bookings/feed", headers });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: path(rotated) })).statusCode).toBe(404);
    expect((await get()).json()).toEqual({ url: null, createdAt: null });
    expect((await t.app.inject({ method: "GET", url: path(his) })).statusCode).toBe(200);
  });
});

describe.each(testDatabases)("calendar feed limits on $name", (target) => {
  // A tenth of every limit: three feed reads a minute per address.
  const t = useTestApp(target, { limits: { requests: { factor: 0.1 } } });

  it("limits feed reads per address", async () => {
    const headers = t.bearer(await t.login(AINO));
    const { url } = (await t.app.inject({ method: "POST", url: "/api/bookings/feed", headers })).json();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await t.app.inject({ method: "GET", url: path(url) })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});
