import { afterEach, describe, expect, it } from "vitest";
import { externalEventsUrl } from "./externalEvents.ts";

function configure(content: string) {
  const meta = document.createElement("meta");
  meta.name = "portal-external-events";
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => document.head.querySelector('meta[name="portal-external-events"]')?.remove());

describe("externalEventsUrl", () => {
  it("adds the reader's language to the configured page, keeping its own query", () => {
    configure("https://tapahtumat.example.fi/kalenteri?alue=3");
    expect(externalEventsUrl("en")).toBe("https://tapahtumat.example.fi/kalenteri?alue=3&lang=en");
    expect(externalEventsUrl("fi")).toBe("https://tapahtumat.example.fi/kalenteri?alue=3&lang=fi");
  });

  it("is null when nothing is configured, and never frames anything but an https page", () => {
    expect(externalEventsUrl("fi")).toBeNull();
    for (const bad of [
      "",
      "javascript:alert(1)",
      "http://tapahtumat.example.fi",
      "data:text/html,x",
      "kalenteri",
    ]) {
      configure(bad);
      expect(externalEventsUrl("fi")).toBeNull();
      document.head.querySelector('meta[name="portal-external-events"]')?.remove();
    }
  });
});
