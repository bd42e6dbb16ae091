// What a module's message is: its name, the channel it goes by and its template there, in every
// language. A module declares its messages with defineMessages (modules/<name>/<name>.messages.ts)
// and lists them in its manifest; the portal's catalog is the union of the manifests' messages, which
// the outbox worker renders by name (render.ts).
import type { Language } from "@portal/schemas/common";
import type { MailContent } from "./mail-content.ts";

export type Channel = "mail" | "sms";

/** An outbox row's data: strings as the module wrote them, read as unknown. */
export type MessageData = Readonly<Record<string, unknown>>;

/**
 * A mail's content in `language`, or null when the data cannot make one (the worker gives up on
 * the message). It may throw a TemplateError naming what is wrong (render.ts's codeOf).
 */
export type MailTemplate = (language: Language, data: MessageData) => MailContent | null;
/** An SMS's text in `language`, or null when the data cannot make one. */
export type SmsTemplate = (language: Language, data: MessageData) => string | null;

/** One message: its channel's template, and an example of its data (for the test that renders every message). */
export type MessageDeclaration = { readonly example: Readonly<Record<string, string>> } & (
  { readonly mail: MailTemplate; readonly sms?: never } | { readonly sms: SmsTemplate; readonly mail?: never }
);

export interface Message<Name extends string = string> {
  /** What the outbox row keeps (`template`), unique across the portal. */
  readonly name: Name;
  readonly channel: Channel;
  readonly mail?: MailTemplate;
  readonly sms?: SmsTemplate;
  readonly example: Readonly<Record<string, string>>;
}

/** A module's messages, by name. */
export type MessageSet = { readonly [name: string]: Message };

/** A module's messages: each its channel's template and an example; the module emits them by these objects. */
export function defineMessages<const T extends Record<string, MessageDeclaration>>(
  declarations: T,
): { readonly [K in keyof T & string]: Message<K> } {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      { ...declaration, name, channel: declaration.mail ? "mail" : "sms" } satisfies Message,
    ]),
  ) as { readonly [K in keyof T & string]: Message<K> };
}

/** The portal's messages by name, from every module's; refuses a name declared twice. */
export type MessageCatalog = ReadonlyMap<string, Message>;

export function messageCatalog(sets: Iterable<MessageSet>): MessageCatalog {
  const catalog = new Map<string, Message>();
  for (const set of sets)
    for (const message of Object.values(set)) {
      if (catalog.has(message.name)) throw new Error(`message ${message.name} is declared twice`);
      catalog.set(message.name, message);
    }
  return catalog;
}
