import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { menuItem } from "../../test/menuItems.ts";
import { buildMenuTree } from "../../features/content/menuTree.ts";
import { MainMenu } from "./MainMenu.tsx";
import { SideMenu } from "./SideMenu.tsx";

// The demo menu's Asuminen section: the exchange's page has the exchange board under it.
const menu = {
  status: "ready" as const,
  tree: buildMenuTree([
    menuItem(1, "asuminen", 0, "Asuminen"),
    menuItem(2, "vikailmoitus", 1, "Vikailmoitus"),
    menuItem(3, "asunnonvaihto", 1, "Asunnonvaihto"),
    menuItem(4, "vaihto", 3, "Vaihtoilmoitukset"),
  ]),
};

describe("the main menu", () => {
  it("lists an item's own sub-pages under it, so the exchange board is one click from the open section", () => {
    render(
      <MemoryRouter>
        <MainMenu menu={menu} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Asuminen" }));
    const board = screen.getByRole("link", { name: "Vaihtoilmoitukset" });
    expect(board.getAttribute("href")).toBe("/asuminen/asunnonvaihto/vaihto");
    // Under its parent, in a list of its own.
    const parent = screen.getByRole("link", { name: "Asunnonvaihto" }).closest("li")!;
    expect(within(parent).getByRole("list").contains(board)).toBe(true);
  });

  it("does the same in the side menu of a small screen", () => {
    render(
      <MemoryRouter>
        <SideMenu menu={menu} onSignOut={() => undefined} />
      </MemoryRouter>,
    );
    const board = screen.getByRole("link", { name: "Vaihtoilmoitukset", hidden: true });
    expect(board.getAttribute("href")).toBe("/asuminen/asunnonvaihto/vaihto");
  });
});
