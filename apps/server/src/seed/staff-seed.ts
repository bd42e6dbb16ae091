import { inArray } from "drizzle-orm";
import type { StaffRole } from "@portal/schemas/staff.constants";
import type { Db } from "../db/client.ts";
import { buildings } from "../db/schema/organisations.ts";
import { staffBuildings, staffMembers, staffRoles } from "../db/schema/staff.ts";

/**
 * The demo staff: one per role, each signing in through the sandbox provider's staff client
 * (sandbox/idp/test-staff.ts lists the same emails).
 */
export const DEMO_STAFF = [
  {
    email: "asta.asiakaspalvelu@kotikallio.example.fi",
    name: "Asta Asiakaspalvelu",
    roles: ["customer_service"],
    /** Null: every building. */
    buildings: null,
  },
  {
    email: "matti.huolto@kotikallio.example.fi",
    name: "Matti Huoltomies",
    roles: ["maintenance"],
    buildings: null,
  },
  {
    email: "mirja.moderaattori@kotikallio.example.fi",
    name: "Mirja Moderaattori",
    roles: ["moderator"],
    buildings: null,
  },
  {
    email: "kalle.kiinteisto@kotikallio.example.fi",
    name: "Kalle Kiinteistö",
    roles: ["property_manager"],
    buildings: ["Kirsikkapiha", "Tikkurilan Lähde"],
  },
  {
    email: "ylla.pitaja@kotikallio.example.fi",
    name: "Ylla Pitäjä",
    roles: ["admin"],
    buildings: null,
  },
] as const satisfies readonly {
  email: string;
  name: string;
  roles: readonly StaffRole[];
  buildings: readonly string[] | null;
}[];
export type DemoStaffEmail = (typeof DEMO_STAFF)[number]["email"];

/** Staff members, their roles and their buildings (by building name, as the demo seed names them). */
export async function seedStaff(tx: Db): Promise<void> {
  const names = DEMO_STAFF.flatMap((s) => s.buildings ?? []);
  const found = await tx
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(inArray(buildings.name, names));
  const byName = new Map(found.map((b) => [b.name, b.id]));
  for (const staff of DEMO_STAFF) {
    const [row] = await tx
      .insert(staffMembers)
      .values({ email: staff.email, name: staff.name, allBuildings: staff.buildings === null })
      .returning({ id: staffMembers.id });
    const staffId = row!.id;
    await tx.insert(staffRoles).values(staff.roles.map((role) => ({ staffId, role })));
    const ids = (staff.buildings ?? []).map((name) => {
      const id = byName.get(name);
      if (!id) throw new Error(`no demo building named ${name}`);
      return id;
    });
    if (ids.length)
      await tx.insert(staffBuildings).values(ids.map((buildingId) => ({ staffId, buildingId })));
  }
}
