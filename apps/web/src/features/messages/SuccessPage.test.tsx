import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../lib/i18n.ts";
import SuccessPage from "./SuccessPage.tsx";

beforeAll(() => i18n.loadNamespaces(["messages"]));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>koti</p> },
      { path: "/onnistui", element: <SuccessPage /> },
    ],
    { initialEntries: ["/onnistui"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("SuccessPage", () => {
  it("counts down on screen, tells a screen reader once, and goes home after 5 seconds", async () => {
    const router = renderAt();
    const countdown = screen.getByText("Siirryt etusivulle 5 sekunnin kuluttua.");
    // The seconds on screen are hidden from screen readers and in no live region.
    expect(countdown.closest("[aria-hidden='true']")).not.toBeNull();
    expect(countdown.closest("[aria-live],[role=status],[role=alert]")).toBeNull();
    // Put into the live region once the page is there, so that it is announced.
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(status.textContent).toBe("Siirryt etusivulle 5 sekunnin kuluttua. Voit pysäyttää siirtymisen.");
    const changes: string[] = [];
    new MutationObserver(() => changes.push(status.textContent ?? "")).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByText("Siirryt etusivulle 3 sekunnin kuluttua.")).toBeTruthy();
    expect(changes).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe("/");
  });

  it("stays when the countdown is stopped, says so once, and goes home from its button", async () => {
    const router = renderAt();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole("button", { name: "Pysäytä siirtyminen" }));
    expect(screen.queryByRole("button", { name: "Pysäytä siirtyminen" })).toBeNull();
    const home = screen.getByRole("button", { name: "Etusivulle" });
    expect(document.activeElement).toBe(home);
    expect(screen.getByRole("status").textContent).toBe(
      "Siirtyminen pysäytetty. Pääset etusivulle painikkeesta, kun olet valmis.",
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(router.state.location.pathname).toBe("/onnistui");
    fireEvent.click(home);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe("/");
  });
});
