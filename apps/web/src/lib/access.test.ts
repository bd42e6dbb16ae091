import { describe, expect, it } from "vitest";
import { IMPERSONATION as impersonation, STAFF as staff, TENANT as tenant } from "../test/sessions.ts";
import { RETURN_PAGES } from "@portal/schemas/identification.constants";
import { PERMISSION_VALUES, PERMISSIONS, STAFF_SIGN_IN_PAGE } from "@portal/schemas/staff.constants";
import { mayOpen } from "./access.ts";
import manifest from "./routes.json";
import { routes } from "./paths.ts";
import { checkRoute } from "./routeCheck.ts";

describe("mayOpen", () => {
  it("opens public routes to everyone, signed in or not", () => {
    for (const session of [null, tenant, staff, impersonation])
      expect(mayOpen({ access: "public" }, session)).toBe(true);
  });

  it("opens a tenant's pages to the tenant and to staff viewing them, not to staff on their own", () => {
    expect(mayOpen({ access: "tenant" }, tenant)).toBe(true);
    expect(mayOpen({ access: "tenant" }, impersonation)).toBe(true);
    expect(mayOpen({ access: "tenant" }, staff)).toBe(false);
    expect(mayOpen({ access: "tenant" }, null)).toBe(false);
  });

  it("refuses a staff route to a tenant, to an impersonated session and to staff without its permission", () => {
    const route = { access: "staff", permission: "faults.review" } as const;
    expect(mayOpen(route, staff)).toBe(true);
    expect(mayOpen(route, tenant)).toBe(false);
    expect(mayOpen(route, impersonation)).toBe(false);
    expect(mayOpen({ access: "staff", permission: "terminations.review" }, staff)).toBe(false);
    expect(mayOpen(route, null)).toBe(false);
  });
});

describe("the route manifest", () => {
  it("gives every route an access and a layout", () => {
    for (const [name, route] of Object.entries(manifest.routes))
      expect(() => checkRoute(name, route)).not.toThrow();
    for (const route of Object.values(routes)) {
      expect(["public", "tenant", "staff"]).toContain(route.access);
      expect(["public", "tenant", "staff", "brand"]).toContain(route.layout);
    }
    expect(routes.home).toMatchObject({ access: "tenant", layout: "tenant" });
    expect(routes.signIn).toMatchObject({ access: "public", layout: "public" });
  });

  it("shows the foundation's termination flow, and only it, in the branded frame", () => {
    for (const route of Object.values(routes))
      expect(route.layout === "brand", route.path).toBe(
        route.path === "/irtisano" || route.path.startsWith("/irtisano/"),
      );
    expect(routes.terminationFlow).toMatchObject({ path: "/irtisano", access: "tenant" });
    expect(routes.terminationFlowForm).toMatchObject({ path: "/irtisano/lomake", access: "tenant" });
    for (const name of [
      "terminationFlowSignIn",
      "terminationFlowPhoneSignIn",
      "terminationFlowUnlock",
      "terminationFlowSignUp",
      "terminationFlowPasswordReset",
    ] as const)
      expect(routes[name].access).toBe("public");
  });

  it("has a page for every return from the bank, the foundation's flow's in its own frame", () => {
    const byPath = new Map(Object.values(routes).map((route) => [route.path, route]));
    for (const [frame, pages] of Object.entries(RETURN_PAGES))
      for (const page of Object.values(pages)) {
        const route = byPath.get(page);
        expect(route, page).toBeDefined();
        expect(route!.layout === "brand", page).toBe(frame === "foundation");
      }
  });

  it("puts the staff console under /hallinta in its own layout, its sign-in where the provider returns", () => {
    expect(routes.staffHome).toMatchObject({ path: "/hallinta", access: "staff", layout: "staff" });
    expect(routes.staffMembers).toMatchObject({ access: "staff", permission: PERMISSIONS.staffManage });
    expect(routes.staffSignIn).toMatchObject({ path: STAFF_SIGN_IN_PAGE, access: "public", layout: "staff" });
    for (const route of Object.values(routes)) {
      expect(route.path.startsWith("/hallinta"), route.path).toBe(route.layout === "staff");
      if (route.access === "staff") expect(PERMISSION_VALUES).toContain(route.permission);
    }
  });

  it("refuses a staff route without a permission, an unknown access or layout, and the old session flag", () => {
    const base = { path: "/x", page: "x/XPage.tsx", namespaces: [] };
    expect(() => checkRoute("x", { ...base, access: "staff", layout: "staff" })).toThrow(
      /without a permission/,
    );
    expect(() => checkRoute("x", { ...base, access: "everyone", layout: "public" })).toThrow(
      /no known access/,
    );
    expect(() => checkRoute("x", { ...base, access: "public", layout: "side" })).toThrow(/no known layout/);
    expect(() => checkRoute("x", { ...base, session: true, access: "tenant", layout: "tenant" })).toThrow(
      /`access` now/,
    );
    expect(() => checkRoute("x", { ...base, access: "tenant", layout: "tenant", permission: "p" })).toThrow(
      /only staff routes/,
    );
    expect(
      checkRoute("x", { ...base, access: "staff", permission: "faults.review", layout: "staff" }),
    ).toMatchObject({ access: "staff", permission: "faults.review" });
  });
});
