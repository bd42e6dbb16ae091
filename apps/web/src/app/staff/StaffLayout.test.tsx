import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionInfo } from "@portal/schemas/session";
import type { StaffMeResponse } from "@portal/schemas/staff";
import { PERMISSIONS } from "@portal/schemas/staff.constants";
import i18n from "../../lib/i18n.ts";
import { staffMeQueryOptions } from "../../lib/staff/staffMeQuery.ts";
import { withQueryClient } from "../../test/withQueryClient.tsx";
import StaffLayout from "./StaffLayout.tsx";

beforeAll(async () => {
  await i18n.loadNamespaces(["staff"]);
  await i18n.changeLanguage("fi");
});

const staffSession = (permissions: string[]): SessionInfo => ({
  kind: "staff",
  roles: ["customer_service"],
  permissions,
  impersonation: null,
});
const me: StaffMeResponse = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Asta Asiakaspalvelu",
  email: "asta@example.fi",
  roles: ["customer_service"],
  permissions: [],
  allBuildings: true,
  buildings: [],
};

function open(session: SessionInfo | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(staffMeQueryOptions().queryKey, me);
  render(
    withQueryClient(
      <MemoryRouter initialEntries={["/hallinta"]}>
        <Routes>
          <Route element={<StaffLayout session={session} forgetSession={() => {}} />}>
            <Route path="/hallinta" element={<h1>Page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
      client,
    ),
  );
}

const t = (key: string) => i18n.t(key);

describe("the staff console's frame", () => {
  it("names the console and the staff member with their role, and offers what the permissions open", async () => {
    open(staffSession([PERMISSIONS.staffProfile, PERMISSIONS.faultsHandle]));
    const header = screen.getByRole("banner");
    expect(header.textContent).toContain(t("staff:brand"));
    expect((await screen.findByText("Asta Asiakaspalvelu")).textContent).toBe("Asta Asiakaspalvelu");
    expect(header.textContent).toContain(t("staff:roles.customer_service"));
    const menu = screen.getByRole("navigation", { name: t("staff:nav.label") });
    expect(menu.textContent).toContain(t("staff:nav.home"));
    expect(menu.textContent).toContain(t("staff:nav.queue"));
    expect(menu.textContent).not.toContain(t("staff:nav.members"));
    expect(screen.getByRole("button", { name: t("staff:signOut") })).toBeTruthy();
    expect(screen.getByRole("group", { name: t("common:language.label") })).toBeTruthy();
  });

  it("shows the staff list to an administrator only", () => {
    open(staffSession([PERMISSIONS.staffProfile, PERMISSIONS.staffManage]));
    const menu = screen.getByRole("navigation", { name: t("staff:nav.label") });
    expect(menu.textContent).toContain(t("staff:nav.members"));
    expect(menu.textContent).not.toContain(t("staff:nav.queue"));
  });

  it("has no menu, name or sign-out without a staff session", () => {
    open({ kind: "tenant", roles: [], permissions: [], impersonation: null });
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("button", { name: t("staff:signOut") })).toBeNull();
    expect(screen.queryByText("Asta Asiakaspalvelu")).toBeNull();
  });
});
