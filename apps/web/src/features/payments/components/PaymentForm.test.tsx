import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leaveFor } from "../leave.ts";
import { PaymentForm } from "./PaymentForm.tsx";

vi.mock("../leave.ts", () => ({ leaveFor: vi.fn() }));

const HREF = "/sandbox/pay/abc";
let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

function sentBody(): unknown {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return JSON.parse(init.body as string);
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockReset();
});

async function payPart(amount: string) {
  render(<PaymentForm dueCents={54_321} />);
  await userEvent.click(screen.getByLabelText("Osa summasta"));
  await userEvent.type(screen.getByLabelText("Summa euroina"), amount);
  await userEvent.click(screen.getByRole("button", { name: "Siirry maksamaan" }));
}

describe("PaymentForm", () => {
  it.each(["12,50", "12.50", " 12,5 € "])("takes %j as 12,50 € and goes to the provider", async (typed) => {
    answer(201, { stamp: "00000000-0000-0000-0000-000000000000", href: HREF });
    await payPart(typed);
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(HREF));
    expect(sentBody()).toEqual({ amountCents: 1250, language: "fi" });
  });

  it("pays everything unpaid without typing", async () => {
    answer(201, { stamp: "00000000-0000-0000-0000-000000000000", href: HREF });
    render(<PaymentForm dueCents={54_321} />);
    expect(screen.getByLabelText(/Kaikki avoimet maksut, 543,21/)).toHaveProperty("checked", true);
    await userEvent.click(screen.getByRole("button", { name: "Siirry maksamaan" }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalled());
    expect(sentBody()).toEqual({ amountCents: 54_321, language: "fi" });
  });

  it.each([
    ["0,99", "Pienin summa, jonka voit maksaa, on 1 €."],
    ["12,345", "Kirjoita summa euroina, esimerkiksi 120,50."],
    ["-5", "Kirjoita summa euroina, esimerkiksi 120,50."],
    ["abc", "Kirjoita summa euroina, esimerkiksi 120,50."],
  ])("refuses %j before asking the server", async (typed, message) => {
    await payPart(typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Summa euroina").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says so when the payment could not be started", async () => {
    answer(502, { error: "PAYMENT_CREATION_FAILED" });
    await payPart("20");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Maksun aloittaminen epäonnistui, eikä mitään veloitettu. Yritä hetken kuluttua uudelleen.",
    );
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
