import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { SessionInfo } from "@portal/schemas/session";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryOptions } from "../../lib/session/sessionQuery.ts";
import { withQueryClient } from "../../test/withQueryClient.tsx";
import { useLanguageSaver } from "./languageSaver.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

const session = (kind: SessionInfo["kind"]): SessionInfo => ({
  kind,
  roles: [],
  permissions: [],
  impersonation: kind === "impersonation" ? { staffId: "s1", staffName: "Asta Asiakaspalvelu" } : null,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const languageCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/profile/language"));

function saverAs(info: SessionInfo | null) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryOptions().queryKey, info);
  return renderHook(() => useLanguageSaver(), {
    wrapper: ({ children }) => withQueryClient(children, client),
  }).result.current;
}

describe("LanguageSwitch", () => {
  it("tells of a change of language, once per change", async () => {
    const onChosen = vi.fn();
    render(<LanguageSwitch onChosen={onChosen} />);
    const swedish = screen.getByRole("button", { name: "På svenska" });
    fireEvent.click(swedish);
    await waitFor(() => expect(swedish.getAttribute("aria-pressed")).toBe("true"));
    expect(onChosen.mock.calls).toEqual([["sv"]]);
    // The language already chosen is no change.
    fireEvent.click(swedish);
    expect(onChosen).toHaveBeenCalledTimes(1);
  });
});

describe("useLanguageSaver", () => {
  it("keeps a signed-in tenant's choice as the account's language", async () => {
    saverAs(session("tenant"))!("sv");
    await waitFor(() => expect(languageCalls()).toHaveLength(1));
    const [, init] = languageCalls()[0] as [string, RequestInit];
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ language: "sv" });
  });

  it.each([
    ["signed out", null],
    ["for staff", session("staff")],
    ["while staff view a tenant's pages", session("impersonation")],
  ])("keeps nothing %s", (_, info) => {
    expect(saverAs(info)).toBeUndefined();
  });
});
