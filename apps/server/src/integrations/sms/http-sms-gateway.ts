import type { SmsGateway, SmsMessage } from "./sms-gateway.ts";

export interface HttpSmsGatewayOptions {
  url: string;
  token: string | undefined;
  sender: string | undefined;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A gateway that takes POST {to, text, sender} as JSON with a bearer token, the shape most SMS
 * providers offer. Any answer but 2xx is a failure the outbox worker retries.
 */
export function createHttpSmsGateway(options: HttpSmsGatewayOptions): SmsGateway {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(message: SmsMessage) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        accept: "application/json",
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const body: Record<string, string> = { to: message.to, text: message.text };
      if (options.sender) body.sender = options.sender;
      const res = await doFetch(options.url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      // The body may echo the message, and the message holds a code: report the status only.
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
