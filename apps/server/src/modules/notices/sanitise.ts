// The company's rich text as kept: an allow-list of formatting, everything else removed. Applied
// on write, so every reader (the web, search snippets, a later export) gets the same safe HTML.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href"], th: ["scope"] },
  // No `javascript:`, `data:` or `vbscript:` links, and none that hide one behind entities or spaces.
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Script and style contents go with their tags, never left behind as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" },
    }),
  },
};
// `rel` and `target` are set by the transform above, never taken from the sender.
OPTIONS.allowedAttributes = { a: ["href", "rel", "target"], th: ["scope"] };

/** Safe HTML from staff's rich text. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text alone, for search and for the calendar file. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|tr|blockquote)>|<br\s*\/?>/gi, "$&\n"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "noscript",
      "iframe",
      "object",
      "embed",
      "template",
    ],
  })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
