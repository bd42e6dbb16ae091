import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination, pageFromQuery, pageNumbers } from "./Pagination.tsx";

function at(page: number, pageCount: number, search = "") {
  return render(
    <MemoryRouter initialEntries={[`/taloni/tiedotteet${search}`]}>
      <Pagination label="Tiedotteiden sivut" page={page} pageCount={pageCount} param="p" />
    </MemoryRouter>,
  );
}

describe("pageFromQuery", () => {
  it("reads a whole page number within the list and makes anything else page 1", () => {
    expect(pageFromQuery("3", 5)).toBe(3);
    expect(pageFromQuery("5", 5)).toBe(5);
    for (const bad of [null, "", "0", "-1", "99999", "abc", "2.5", "1e3", " 2", "0x2"])
      expect(pageFromQuery(bad, 5)).toBe(1);
    expect(pageFromQuery("7")).toBe(7);
  });
});

describe("pageNumbers", () => {
  it("shows every page of a short list and the ends and neighbours of a long one", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, null, 12]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageNumbers(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
});

describe("Pagination", () => {
  it("is nothing when everything fits on one page", () => {
    const { container } = at(1, 1);
    expect(container.innerHTML).toBe("");
  });

  it("is a named navigation of links with the current page marked and the other query kept", () => {
    at(2, 3, "?p=2&kieli=en");
    const nav = screen.getByRole("navigation", { name: "Tiedotteiden sivut" });
    expect(nav).toBeTruthy();
    const current = screen.getByRole("link", { name: "2" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "1" }).getAttribute("aria-current")).toBeNull();
    // Page 1 has no parameter of its own.
    expect(screen.getByRole("link", { name: "1" }).getAttribute("href")).toBe("/taloni/tiedotteet?kieli=en");
    expect(screen.getByRole("link", { name: "3" }).getAttribute("href")).toBe(
      "/taloni/tiedotteet?p=3&kieli=en",
    );
    expect(screen.getByRole("link", { name: "Edellinen sivu" }).getAttribute("href")).toBe(
      "/taloni/tiedotteet?kieli=en",
    );
    expect(screen.getByRole("link", { name: "Seuraava sivu" }).getAttribute("href")).toBe(
      "/taloni/tiedotteet?p=3&kieli=en",
    );
  });

  it("leaves an end with nowhere to go inert, not a link", () => {
    at(1, 3);
    expect(screen.queryByRole("link", { name: "Edellinen sivu" })).toBeNull();
    expect(screen.getByText("Edellinen sivu").getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("link", { name: "Seuraava sivu" })).toBeTruthy();
  });
});
