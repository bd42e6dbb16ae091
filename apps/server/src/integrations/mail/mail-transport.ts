export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox row this delivers: lets a transport recognise a redelivery after a crash. */
  outboxId?: number;
}

/** Sends one mail; resolves once the receiving server (or the sandbox) has accepted it, throws otherwise. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
