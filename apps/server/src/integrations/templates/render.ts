// Renders a declared message (message.ts) into what the mail transport or SMS gateway sends: a
// mail's content in the portal's frame (greeting, sign-off, the footer), as text and as HTML with
// everything the data holds escaped; an SMS as its template wrote it. And the helpers templates
// read their data with.
import type { Language } from "@portal/schemas/common";
import { CODE_LENGTH } from "@portal/schemas/codes";
import { formatInstantDate, formatInstantTime } from "@portal/schemas/format";
import type { Paragraph } from "./mail-content.ts";
import type { Message, MessageCatalog, MessageData } from "./message.ts";

export type RenderedMessage =
  { channel: "mail"; subject: string; text: string; html: string } | { channel: "sms"; text: string };

/**
 * A message that can never be rendered (unknown template, missing code). Retrying cannot help, so
 * the worker gives up at once. The message names the field, never its value.
 */
export class TemplateError extends Error {
  override name = "TemplateError";
}

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const FIRST_NAME_MAX = 100;
/** The longest value a notice names: an email address (254) is the longest. */
const NEW_VALUE_MAX = 254;

/** The one-time code a message carries; a TemplateError, saying nothing of the value, when it is not one. */
export function codeOf(data: MessageData): string {
  const code = typeof data.code === "string" ? data.code : "";
  if (!CODE_PATTERN.test(code)) throw new TemplateError(`data.code must be ${CODE_LENGTH} digits`);
  return code;
}

/** What a change notice changed to: a notice without it would leave the tenant guessing. */
export function newValueOf(data: MessageData): string {
  const value = typeof data.newValue === "string" ? data.newValue.replace(/\s+/g, " ").trim() : "";
  if (!value || value.length > NEW_VALUE_MAX)
    throw new TemplateError(`data.newValue must be 1 to ${NEW_VALUE_MAX} characters`);
  return value;
}

/**
 * When a change was made (data.changedAt), as tenants read times: in Helsinki, D.M.YYYY and HH.mm;
 * undefined for a message queued before the time was kept.
 */
export function whenOf(data: MessageData): { date: string; time: string } | undefined {
  const at = typeof data.changedAt === "string" ? new Date(data.changedAt) : null;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return { date: formatInstantDate(at), time: formatInstantTime(at) };
}

/** Names come from the population register and may hold anything; keep them one short line. */
function firstNameOf(data: MessageData): string | undefined {
  const raw = typeof data.firstName === "string" ? data.firstName : "";
  return raw.replace(/\s+/g, " ").trim().slice(0, FIRST_NAME_MAX) || undefined;
}

export const GREETING: Record<Language, (firstName: string | undefined) => string> = {
  fi: (name) => (name ? `Hei ${name}!` : "Hei!"),
  sv: (name) => (name ? `Hej ${name}!` : "Hej!"),
  en: (name) => (name ? `Hello ${name},` : "Hello,"),
};

export const SIGN_OFF: Record<Language, [string, string]> = {
  fi: ["Ystävällisin terveisin", "Asukasportaali"],
  sv: ["Med vänliga hälsningar", "Invånarportalen"],
  en: ["Kind regards", "Resident portal"],
};

/** Mail footer: these messages cannot be answered. */
export const FOOTER: Record<Language, string> = {
  fi: "Tämä on automaattinen viesti, eikä siihen voi vastata.",
  sv: "Det här är ett automatiskt meddelande som inte kan besvaras.",
  en: "This is an automatic message. Please do not reply.",
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const plain = (p: Paragraph) => p.map((part) => (typeof part === "string" ? part : part.strong)).join("");
const html = (p: Paragraph) =>
  p
    .map((part) =>
      typeof part === "string" ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`,
    )
    .join("");

/** Mail clients ignore external style sheets, so this document (unlike our pages) styles inline. */
function htmlDocument(language: Language, subject: string, body: string[]): string {
  return [
    "<!doctype html>",
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px">',
    ...body,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

function render(message: Message, language: Language, data: MessageData): RenderedMessage {
  const incomplete = () => new TemplateError("its data cannot make the message");
  if (message.sms) {
    const text = message.sms(language, data);
    if (text === null) throw incomplete();
    return { channel: "sms", text };
  }
  const content = message.mail?.(language, data);
  if (!content) throw incomplete();
  const greeting = GREETING[language](firstNameOf(data));
  const [regards, signature] = SIGN_OFF[language];
  const text = [
    greeting,
    ...content.paragraphs.map(plain),
    `${regards}\n${signature}`,
    FOOTER[language],
  ].join("\n\n");
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${html(p)}</p>`),
    `<p>${escapeHtml(regards)}<br>${escapeHtml(signature)}</p>`,
    `<p style="color:#4a4a4a;font-size:14px">${escapeHtml(FOOTER[language])}</p>`,
  ];
  return {
    channel: "mail",
    subject: content.subject,
    text: text + "\n",
    html: htmlDocument(language, content.subject, body),
  };
}

/** Renders one outbox row's message; a TemplateError names the message and what its data lacks. */
export function renderMessage(message: Message, language: Language, data: MessageData): RenderedMessage {
  try {
    return render(message, language, data);
  } catch (error) {
    if (error instanceof TemplateError) throw new TemplateError(`template ${message.name}: ${error.message}`);
    throw error;
  }
}

/** Renders the catalog's message of that name (the outbox row's `template`); an unknown name is a TemplateError. */
export function renderNamed(
  catalog: MessageCatalog,
  name: string,
  language: Language,
  data: MessageData,
): RenderedMessage {
  const message = catalog.get(name);
  if (!message) throw new TemplateError(`unknown template ${name.slice(0, 100)}`);
  return renderMessage(message, language, data);
}
