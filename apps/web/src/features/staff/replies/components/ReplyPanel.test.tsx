import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../../lib/i18n.ts";
import { withQueryClient } from "../../../../test/withQueryClient.tsx";
import { ReplyPanel } from "./ReplyPanel.tsx";

const ID = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";
const conversation = {
  language: "en",
  status: "InProgress",
  items: [
    {
      id: "n1",
      kind: "note",
      body: "<script>window.hacked = true</script> call first",
      language: "en",
      at: "2026-03-16T10:05:00.000Z",
      author: "Asta Asiakaspalvelu",
      from: "staff",
    },
    {
      id: "a1",
      kind: "answer",
      body: "<b>Still</b> leaking",
      language: "en",
      at: "2026-03-16T11:05:00.000Z",
      author: "Aino",
      from: "tenant",
    },
  ],
};
const templates = {
  items: [{ id: "t1", language: "en", title: "Maintenance will visit", body: "A worker comes tomorrow." }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(() => i18n.loadNamespaces(["staff-replies"]));
beforeEach(() => {
  fetchMock = vi.fn((path: string, init?: RequestInit) => {
    if (path.endsWith("/replies") && init?.method === "POST")
      return Promise.resolve(json({ id: "r1", at: "2026-03-16T12:00:00.000Z" }, 201));
    if (path.endsWith("/replies")) return Promise.resolve(json(conversation));
    if (path.startsWith("/api/staff/reply-templates")) return Promise.resolve(json(templates));
    return Promise.resolve(json({ error: "NOT_FOUND" }, 404));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ReplyPanel", () => {
  it("lists notes and answers as text, markup and script never rendered", async () => {
    const { container } = render(withQueryClient(<ReplyPanel kind="messages" id={ID} />));
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(list.textContent).toContain("<script>window.hacked = true</script> call first");
    expect(list.textContent).toContain("<b>Still</b> leaking");
    expect(container.querySelector("script, b")).toBeNull();
    expect(screen.getByText("Sisäinen muistiinpano", { selector: "span" })).toBeTruthy();
  });

  it("puts a ready-made reply in the item's language into the reply to edit, and sends it", async () => {
    render(withQueryClient(<ReplyPanel kind="messages" id={ID} />));
    const picker = await screen.findByLabelText("Vastauspohja (englanti)");
    await vi.waitFor(() => expect(picker).toHaveProperty("disabled", false));
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/staff/reply-templates?language=en")).toBe(
      true,
    );
    await userEvent.selectOptions(picker, "t1");
    const reply = screen.getByLabelText("Vastaus");
    expect(reply).toHaveProperty("value", "A worker comes tomorrow.");
    await userEvent.type(reply, " Around 9.");
    await userEvent.click(screen.getByRole("button", { name: "Lähetä vastaus" }));
    await screen.findByText("Vastaus on lähetetty asukkaalle.");
    const [path, init] = fetchMock.mock.calls.find(([, i]) => (i as RequestInit)?.method === "POST") as [
      string,
      RequestInit,
    ];
    expect(path).toBe(`/api/staff/queue/messages/${ID}/replies`);
    expect(JSON.parse(init.body as string)).toEqual({
      body: "A worker comes tomorrow. Around 9.",
      language: "en",
    });
  });
});
