import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentPlanForm } from "./PaymentPlanForm.tsx";

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const PROPOSAL = "Voin maksaa 100 € kuussa tammikuusta alkaen.";

describe("PaymentPlanForm", () => {
  it("sends a rent-payment message about debt repayment and empties the form", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true, id: "m1" }), { status: 200 }));
    const onSent = vi.fn();
    render(<PaymentPlanForm onSent={onSent} />);
    const text = screen.getByLabelText("Ehdotuksesi");
    await userEvent.type(text, PROPOSAL);
    await userEvent.click(screen.getByRole("button", { name: "Lähetä ehdotus" }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/contact-request");
    expect(JSON.parse(init.body as string)).toEqual({
      category: 473,
      subcategory: "debtrepayment",
      subject: "Maksusuunnitelmaehdotus",
      content: PROPOSAL,
      language: "fi",
    });
    expect(text).toHaveProperty("value", "");
  });

  it("asks for the proposal before sending", async () => {
    render(<PaymentPlanForm onSent={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Lähetä ehdotus" }));
    expect(await screen.findByText("Kirjoita ehdotuksesi.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the text and says the message failed", async () => {
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 500 }));
    const onSent = vi.fn();
    render(<PaymentPlanForm onSent={onSent} />);
    await userEvent.type(screen.getByLabelText("Ehdotuksesi"), PROPOSAL);
    await userEvent.click(screen.getByRole("button", { name: "Lähetä ehdotus" }));
    expect(await screen.findByText(/Viestin lähettäminen epäonnistui/)).toBeTruthy();
    expect(screen.getByLabelText("Ehdotuksesi")).toHaveProperty("value", PROPOSAL);
    expect(onSent).not.toHaveBeenCalled();
  });
});
