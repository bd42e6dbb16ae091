import { describe, expect, it } from "vitest";
import { terminationBrandingResponse } from "@portal/schemas/termination";
import { loadConfig } from "../../config.ts";
import { DEFAULT_TERMINATION_BRANDING } from "../../config/termination.ts";
import { embeddedDatabase } from "../../test/databases.ts";
import { useTestApp } from "../../test/harness.ts";

describe.each(embeddedDatabase)("the foundation's flow's branding on $name", (target) => {
  const t = useTestApp(target);

  it("answers anyone with the configured name, logo and colours, and may be cached a while", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/termination-branding" });
    expect(res.statusCode).toBe(200);
    expect(terminationBrandingResponse.parse(res.json())).toEqual(DEFAULT_TERMINATION_BRANDING);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("the branding's configuration", () => {
  it("reads TERMINATION_BRAND_*; without them the defaults", () => {
    expect(loadConfig({ SANDBOX: "true" }).terminationBranding).toEqual(DEFAULT_TERMINATION_BRANDING);
    expect(
      loadConfig({
        SANDBOX: "true",
        TERMINATION_BRAND_NAME: "Säätiö",
        TERMINATION_BRAND_LOGO_URL: "/brand/logo.svg",
        TERMINATION_BRAND_PRIMARY: "#003366",
        TERMINATION_BRAND_ON_PRIMARY: "#fff",
      }).terminationBranding,
    ).toEqual({
      name: "Säätiö",
      logoUrl: "/brand/logo.svg",
      colors: { primary: "#003366", onPrimary: "#fff" },
    });
  });

  it("refuses a colour that is not one and a logo from another origin, which the page could not show", () => {
    expect(() => loadConfig({ SANDBOX: "true", TERMINATION_BRAND_PRIMARY: "blue" })).toThrow(
      /TERMINATION_BRAND_PRIMARY/,
    );
    for (const logo of ["https://cdn.example/logo.png", "//cdn.example/logo.png"])
      expect(() => loadConfig({ SANDBOX: "true", TERMINATION_BRAND_LOGO_URL: logo })).toThrow(
        /TERMINATION_BRAND_LOGO_URL/,
      );
  });
});
