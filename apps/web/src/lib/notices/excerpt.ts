/** How many characters an excerpt keeps before it is cut at a word. */
export const EXCERPT_LENGTH = 160;

/**
 * The first words of a text (plain, or sanitised HTML read as text), cut at a word with an
 * ellipsis when it is longer than `length`. Reading HTML this way runs nothing: a parsed document
 * neither loads nor executes anything.
 */
export function excerpt(source: string, length = EXCERPT_LENGTH, html = true): string {
  const plain = (
    html ? (new DOMParser().parseFromString(source, "text/html").body.textContent ?? "") : source
  )
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut.slice(0, length)).replace(/[\s,.;:–-]+$/, "")}…`;
}
