import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PageHeaderTitle } from "../../components/ui/pageHeaderSlots.ts";
import { menuItem } from "../../test/menuItems.ts";
import { buildMenuTree } from "../../features/content/menuTree.ts";
import { Trail } from "./Breadcrumbs.tsx";

// The demo menu's Asuminen section: the committee's page has its forms below it, outside the menu.
const menu = {
  status: "ready" as const,
  tree: buildMenuTree([
    menuItem(1, "asuminen", 0, "Asuminen"),
    menuItem(2, "asukastoimikunta", 1, "Asukastoimikunta"),
    menuItem(3, "vikailmoitus", 1, "Vikailmoitus"),
  ]),
};

function trailAt(path: string, title: string) {
  cleanup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageHeaderTitle.Provider value={title}>
        <Trail menu={menu} />
      </PageHeaderTitle.Provider>
    </MemoryRouter>,
  );
  const items = within(screen.getByRole("navigation")).getAllByRole("listitem");
  return items.map((li) => {
    const link = within(li).queryByRole("link");
    return link
      ? { text: li.textContent, href: link.getAttribute("href") }
      : { text: li.textContent, current: li.querySelector("[aria-current='page']") !== null };
  });
}

describe("the breadcrumb trail", () => {
  it("ends with a menu page itself as the current page", () => {
    expect(trailAt("/asuminen/asukastoimikunta", "Asukastoimikunta")).toEqual([
      { text: "Etusivu", href: "/" },
      { text: "Asuminen", current: false },
      { text: "Asukastoimikunta", current: true },
    ]);
  });

  it("links the menu page above a committee form and ends with the form's own title", () => {
    expect(trailAt("/asuminen/asukastoimikunta/kokouspoytakirja", "Kokouspöytäkirja")).toEqual([
      { text: "Etusivu", href: "/" },
      { text: "Asuminen", current: false },
      { text: "Asukastoimikunta", href: "/asuminen/asukastoimikunta" },
      { text: "Kokouspöytäkirja", current: true },
    ]);
  });

  it("does the same for a new fault report under the fault reports' page", () => {
    expect(trailAt("/asuminen/vikailmoitus/uusi", "Uusi vikailmoitus")).toEqual([
      { text: "Etusivu", href: "/" },
      { text: "Asuminen", current: false },
      { text: "Vikailmoitus", href: "/asuminen/vikailmoitus" },
      { text: "Uusi vikailmoitus", current: true },
    ]);
  });

  it("links the own forms' list above one of the tenant's forms", () => {
    expect(trailAt("/omat-lomakkeet/abc-123", "Toimintasuunnitelma 2026")).toEqual([
      { text: "Etusivu", href: "/" },
      { text: "Omat lomakkeet", href: "/omat-lomakkeet" },
      { text: "Toimintasuunnitelma 2026", current: true },
    ]);
    expect(trailAt("/omat-lomakkeet/muokkaa/abc-123", "Muokkaa lomaketta").at(-2)).toEqual({
      text: "Omat lomakkeet",
      href: "/omat-lomakkeet",
    });
  });

  it("keeps the own forms' list itself as the current page", () => {
    expect(trailAt("/omat-lomakkeet", "Omat lomakkeet")).toEqual([
      { text: "Etusivu", href: "/" },
      { text: "Omat lomakkeet", current: true },
    ]);
  });
});
