import { escapeHtml } from "../../integrations/templates/render.ts";
import type { SandboxMessage } from "./mailbox.repository.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Helsinki",
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** D.M.YYYY HH.mm.ss in Helsinki time, the way the rest of the product shows times. */
function formatTime(date: Date): string {
  const p = Object.fromEntries(timeFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}.${p.minute}.${p.second}`;
}

function row(m: SandboxMessage): string {
  return [
    "<tr>",
    `<td class="time"><time datetime="${m.createdAt.toISOString()}">${formatTime(m.createdAt)}</time></td>`,
    `<td>${m.channel === "mail" ? "Mail" : "SMS"}</td>`,
    `<td class="recipient">${escapeHtml(m.recipient)}</td>`,
    `<td>${m.subject ? escapeHtml(m.subject) : "(none)"}</td>`,
    `<td><pre>${escapeHtml(m.text)}</pre></td>`,
    "</tr>",
  ].join("");
}

/** The operator's view of everything the sandbox stand-ins delivered, newest first. */
export function mailboxPage(messages: SandboxMessage[], filter: string | undefined, limit: number): string {
  const shown =
    messages.length >= limit
      ? `The newest ${limit} messages`
      : `${messages.length} message${messages.length === 1 ? "" : "s"}`;
  const list =
    messages.length === 0
      ? `<p>No messages${filter ? " for this recipient" : ""} yet.</p>`
      : [
          "<table>",
          `<caption>${escapeHtml(shown)}${filter ? ` to ${escapeHtml(filter)}` : ""}, newest first</caption>`,
          '<thead><tr><th scope="col">Time</th><th scope="col">Channel</th><th scope="col">Recipient</th>',
          '<th scope="col">Subject</th><th scope="col">Message</th></tr></thead>',
          `<tbody>${messages.map(row).join("\n")}</tbody>`,
          "</table>",
        ].join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox · Resident portal</title>
<link rel="stylesheet" href="/sandbox/mail/mailbox.css">
</head>
<body>
<p class="notice">Sandbox: these messages were not sent anywhere. Configure SMTP_URL and SMS_GATEWAY_URL to deliver for real.</p>
<main>
<h1>Sandbox mailbox</h1>
<p>Every mail and SMS the portal has sent. <a href="/sandbox/mail">Show all and refresh</a> · <a href="/sandbox/mail/messages.json">JSON</a></p>
<form method="get" action="/sandbox/mail" role="search">
<div><label for="to">Recipient (email or phone number)</label>
<input id="to" name="to" type="search" autocomplete="off" value="${escapeHtml(filter ?? "")}"></div>
<button type="submit">Show</button>
</form>
<h2>Messages</h2>
${list}
</main>
</body>
</html>
`;
}
