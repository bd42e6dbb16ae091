import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt.ts";

describe("excerpt", () => {
  it("reads sanitised HTML as text and keeps a short one whole", () => {
    expect(excerpt("<p>Talon vesi on poikki <strong>torstaina</strong>.</p>\n<p>Laske vettä.</p>")).toBe(
      "Talon vesi on poikki torstaina. Laske vettä.",
    );
  });

  it("cuts a long one at a word, with an ellipsis", () => {
    const text = `<p>${"sana ".repeat(60)}</p>`;
    const cut = excerpt(text, 40);
    expect(cut.endsWith("sana…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
  });

  it("takes plain text as it is when told so", () => {
    expect(excerpt("a < b & c", 160, false)).toBe("a < b & c");
  });
});
