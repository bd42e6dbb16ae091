import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { SessionInfo } from "@portal/schemas/session";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryOptions } from "../../lib/session/sessionQuery.ts";
import { withQueryClient } from "../../test/withQueryClient.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

const session = (kind: SessionInfo["kind"]): SessionInfo => ({
  kind,
  roles: [],
  permissions: [],
  impersonation: kind === "impersonation" ? { staffId: "s1", staffName: "Asta Asiakaspalvelu" } : null,
});

function renderAs(info: SessionInfo | null) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryOptions().queryKey, info);
  render(withQueryClient(<LanguageSwitch />, client));
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const languageCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/profile/language"));

describe("LanguageSwitch", () => {
  it("makes a signed-in tenant's choice the account's language, once per change", async () => {
    renderAs(session("tenant"));
    fireEvent.click(screen.getByRole("button", { name: "På svenska" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "På svenska" }).getAttribute("aria-pressed")).toBe("true"),
    );
    const calls = languageCalls();
    expect(calls).toHaveLength(1);
    const [, init] = calls[0] as [string, RequestInit];
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ language: "sv" });
    // The language already chosen is not sent again.
    fireEvent.click(screen.getByRole("button", { name: "På svenska" }));
    expect(languageCalls()).toHaveLength(1);
  });

  it.each([
    ["signed out", null],
    ["staff", session("staff")],
    ["staff viewing a tenant's pages", session("impersonation")],
  ])("only switches the page %s", async (_, info) => {
    renderAs(info);
    fireEvent.click(screen.getByRole("button", { name: "In English" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "In English" }).getAttribute("aria-pressed")).toBe("true"),
    );
    expect(languageCalls()).toEqual([]);
  });
});
