import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import i18n from "../../lib/i18n.ts";
import { Pager, useCursorPages } from "./Pager.tsx";

/** A list of `total` rows served `limit` at a time with cursors "c1", "c2", …, as the server pages. */
function Harness({ total, limit }: { total: number; limit: number }) {
  const pages = useCursorPages();
  const start = pages.cursor ? Number(pages.cursor.slice(1)) * limit : 0;
  const shown = Math.max(0, Math.min(limit, total - start));
  const nextCursor = start + shown < total ? `c${pages.index + 1}` : null;
  return (
    <>
      <output data-testid="cursor">{pages.cursor ?? "first"}</output>
      <Pager
        label="Vikailmoitusten sivut"
        index={pages.index}
        limit={limit}
        shown={shown}
        total={total}
        nextCursor={nextCursor}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}

const button = (name: string) => screen.getByRole("button", { name });

describe("Pager", () => {
  it("is a named navigation whose previous and next walk the pages and stop at either end", () => {
    render(<Harness total={45} limit={20} />);
    expect(screen.getByRole("navigation", { name: "Vikailmoitusten sivut" })).toBeTruthy();
    expect(screen.getByText("1–20 / 45")).toBeTruthy();
    expect(button("Edellinen sivu")).toHaveProperty("disabled", true);
    act(() => button("Seuraava sivu").click());
    expect(screen.getByTestId("cursor").textContent).toBe("c1");
    expect(screen.getByText("21–40 / 45")).toBeTruthy();
    act(() => button("Seuraava sivu").click());
    expect(screen.getByText("41–45 / 45")).toBeTruthy();
    expect(button("Seuraava sivu")).toHaveProperty("disabled", true);
    act(() => button("Edellinen sivu").click());
    act(() => button("Edellinen sivu").click());
    expect(screen.getByTestId("cursor").textContent).toBe("first");
    expect(button("Edellinen sivu")).toHaveProperty("disabled", true);
  });

  it("is not there when everything fits on one page", () => {
    render(<Harness total={12} limit={20} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("speaks English too, with its own name by default", async () => {
    await act(() => i18n.changeLanguage("en"));
    try {
      render(
        <Pager
          index={0}
          limit={10}
          shown={10}
          total={11}
          nextCursor="c1"
          onPrevious={() => {}}
          onNext={() => {}}
        />,
      );
      expect(screen.getByRole("navigation", { name: "Pages" })).toBeTruthy();
      expect(button("Previous page")).toBeTruthy();
      expect(button("Next page")).toBeTruthy();
      expect(screen.getByText("1–10 of 11")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("fi"));
    }
  });
});
