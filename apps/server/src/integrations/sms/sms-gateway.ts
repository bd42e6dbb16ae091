export interface SmsMessage {
  /** E.164 number, e.g. +358401234567. */
  to: string;
  text: string;
  /** The outbox row this delivers: lets a gateway recognise a redelivery after a crash. */
  outboxId?: number;
}

/** Sends one SMS; resolves once the gateway has accepted it, throws otherwise. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}
