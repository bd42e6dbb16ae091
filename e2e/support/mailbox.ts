import { expect, type APIRequestContext } from "@playwright/test";

type Message = {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string | null;
  text: string;
  createdAt: string;
};

const compact = (value: string) => value.replace(/[\s()-]/g, "").toLowerCase();

/** Everything the sandbox mailbox and SMS outbox hold for one recipient (email or phone number), oldest first. */
export async function messagesTo(request: APIRequestContext, recipient: string): Promise<Message[]> {
  const res = await request.get("/sandbox/mail/messages.json");
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: Message[] };
  return messages.filter((m) => compact(m.recipient) === compact(recipient)).sort((a, b) => a.id - b.id);
}

/** The id of the newest message to the recipient so far; later messages count as new. */
export async function lastMessageId(request: APIRequestContext, recipient: string): Promise<number> {
  return (await messagesTo(request, recipient)).at(-1)?.id ?? 0;
}

/** Waits for a message newer than `after` (the outbox worker delivers shortly after the commit). */
export async function nextMessage(
  request: APIRequestContext,
  recipient: string,
  after: number,
): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(request, recipient)).filter((m) => m.id > after).at(-1);
        return found !== undefined;
      },
      { timeout: 15_000, message: `a message to ${recipient}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in the newest message to the recipient that arrived after `after`. */
export async function nextCode(
  request: APIRequestContext,
  recipient: string,
  after: number,
): Promise<string> {
  const message = await nextMessage(request, recipient, after);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in the message to ${recipient}`);
  return code;
}
