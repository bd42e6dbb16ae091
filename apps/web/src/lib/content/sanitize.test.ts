import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize.ts";

const parse = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = sanitizeHtml(html);
  return root;
};

describe("sanitizeHtml", () => {
  it("removes scripts, event handlers and javascript: links, keeping the text", () => {
    const root = parse(
      '<p onclick="alert(1)">Ohje</p><script>window.pwned=1</script><img src="x" onerror="window.pwned=1"><a href="javascript:alert(1)">klikkaa</a>',
    );
    expect(root.querySelector("script")).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|javascript:|pwned/i);
    expect(root.textContent).toContain("Ohje");
    expect(root.textContent).toContain("klikkaa");
  });

  it("removes style, iframe and form elements and inline styles", () => {
    const root = parse(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form><p style="position:fixed">Teksti</p>',
    );
    expect(root.querySelector("style, iframe, form, input, [style]")).toBeNull();
    expect(root.textContent).toBe("Teksti");
  });

  it("opens external links in a new tab without an opener, in-app links in place", () => {
    const root = parse(
      '<a href="https://hsy.fi/" target="_self">HSY</a><a href="/vuokrani/maksutiedot" target="_blank">Maksutiedot</a>',
    );
    const [external, internal] = [...root.querySelectorAll("a")];
    expect(external!.getAttribute("target")).toBe("_blank");
    expect(external!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(internal!.hasAttribute("target")).toBe(false);
  });

  it("keeps ordinary content markup", () => {
    const root = parse("<h2>Otsikko</h2><ul><li>Yksi</li></ul><table><tr><td>1</td></tr></table>");
    expect(root.querySelector("h2")?.textContent).toBe("Otsikko");
    expect(root.querySelectorAll("li, td")).toHaveLength(2);
  });
});
