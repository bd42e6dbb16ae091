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

async function payPart(amount: string, choice = "Osa maksamattomasta summasta") {
  render(<PaymentForm dueCents={54_321} advanceMaxCents={80_000} />);
  await userEvent.click(screen.getByLabelText(choice));
  await userEvent.type(screen.getByLabelText("Summa euroina"), amount);
  await userEvent.click(screen.getByRole("button", { name: "Siirry maksamaan" }));
}

describe("PaymentForm", () => {
  it.each(["12,50", "12.50", " 12,5 € "])("takes %j as 12,50 € and goes to the provider", async (typed) => {
    answer(201, { stamp: "00000000-0000-0000-0000-000000000000", href: HREF });
    await payPart(typed);
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(HREF));
    expect(sentBody()).toEqual({ amountCents: 1250, purpose: "due", language: "fi" });
  });

  it("pays everything unpaid without typing", async () => {
    answer(201, { stamp: "00000000-0000-0000-0000-000000000000", href: HREF });
    render(<PaymentForm dueCents={54_321} advanceMaxCents={80_000} />);
    expect(screen.getByLabelText(/Kaikki avoimet maksut, 543,21/)).toHaveProperty("checked", true);
    await userEvent.click(screen.getByRole("button", { name: "Siirry maksamaan" }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalled());
    expect(sentBody()).toEqual({ amountCents: 54_321, purpose: "due", language: "fi" });
  });

  it("refuses a part larger than what is unpaid, and points to paying in advance", async () => {
    await payPart("5000");
    expect(
      await screen.findByText(
        "Summa on suurempi kuin maksamaton summa. Jos haluat maksaa etukäteen, valitse etukäteismaksu.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Summa euroina").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("pays in advance as its own choice: what is unpaid and at most next month's bill", async () => {
    const advance = "Maksa etukäteen, enintään ensi kuun laskun verran (800,00 €)";
    await payPart("1343,22", advance);
    expect(
      await screen.findByText(
        "Etukäteen voit maksaa enintään ensi kuun laskun verran maksamattoman summan lisäksi. Tarkista summa.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Voit maksaa yhteensä enintään 1\s343,21/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    answer(201, { stamp: "00000000-0000-0000-0000-000000000000", href: HREF });
    const field = screen.getByLabelText("Summa euroina");
    await userEvent.clear(field);
    await userEvent.type(field, "1343,21");
    await userEvent.click(screen.getByRole("button", { name: "Siirry maksamaan" }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(HREF));
    expect(sentBody()).toEqual({ amountCents: 134_321, purpose: "advance", language: "fi" });
  });

  it("shows the server's refusal of an amount over the debt at the field", async () => {
    answer(400, { error: "VALIDATION", fields: { amountCents: "validation.paymentAmountOverDue" } });
    await payPart("20");
    expect(
      await screen.findByText(
        "Summa on suurempi kuin maksamaton summa. Jos haluat maksaa etukäteen, valitse etukäteismaksu.",
      ),
    ).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("with nothing unpaid offers only paying in advance, and nothing once next month is paid", async () => {
    const { unmount } = render(<PaymentForm dueCents={0} advanceMaxCents={80_000} />);
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByText("Maksa etukäteen, enintään ensi kuun laskun verran (800,00 €)")).toBeTruthy();
    expect(screen.getByLabelText("Summa euroina")).toBeTruthy();
    unmount();
    render(<PaymentForm dueCents={0} advanceMaxCents={0} />);
    expect(screen.queryByRole("button", { name: "Siirry maksamaan" })).toBeNull();
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
