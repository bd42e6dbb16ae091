import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n.ts";
import { withQueryClient } from "../../../test/withQueryClient.tsx";
import { MessageForm } from "./MessageForm.tsx";

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(() => i18n.loadNamespaces(["messages"]));
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(onSent = vi.fn(() => Promise.resolve())) {
  const router = createMemoryRouter([{ path: "/", element: <MessageForm onSent={onSent} /> }]);
  render(withQueryClient(<RouterProvider router={router} />));
  return onSent;
}

describe("MessageForm", () => {
  it("sends the category as its id, the subtopic, the texts and the page's language", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true, id: "m1" }), { status: 200 }));
    const onSent = renderForm();
    expect(screen.getByLabelText("Aihe")).toHaveProperty("value", "471");
    await userEvent.selectOptions(screen.getByLabelText("Aihe"), "473");
    await userEvent.selectOptions(screen.getByLabelText("Tarkempi aihe"), "latepayment");
    await userEvent.type(screen.getByLabelText("Otsikko"), "Maksu myöhässä");
    await userEvent.type(screen.getByLabelText("Viesti"), "Maksan ensi viikolla.");
    await userEvent.click(screen.getByRole("button", { name: "Lähetä viesti" }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/contact-request");
    expect(JSON.parse(init.body as string)).toEqual({
      category: 473,
      subcategory: "latepayment",
      subject: "Maksu myöhässä",
      content: "Maksan ensi viikolla.",
      language: "fi",
    });
  });

  it("asks for a subtopic ('Valitse tarkempi aihe')", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Lähetä viesti" }));
    expect(await screen.findByText("Valitse tarkempi aihe")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps send disabled for fault reports and points to the fault page", async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText("Tarkempi aihe"), "faultreports");
    expect(screen.getByRole("button", { name: "Lähetä viesti" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("link", { name: "Tee vikailmoitus" }).getAttribute("href")).toBe(
      "/asuminen/vikailmoitus",
    );
    await userEvent.selectOptions(screen.getByLabelText("Tarkempi aihe"), "sauna_laundry_parking");
    expect(screen.getByRole("button", { name: "Lähetä viesti" })).toHaveProperty("disabled", true);
    await userEvent.selectOptions(screen.getByLabelText("Tarkempi aihe"), "other");
    expect(screen.getByRole("button", { name: "Lähetä viesti" })).toHaveProperty("disabled", false);
  });

  it("shows 'messagefailure' when sending fails", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500 }));
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText("Tarkempi aihe"), "other");
    await userEvent.type(screen.getByLabelText("Otsikko"), "Kysymys");
    await userEvent.type(screen.getByLabelText("Viesti"), "Hei!");
    await userEvent.click(screen.getByRole("button", { name: "Lähetä viesti" }));
    expect(
      await screen.findByText("Viestin lähettäminen ei onnistunut. Yritä hetken päästä uudelleen."),
    ).toBeTruthy();
  });
});
