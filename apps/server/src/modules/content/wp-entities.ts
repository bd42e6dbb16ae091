const NAMED: Record<string, string> = {
  auml: "ä",
  ouml: "ö",
  aring: "å",
  Auml: "Ä",
  Ouml: "Ö",
  Aring: "Å",
  uuml: "ü",
  Uuml: "Ü",
  eacute: "é",
  Eacute: "É",
  nbsp: "\u00a0",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  euro: "€",
  copy: "©",
  shy: "\u00ad",
};
/** Characters that are markup when written literally; their entities stay entities. */
const MARKUP = new Set(["&", "<", ">", '"', "'"]);

/**
 * WordPress writes letters as entities (huoltoyhti&ouml;lt&auml;, &#8217;). Decoding every entity that
 * is not markup gives the same HTML with plain characters, so the search index sees whole words.
 */
export function decodeTextEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    let char: string | undefined;
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      char = Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : undefined;
    } else char = NAMED[code];
    return char === undefined || MARKUP.has(char) ? whole : char;
  });
}

/** A title as plain text: every entity decoded (titles are shown as text, never as markup). */
export function decodeTitle(rendered: string): string {
  return decodeTextEntities(rendered.replace(/<[^>]*>/g, ""))
    .replace(/&(amp|#0?38);/g, "&")
    .replace(/&(lt|#0?60);/g, "<")
    .replace(/&(gt|#0?62);/g, ">")
    .replace(/&(quot|#0?34);/g, '"')
    .replace(/&(apos|#0?39);/g, "'")
    .trim();
}
