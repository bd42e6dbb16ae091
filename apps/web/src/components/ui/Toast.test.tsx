import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, TOAST_WIDTH_PX, useToast, type ToastKind } from "../../lib/useToast.ts";
import { Toast } from "./Toast.tsx";

function Harness() {
  const { toast, show, dismiss } = useToast();
  return (
    <>
      {(["success", "error", "info"] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          onClick={() => show(kind, kind === "success" ? "Tallennettu" : "Viesti")}
        >
          {kind}
        </button>
      ))}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}

const show = (kind: ToastKind) => act(() => screen.getByRole("button", { name: kind }).click());

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Toast", () => {
  it("hides by itself exactly 10 seconds after it appears", () => {
    expect(TOAST_MS).toBe(10_000);
    render(<Harness />);
    show("success");
    expect(screen.getByRole("status").textContent).toContain("Tallennettu");
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole("status").textContent).toContain("Tallennettu");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("is 600 px wide at most", () => {
    expect(TOAST_WIDTH_PX).toBe(600);
    const { container } = render(<Harness />);
    expect((container.querySelector("[data-print]") as HTMLElement).style.maxWidth).toBe("600px");
  });

  it.each<[ToastKind, string]>([
    ["info", "status"],
    ["error", "alert"],
  ])("shows %s in a %s region and closes on the button", (kind, role) => {
    render(<Harness />);
    show(kind);
    expect(screen.getByRole(role).textContent).toContain("Viesti");
    act(() => screen.getByRole("button", { name: "Sulje ilmoitus" }).click());
    expect(screen.queryByText("Viesti")).toBeNull();
  });

  it("keeps room for itself at the bottom of the document while shown, and gives it back (WCAG 2.4.11)", () => {
    render(<Harness />);
    const root = document.documentElement;
    expect(root.style.getPropertyValue("scroll-padding-bottom")).toBe("");
    show("success");
    expect(root.style.getPropertyValue("scroll-padding-bottom")).toMatch(/^\d+px$/);
    expect(document.body.style.getPropertyValue("padding-bottom")).toBe(
      root.style.getPropertyValue("scroll-padding-bottom"),
    );
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(root.style.getPropertyValue("scroll-padding-bottom")).toBe("");
    expect(document.body.style.getPropertyValue("padding-bottom")).toBe("");
  });
});
