import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { MAIN_MENU_SLUG } from "@portal/schemas/content";
import { menuItemsQueryOptions } from "../../features/content/api/menuItems.ts";
import { menusQueryOptions } from "../../features/content/api/menus.ts";
import { menuItem } from "../../test/menuItems.ts";
import { withQueryClient } from "../../test/withQueryClient.tsx";
import { Footer } from "./Footer.tsx";

/** The footer's parts in order: what comes first is where a person finds help on every page. */
function footerParts() {
  const inner = screen.getByRole("contentinfo").firstElementChild!;
  return [...inner.children];
}

describe("Footer", () => {
  it("signed out, gives the company's one customer-service number and address", () => {
    render(
      <MemoryRouter>
        <Footer signedIn={false} />
      </MemoryRouter>,
    );
    const phone = screen.getByRole("link", { name: CUSTOMER_SERVICE.phone });
    expect(phone.getAttribute("href")).toBe("tel:+358205550100");
    expect(CUSTOMER_SERVICE.phone).toBe("+358 20 555 0100");
    const email = screen.getByRole("link", { name: CUSTOMER_SERVICE.email });
    expect(email.getAttribute("href")).toBe(`mailto:${CUSTOMER_SERVICE.email}`);
    expect(screen.queryByText(/010 123 4560/)).toBeNull();
  });

  it("puts customer service first, signed in or not, with the menu's sections after it (WCAG 3.2.6)", async () => {
    const { unmount } = render(
      <MemoryRouter>
        <Footer signedIn={false} />
      </MemoryRouter>,
    );
    const signedOut = footerParts();
    expect(signedOut[0]).toBe(screen.getByRole("group", { name: "Asiakaspalvelu" }));
    unmount();

    // A tenant's footer lists the main menu's sections, here one.
    const client = new QueryClient();
    client.setQueryData(menusQueryOptions().queryKey, [{ id: 1, name: "Päävalikko", slug: MAIN_MENU_SLUG }]);
    client.setQueryData(menuItemsQueryOptions(1, "fi").queryKey, [
      menuItem(1, "ota-yhteytta", 0, "Ota yhteyttä"),
      menuItem(2, "viesti", 1, "Lähetä viesti"),
    ]);
    render(
      withQueryClient(
        <MemoryRouter>
          <Footer signedIn />
        </MemoryRouter>,
        client,
      ),
    );
    const sections = await screen.findByRole("navigation", { name: "Sivuston osiot" });
    const help = screen.getByRole("group", { name: "Asiakaspalvelu" });
    expect(footerParts()).toEqual([help, sections, expect.anything()]);
    expect(within(help).getByRole("link", { name: CUSTOMER_SERVICE.phone })).toBeTruthy();
    expect(within(help).getByRole("link", { name: CUSTOMER_SERVICE.email })).toBeTruthy();
  });
});
