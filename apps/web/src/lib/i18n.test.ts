import { describe, expect, it } from "vitest";
import { firstSpoken, languageOf } from "./i18n.ts";

describe("the page's language", () => {
  it("follows the first of the browser's preferred languages that the portal speaks", () => {
    expect(firstSpoken(["sv-FI", "fi-FI", "en"])).toBe("sv");
    expect(firstSpoken(["de-DE", "en-GB"])).toBe("en");
    expect(firstSpoken(["FI"])).toBe("fi");
    expect(firstSpoken(["de-DE", "fr"])).toBeNull();
    expect(firstSpoken([])).toBeNull();
  });

  it("reads i18next's language as one of the portal's, Finnish for any other", () => {
    expect(languageOf("sv")).toBe("sv");
    expect(languageOf("en")).toBe("en");
    expect(languageOf("cimode")).toBe("fi");
    expect(languageOf(undefined)).toBe("fi");
  });
});
