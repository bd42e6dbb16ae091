import type { Language } from "@portal/schemas/common";
import { CODE_LENGTH } from "@portal/schemas/codes";
import { formatInstantDate, formatInstantTime } from "@portal/schemas/format";
import { TEMPLATES, type TemplateName } from "./names.ts";
import { FOOTER, GREETING, MAIL_TEMPLATES, SIGN_OFF, SMS_TEMPLATES, type TemplateData } from "./catalog.ts";
import type { Paragraph } from "./mail-content.ts";
import { exchangeMail, isExchangeTemplate } from "./exchange.ts";
import { handlingMail, isHandlingTemplate } from "./handling.ts";
import { committeeFormMail, isCommitteeFormTemplate } from "./committee-forms.ts";
import { parseReceipt, receiptMail } from "./receipt.ts";
import { terminationMail } from "./termination.ts";

export type RenderedMessage =
  { channel: "mail"; subject: string; text: string; html: string } | { channel: "sms"; text: string };

/**
 * A message that can never be rendered (unknown template, missing code). Retrying cannot help, so
 * the worker gives up at once. The message names the field, never its value.
 */
export class TemplateError extends Error {
  override name = "TemplateError";
}

const NEEDS_CODE = new Set<TemplateName>([
  "confirmation-code",
  "password-reset-code",
  "email-change-code",
  "phone-sign-in-code",
  "phone-change-code",
]);
/** Notices of a change name what it changed to; a notice without it would leave the tenant guessing. */
const NEEDS_NEW_VALUE = new Set<TemplateName>(["email-changed", "phone-changed"]);
/** The longest value a notice names: an email address (254) is the longest. */
const NEW_VALUE_MAX = 254;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const FIRST_NAME_MAX = 100;

/** Tenants read times in Helsinki time, as D.M.YYYY and HH.mm. */
function helsinkiWhen(iso: unknown): TemplateData["when"] {
  const at = typeof iso === "string" ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return { date: formatInstantDate(at), time: formatInstantTime(at) };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name);
}

function templateData(template: TemplateName, data: Record<string, unknown>): TemplateData {
  const code = typeof data.code === "string" ? data.code : "";
  if (NEEDS_CODE.has(template) && !CODE_PATTERN.test(code))
    throw new TemplateError(`template ${template}: data.code must be ${CODE_LENGTH} digits`);
  // Names come from the population register and may hold anything; keep them one short line.
  const rawName = typeof data.firstName === "string" ? data.firstName : "";
  const firstName = rawName.replace(/\s+/g, " ").trim().slice(0, FIRST_NAME_MAX) || undefined;
  const newValue = typeof data.newValue === "string" ? data.newValue.replace(/\s+/g, " ").trim() : "";
  if (NEEDS_NEW_VALUE.has(template) && (!newValue || newValue.length > NEW_VALUE_MAX))
    throw new TemplateError(`template ${template}: data.newValue must be 1 to ${NEW_VALUE_MAX} characters`);
  return { code, firstName, when: helsinkiWhen(data.changedAt), newValue };
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

function receiptContent(language: Language, data: Record<string, unknown>) {
  const receipt = parseReceipt(data);
  if (!receipt) throw new TemplateError("template payment-receipt: data must describe the payment");
  return receiptMail(language, receipt);
}

function terminationContent(language: Language, data: Record<string, unknown>) {
  const content = terminationMail(language, data);
  if (!content)
    throw new TemplateError("template termination-update: data.event and data.endDate are needed");
  return content;
}

function handlingContent(
  template: Parameters<typeof handlingMail>[0],
  language: Language,
  data: Record<string, unknown>,
  d: TemplateData,
) {
  const content = handlingMail(template, language, data, d.when);
  if (!content) throw new TemplateError(`template ${template}: data.id is missing`);
  return content;
}

function committeeFormContent(
  template: Parameters<typeof committeeFormMail>[0],
  language: Language,
  data: Record<string, unknown>,
) {
  const content = committeeFormMail(template, language, data);
  if (!content) throw new TemplateError(`template ${template}: data.formType or data.link is missing`);
  return content;
}

function exchangeContent(
  template: Parameters<typeof exchangeMail>[0],
  language: Language,
  data: Record<string, unknown>,
) {
  const content = exchangeMail(template, language, data);
  if (!content) throw new TemplateError(`template ${template}: data.link or data.id is missing`);
  return content;
}

/** Renders one outbox row into what the mail transport or SMS gateway sends. */
export function renderMessage(
  template: string,
  language: Language,
  data: Record<string, unknown>,
): RenderedMessage {
  if (!isTemplateName(template)) throw new TemplateError(`unknown template ${template}`);
  const d = templateData(template, data);
  if (template === "phone-sign-in-code" || template === "phone-change-code")
    return { channel: "sms", text: SMS_TEMPLATES[language][template](d) };

  const content =
    template === "payment-receipt"
      ? receiptContent(language, data)
      : template === "termination-update"
        ? terminationContent(language, data)
        : isHandlingTemplate(template)
          ? handlingContent(template, language, data, d)
          : isCommitteeFormTemplate(template)
            ? committeeFormContent(template, language, data)
            : isExchangeTemplate(template)
              ? exchangeContent(template, language, data)
              : MAIL_TEMPLATES[language][template](d);
  const greeting = GREETING[language](d.firstName);
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
