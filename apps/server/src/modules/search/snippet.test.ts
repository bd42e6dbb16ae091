import { describe, expect, it } from "vitest";
import { decodeTextEntities, decodeTitle } from "../content/wp-entities.ts";
import { queryWords, START_SEL as S, STOP_SEL as E } from "./search.repository.ts";
import { markSnippet, SENTENCE_REACH, sentenceSnippet } from "./search.service.ts";

describe("snippets", () => {
  it("marks matches and escapes everything else", () => {
    expect(markSnippet(`Talon ${S}saunavuorot${E} <script>alert("x")</script> & 'muut'`)).toBe(
      "Talon <mark>saunavuorot</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;muut&#39;",
    );
  });

  it("drops stray marks and closes an open one", () => {
    expect(markSnippet(`a${E}b${S}c${S}d`)).toBe("ab<mark>cd</mark>");
  });
});

describe("snippets from whole sentences", () => {
  const body =
    "Talossa on kaksi saunaa. Talon saunavuorot , pesutupa ja kuivaushuone varataan portaalista. Muista siivota jälkesi.";

  it("widens a fragment that starts mid-sentence back to the sentence's start", () => {
    expect(sentenceSnippet(body, `${S}saunavuorot${E} , pesutupa ja kuivaushuone varataan`)).toBe(
      `Talon ${S}saunavuorot${E}, pesutupa ja kuivaushuone varataan …`,
    );
  });

  it("keeps a fragment from the text's start as it is and ends a whole sentence without '…'", () => {
    expect(sentenceSnippet(body, `Talossa on kaksi ${S}saunaa${E}.`)).toBe(
      `Talossa on kaksi ${S}saunaa${E}.`,
    );
  });

  it("marks a start far from any sentence's start with '…'", () => {
    const long = `${"sana ".repeat(SENTENCE_REACH / 2)}osuma tässä`;
    expect(sentenceSnippet(long, `${S}osuma${E} tässä`)).toBe(`… ${S}osuma${E} tässä`);
  });

  it("takes no space before punctuation, a match's mark between or not", () => {
    expect(sentenceSnippet("a , b ; c ! d", `a ${S}, b${E} ; c ! d`)).toBe(`a${S}, b${E}; c! d`);
  });
});

describe("query words", () => {
  it("keeps letters and digits only", () => {
    expect(queryWords("'; DROP TABLE x; --")).toEqual(["DROP", "TABLE", "x"]);
    expect(queryWords("pyörä:* & !kellari | (2026)")).toEqual(["pyörä", "kellari", "2026"]);
    expect(queryWords("🙂 % _")).toEqual([]);
  });
});

describe("WordPress entities", () => {
  it("decodes letters in HTML but leaves markup entities alone", () => {
    expect(decodeTextEntities("huoltoyhti&ouml;lt&auml; &#8217;x&#8217; &lt;b&gt; &amp; &#038;")).toBe(
      "huoltoyhtiöltä ’x’ &lt;b&gt; &amp; &#038;",
    );
  });

  it("turns a title into plain text", () => {
    expect(decodeTitle("Saunavuorot &#038; <em>pesutupa</em> &lt;3")).toBe("Saunavuorot & pesutupa <3");
  });
});
