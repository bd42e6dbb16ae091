import { describe, expect, it } from "vitest";
import { decodeTextEntities, decodeTitle } from "../../jobs/wp-entities.ts";
import { queryWords, START_SEL as S, STOP_SEL as E } from "./search.repository.ts";
import { markSnippet } from "./search.service.ts";

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
