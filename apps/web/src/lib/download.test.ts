import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile } from "./download.ts";

afterEach(() => vi.unstubAllGlobals());

describe("downloadFile", () => {
  it("fetches the file with the session, saves it under the name and frees the URL", async () => {
    vi.useFakeTimers();
    localStorage.setItem("sessionId", "s1");
    localStorage.setItem("lastActivity", String(Date.now()));
    const fetchMock = vi.fn(() => Promise.resolve(new Response("BEGIN:VCALENDAR", { status: 200 })));
    vi.stubGlobal("fetch", fetchMock);
    const made: Blob[] = [];
    const revoked: string[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (made.push(blob), "blob:x"),
        revokeObjectURL: (href: string) => revoked.push(href),
      }),
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
    });

    await downloadFile("/api/bookings/b1/ics", "sauna.ics", "text/calendar");

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/bookings/b1/ics");
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer s1");
    expect(made[0]?.type).toBe("text/calendar");
    expect(clicked).toEqual([{ href: "blob:x", download: "sauna.ics" }]);
    expect(document.querySelector("a[download]")).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(revoked).toEqual(["blob:x"]);
    vi.useRealTimers();
  });
});
