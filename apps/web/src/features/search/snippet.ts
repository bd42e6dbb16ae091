export type SnippetPart = { text: string; mark: boolean };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * The server's snippet (escaped text with <mark>…</mark> around the matches) as plain text parts,
 * rendered as text nodes: nothing in a snippet is ever parsed as HTML, whatever it contains.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  for (const piece of snippet.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === "<mark>") mark = true;
    else if (tag === "</mark>") mark = false;
    else if (piece !== "") parts.push({ text: decode(piece), mark });
  }
  return parts;
}
