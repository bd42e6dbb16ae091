import { describe, expect, it } from "vitest";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { apartmentResponse, buildingResponse, waterMeterResponse } from "@portal/schemas/home";
import { contentPages } from "../../db/schema/content.ts";
import { addMonths } from "../../lib/dates.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { TODAY, useTestApp } from "../../test/harness.ts";

const AINO = "aino.asukas@example.fi";
const PEKKA = "pekka.puhelin@example.fi";
const SANNA = "suojattu.asukas@example.fi";
const MOVED = "muuttanut.pois@example.fi";

describe.each(embeddedDatabase)("apartment, building and water meter on $name", (target) => {
  const t = useTestApp(target);
  const sessions = new Map<string, string>();
  const get = async (email: string, url: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.login(email));
    return t.app.inject({ method: "GET", url, headers: t.bearer(sessions.get(email)!) });
  };
  const ainoImages = async () => {
    return apartmentResponse.parse((await get(AINO, "/api/apartment")).json()).images;
  };

  it("answers 401 without a session", async () => {
    for (const url of [
      "/api/apartment",
      "/api/apartment/images/00000000-0000-4000-8000-000000000000",
      "/api/building",
      "/api/building/emergency-plan",
      "/api/water-meter",
    ])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("the apartment comes with its images, served as JPEG to the building's tenants", async () => {
    const apartment = apartmentResponse.parse((await get(AINO, "/api/apartment")).json());
    expect(apartment).toMatchObject({ apartmentNumber: "B 12", area: 54.5, rooms: 2 });
    expect(apartment.postalAddress.streetAddressLine1).toBe("Kirsikkatie 5 B 12");
    expect(apartment.images).toHaveLength(2);
    for (const image of apartment.images) {
      expect(image.url).toBe(`/api/apartment/images/${image.id}`);
      expect(image.caption.fi).not.toBe("");
      const res = await get(AINO, image.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    }
    // A neighbour in the same building has no images of their own, but may open the building's.
    const pekka = apartmentResponse.parse((await get(PEKKA, "/api/apartment")).json());
    expect(pekka.images).toEqual([]);
    expect((await get(PEKKA, apartment.images[0]!.url)).statusCode).toBe(200);
  });

  it("tenants of another building get 404 for an image, as for unknown and malformed ids", async () => {
    const [image] = await ainoImages();
    for (const email of [SANNA, MOVED]) {
      const res = await get(email, image!.url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "NOT_FOUND" });
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201=1"])
      expect((await get(AINO, `/api/apartment/images/${id}`)).statusCode).toBe(404);
  });

  it("the contact card and every content page give the one customer-service number", async () => {
    const building = buildingResponse.parse((await get(AINO, "/api/building")).json());
    expect(building.customerService).toEqual(CUSTOMER_SERVICE);
    const pages = await t.database.db
      .select({ slug: contentPages.slug, html: contentPages.html })
      .from(contentPages);
    // Every sentence that gives customer service a number gives this one.
    const said = pages.flatMap((p) =>
      [...p.html.matchAll(/(?:asiakaspalvelu\w*|customer service)[^.<]*?(\+?\d[\d ]{7,}\d)/gi)].map(
        (m) => m[1],
      ),
    );
    expect(said.length).toBeGreaterThan(3);
    expect(new Set(said)).toEqual(new Set([CUSTOMER_SERVICE.phone]));
    expect(pages.filter((p) => p.html.includes("010 123 4560"))).toEqual([]);
    expect(pages.some((p) => p.slug === "yhteystiedot" && p.html.includes(CUSTOMER_SERVICE.phone))).toBe(
      true,
    );
  });

  it("the building shows its facts, contacts and emergency plan", async () => {
    const building = buildingResponse.parse((await get(AINO, "/api/building")).json());
    expect(building).toMatchObject({
      name: "Kirsikkapiha",
      emergencyPlan: { url: "/api/building/emergency-plan" },
      maintenanceCompany: { name: "Huoltoässä Oy", emergencyNumber: "+358 20 555 0101" },
      customerService: { email: "asiakaspalvelu@example.fi", phone: "+358 20 555 0100" },
    });
    expect(building.propertyManager?.name).toBe("Kaisa Laaksonen");
    expect(building.apartmentCount).toBeGreaterThanOrEqual(12);

    const plan = await get(AINO, "/api/building/emergency-plan");
    expect(plan.statusCode).toBe(200);
    expect(plan.headers["content-type"]).toBe("application/pdf");
    expect(plan.headers["content-disposition"]).toBe('inline; filename="pelastussuunnitelma.pdf"');
    expect(plan.headers["cache-control"]).toBe("no-store");
    const text = plan.rawPayload.toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain("Kirsikkapiha");
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("each tenant gets their own building's plan; a building without one has none and no maintenance", async () => {
    const moved = await get(MOVED, "/api/building/emergency-plan");
    expect(moved.statusCode).toBe(200);
    expect(moved.rawPayload.toString("latin1")).toContain("Tapiolan Kotipuisto");
    expect(moved.rawPayload.toString("latin1")).not.toContain("Kirsikkapiha");

    const sanna = buildingResponse.parse((await get(SANNA, "/api/building")).json());
    expect(sanna).toMatchObject({ name: "Tikkurilan Lähde", emergencyPlan: null, maintenanceCompany: null });
    const none = await get(SANNA, "/api/building/emergency-plan");
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: "NOT_FOUND" });
  });

  it("the water meter shows 24 months of readings and use since the lease began, oldest first", async () => {
    const { months } = waterMeterResponse.parse((await get(AINO, "/api/water-meter")).json());
    expect(months).toHaveLength(24);
    expect(months.at(-1)!.yearMonth).toBe(addMonths(TODAY, -1).slice(0, 7));
    for (let i = 1; i < months.length; i++) {
      const [before, m] = [months[i - 1]!, months[i]!];
      expect(m.yearMonth > before.yearMonth).toBe(true);
      expect(m.coldConsumption).toBe(m.coldReading - before.coldReading);
      expect(m.hotConsumption).toBe(m.hotReading - before.hotReading);
      expect(m.coldConsumption).toBeGreaterThan(0);
    }
    // Pekka's lease began 14 months ago: he sees no earlier tenant's water use.
    const pekka = waterMeterResponse.parse((await get(PEKKA, "/api/water-meter")).json());
    expect(pekka.months[0]!.yearMonth).toBe(addMonths(TODAY, -14).slice(0, 7));
    expect(pekka.months).toHaveLength(14);
  });
});
