import DOMPurify from "dompurify";

/*
 * Content HTML comes from an editor or a real WordPress and may hold anything. Besides DOMPurify's
 * defaults (no event handlers, no javascript: URLs), nothing that runs, restyles the page or posts
 * data somewhere survives.
 */
export const SANITIZE_CONFIG = {
  FORBID_TAGS: [
    "script",
    "style",
    "iframe",
    "frame",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "object",
    "embed",
    "link",
    "meta",
    "base",
  ],
  FORBID_ATTR: ["style", "srcset", "formaction"],
  ALLOW_DATA_ATTR: false,
};

const purify = DOMPurify(window);

// External links open in a new tab without handing the tab a reference back to the portal.
purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName !== "A") return;
  const href = node.getAttribute("href");
  if (href && isExternal(href)) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  } else {
    node.removeAttribute("target");
  }
});

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, SANITIZE_CONFIG);
}
