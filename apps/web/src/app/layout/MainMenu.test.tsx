import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MenuItem } from "@portal/schemas/content";
import { buildMenuTree } from "../../features/content/menuTree.ts";
import { MainMenu } from "./MainMenu.tsx";
import { SideMenu } from "./SideMenu.tsx";

const item = (id: number, slug: string, parent: number, title: string): MenuItem => ({
  id,
  slug,
  parent,
  menu_order: id,
  title: { rendered: title },
  acf: { slug_en: slug },
});

// The demo menu's Asuminen section: the exchange's page has the exchange board under it.
const menu = {
  status: "ready" as const,
  tree: buildMenuTree([
    item(1, "asuminen", 0, "Asuminen"),
    item(2, "vikailmoitus", 1, "Vikailmoitus"),
    item(3, "asunnonvaihto", 1, "Asunnonvaihto"),
    item(4, "vaihto", 3, "Vaihtoilmoitukset"),
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
