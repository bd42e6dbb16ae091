import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationEntry } from "@portal/schemas/replies";
import i18n from "../../lib/i18n.ts";
import { ConversationEntries } from "./Conversation.tsx";

beforeAll(() => i18n.loadNamespaces(["replies"]));

const reply: ConversationEntry = {
  id: "1",
  kind: "reply",
  body: '<script>window.hacked = true</script>\n<b>Huolto</b> tulee <img src=x onerror="alert(1)">',
  at: "2026-03-16T10:05:00.000Z",
  from: "staff",
  firstName: "Asta",
  role: "customer_service",
};
const answer: ConversationEntry = {
  id: "2",
  kind: "answer",
  body: "Kiitos! <a href='javascript:alert(1)'>linkki</a>",
  at: "2026-03-16T11:00:00.000Z",
  from: "tenant",
  firstName: "Aino",
  role: null,
};

describe("ConversationEntries", () => {
  it("shows replies and answers as text: markup and script stay characters on the page", () => {
    const { container } = render(<ConversationEntries items={[reply, answer]} />);
    expect(container.querySelector("script, b, img, a")).toBeNull();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("<script>window.hacked = true</script>");
    expect(items[0]!.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(items[1]!.textContent).toContain("<a href='javascript:alert(1)'>linkki</a>");
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("names who wrote: a first name and a role from the company, the tenant's first name", () => {
    render(<ConversationEntries items={[reply, answer]} />);
    expect(screen.getByText("Asta, asiakaspalvelu")).toBeTruthy();
    expect(screen.getByText("Aino, asukas")).toBeTruthy();
    expect(screen.getByText("16.3.2026 klo 12.05")).toBeTruthy();
  });
});
