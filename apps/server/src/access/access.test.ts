import { describe, expect, it } from "vitest";
import { PERMISSION_VALUES, PERMISSIONS, ROLE_PERMISSIONS } from "@portal/schemas/staff.constants";
import type { StaffPrincipal } from "../plugins/principal.ts";
import { may, permissionsOf } from "./access.ts";

const KIRSIKKA = "11111111-1111-4111-8111-111111111111";
const TAPIOLA = "22222222-2222-4222-8222-222222222222";

const staff = (roles: StaffPrincipal["roles"], buildings: StaffPrincipal["buildings"]): StaffPrincipal => ({
  kind: "staff",
  staffId: "33333333-3333-4333-8333-333333333333",
  roles,
  buildings,
});

describe("the access layer", () => {
  it("answers from the permission table, in the buildings the staff member sees", () => {
    const manager = staff(["property_manager"], [KIRSIKKA]);
    expect(may(manager, PERMISSIONS.terminationsReview, KIRSIKKA)).toBe(true);
    expect(may(manager, PERMISSIONS.terminationsReview, TAPIOLA)).toBe(false);
    expect(may(manager, PERMISSIONS.terminationsReview)).toBe(true);
    expect(may(manager, PERMISSIONS.tenantsImpersonate, KIRSIKKA)).toBe(false);

    const service = staff(["customer_service"], "all");
    expect(may(service, PERMISSIONS.messagesHandle, TAPIOLA)).toBe(true);
    expect(may(service, PERMISSIONS.formsReview, TAPIOLA)).toBe(false);
  });

  it("a staff member with no roles may do nothing; roles add up", () => {
    expect(PERMISSION_VALUES.some((p) => may(staff([], "all"), p))).toBe(false);
    const both = permissionsOf(["customer_service", "property_manager"]);
    expect(new Set(both)).toEqual(
      new Set([...ROLE_PERMISSIONS.customer_service, ...ROLE_PERMISSIONS.property_manager]),
    );
    expect(permissionsOf(["admin"])).toEqual([...PERMISSION_VALUES]);
  });

  it("gives every role its own permissions, and only an administrator manages staff and unlocks tenants", () => {
    expect(permissionsOf(["maintenance"])).toEqual([
      PERMISSIONS.staffProfile,
      PERMISSIONS.queueWork,
      PERMISSIONS.faultsHandle,
      PERMISSIONS.replyTemplatesRead,
    ]);
    expect(permissionsOf(["moderator"])).toEqual([
      PERMISSIONS.staffProfile,
      PERMISSIONS.queueWork,
      PERMISSIONS.formsReview,
      PERMISSIONS.exchangeModerate,
    ]);
    for (const role of ["customer_service", "maintenance", "moderator", "property_manager"] as const) {
      expect(may(staff([role], "all"), PERMISSIONS.staffManage)).toBe(false);
      expect(may(staff([role], "all"), PERMISSIONS.tenantsUnlock)).toBe(false);
    }
    expect(may(staff(["admin"], "all"), PERMISSIONS.tenantsUnlock)).toBe(true);
  });
});
