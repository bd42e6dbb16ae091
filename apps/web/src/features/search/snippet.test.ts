import { describe, expect, it } from "vitest";
import { parseSnippet } from "./snippet.ts";

describe("parseSnippet", () => {
  it("splits the marked matches from the text around them", () => {
    expect(parseSnippet("Varaa <mark>saunavuoro</mark> portaalista")).toEqual([
      { text: "Varaa ", mark: false },
      { text: "saunavuoro", mark: true },
      { text: " portaalista", mark: false },
    ]);
  });

  it("decodes the server's escapes into plain text, never markup", () => {
    const parts = parseSnippet("&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>sauna</mark>");
    expect(parts[0]).toEqual({ text: "<script>alert(1)</script> & ", mark: false });
    expect(parts[1]).toEqual({ text: "sauna", mark: true });
  });
});
