import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAILBOX_PAGE_LIMIT, type MailboxRepository } from "./mailbox.repository.ts";
import { mailboxPage } from "./mailbox.page.ts";

const stylesheet = readFileSync(join(import.meta.dirname, "mailbox.css"), "utf8");

const mailboxQuery = z.object({ to: z.string().max(320).optional() });

const sandboxMessage = z.object({
  id: z.number(),
  channel: z.enum(["mail", "sms"]),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
const mailboxResponse = z.object({ messages: z.array(sandboxMessage) });

/**
 * A query string turns "+" into a space, so "?to=+358401234567" arrives as " 358401234567".
 * Accepting that spares every test and every operator from percent-encoding phone numbers.
 */
function recipientFilter(to: string | undefined): string | undefined {
  if (to === undefined) return undefined;
  const phone = /^ (\d+)$/.exec(to);
  const value = phone ? `+${phone[1]}` : to.trim();
  return value === "" ? undefined : value;
}

/** Registered only while a channel ends in the sandbox (never in production). Not in the API document. */
export function mailboxRoutes(repo: MailboxRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/sandbox/mail",
      { schema: { hide: true, querystring: mailboxQuery } },
      async (request, reply) => {
        const filter = recipientFilter(request.query.to);
        const messages = await repo.list(filter);
        return reply
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(mailboxPage(messages, filter, MAILBOX_PAGE_LIMIT));
      },
    );

    app.get("/sandbox/mail/mailbox.css", { schema: { hide: true } }, async (_request, reply) =>
      reply.header("cache-control", "no-cache").type("text/css; charset=utf-8").send(stylesheet),
    );

    app.get(
      "/sandbox/mail/messages.json",
      { schema: { hide: true, querystring: mailboxQuery, response: { 200: mailboxResponse } } },
      async (request, reply) => {
        const messages = await repo.list(recipientFilter(request.query.to));
        return reply.header("cache-control", "no-store").send({
          messages: messages.map((m) => ({
            id: m.id,
            channel: m.channel,
            recipient: m.recipient,
            subject: m.subject,
            text: m.text,
            html: m.html,
            createdAt: m.createdAt.toISOString(),
          })),
        });
      },
    );
  };
}
