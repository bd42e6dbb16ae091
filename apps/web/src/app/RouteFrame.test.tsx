import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionInfo } from "@portal/schemas/session";
import { IMPERSONATION as impersonation, STAFF as staff, TENANT as tenant } from "../test/sessions.ts";
import i18n from "../lib/i18n.ts";
import type { RouteAccess, RouteLayout } from "../lib/paths.ts";
import { sessionQueryOptions } from "../lib/session/sessionQuery.ts";
import { RouteFrame } from "./RouteFrame.tsx";

beforeAll(async () => {
  await i18n.changeLanguage("fi");
});

function open(session: SessionInfo | null, access: RouteAccess, layout: RouteLayout = "tenant") {
  // The session as the check answered it; nothing is fetched.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(sessionQueryOptions().queryKey, session);
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading</p>}>
        <MemoryRouter initialEntries={["/page"]}>
          <Routes>
            <Route element={<RouteFrame {...access} layout={layout} />}>
              <Route path="/page" element={<h1>The page</h1>} />
            </Route>
            <Route path="/kirjaudu" element={<h1>Sign-in</h1>} />
            <Route path="/rekisteroidy" element={<h1>Sign-up</h1>} />
            <Route path="/hallinta/kirjautuminen" element={<h1>Staff sign-in</h1>} />
          </Routes>
        </MemoryRouter>
      </Suspense>
    </QueryClientProvider>,
  );
}

const heading = async () => (await screen.findByRole("heading", { level: 1 })).textContent;

describe("RouteFrame", () => {
  it("sends a tenant and a signed-out visitor of a staff page to the staff sign-in, never the page", async () => {
    for (const session of [tenant, null, impersonation]) {
      open(session, { access: "staff", permission: "faults.review" }, "staff");
      expect(await heading()).toBe("Staff sign-in");
      expect(screen.queryByText("The page")).toBeNull();
      cleanup();
    }
  });

  it("refuses a staff page to staff without its permission", async () => {
    open(staff, { access: "staff", permission: "terminations.review" }, "staff");
    expect(await heading()).toBe(i18n.t("common:errors.noAccess"));
  });

  it("opens a staff page to staff with the permission", async () => {
    open(staff, { access: "staff", permission: "faults.review" }, "staff");
    expect(await heading()).toBe("The page");
  });

  it("opens a tenant's page to the tenant, without a banner", async () => {
    open(tenant, { access: "tenant" });
    expect(await heading()).toBe("The page");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends a signed-out visitor to sign-in", async () => {
    open(null, { access: "tenant" });
    expect(await heading()).toBe("Sign-in");
  });

  it("shows staff viewing a tenant's page the impersonation banner, in Finnish and English", async () => {
    open(impersonation, { access: "tenant" });
    expect(await heading()).toBe("The page");
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      expect.stringContaining("Sanna Henkilö katselee asukkaan sivuja"),
    );
    await i18n.changeLanguage("en");
    expect(await screen.findByText(/Staff member Sanna Henkilö is viewing/)).toBeTruthy();
    await i18n.changeLanguage("fi");
  });
});
