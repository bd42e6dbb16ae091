import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../lib/i18n.ts";
import { withQueryClient } from "../../test/withQueryClient.tsx";
import ReplyTemplatesPage from "./ReplyTemplatesPage.tsx";

const T1 = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";
const templates = [
  { id: T1, language: "fi", title: "Huolto tulee", body: "Huolto tulee <b>huomenna</b>." },
  { id: "6f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a12", language: "en", title: "Fixed", body: "It is fixed." },
];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(() => i18n.loadNamespaces(["staff-replies"]));
beforeEach(() => {
  fetchMock = vi.fn((path: string, init?: RequestInit) => {
    if (init?.method === "PUT") return Promise.resolve(json({ id: T1, ...JSON.parse(init.body as string) }));
    if (init?.method === "DELETE") return Promise.resolve(new Response(null, { status: 204 }));
    if (path === "/api/staff/reply-templates") return Promise.resolve(json({ items: templates }));
    return Promise.resolve(json({ error: "NOT_FOUND" }, 404));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    withQueryClient(
      <MemoryRouter>
        <ReplyTemplatesPage />
      </MemoryRouter>,
    ),
  );

describe("ReplyTemplatesPage", () => {
  it("lists the ready-made replies by language, texts as text", async () => {
    const { container } = renderPage();
    const finnish = await screen.findByRole("region", { name: "Suomenkieliset pohjat" }, { timeout: 5000 });
    expect(within(finnish).getByText("Huolto tulee <b>huomenna</b>.")).toBeTruthy();
    expect(container.querySelector("b")).toBeNull();
    const english = screen.getByRole("region", { name: "Englanninkieliset pohjat" });
    expect(within(english).getByText("It is fixed.")).toBeTruthy();
  });

  it("changes a reply in its form and removes another", async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole("button", { name: "Muokkaa pohjaa Huolto tulee" }, { timeout: 5000 }),
    );
    const name = screen.getByLabelText("Pohjan nimi");
    expect(name).toHaveProperty("value", "Huolto tulee");
    await userEvent.clear(name);
    await userEvent.type(name, "Huoltokäynti");
    await userEvent.click(screen.getByRole("button", { name: "Tallenna muutokset" }));
    await screen.findByText("Pohjan Huoltokäynti muutokset on tallennettu.");
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit)?.method === "PUT")!;
    expect(put[0]).toBe(`/api/staff/reply-templates/${T1}`);
    expect(JSON.parse((put[1] as RequestInit).body as string)).toEqual({
      language: "fi",
      title: "Huoltokäynti",
      body: "Huolto tulee <b>huomenna</b>.",
    });

    await userEvent.click(screen.getByRole("button", { name: "Poista pohja Fixed" }));
    await screen.findByText("Pohja Fixed on poistettu.");
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit)?.method === "DELETE")).toBe(true);
  });
});
