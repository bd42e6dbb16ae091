import { act, render, screen } from "@testing-library/react";
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
  it("counts down in plain text, outside any live region, and goes home after 5 seconds", async () => {
    const router = renderAt();
    const countdown = screen.getByText("Siirryt etusivulle 5 sekunnin kuluttua.");
    expect(countdown.closest("[aria-live],[role=status],[role=alert]")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByText("Siirryt etusivulle 3 sekunnin kuluttua.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe("/");
  });
});
