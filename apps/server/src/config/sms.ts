// Text messages through an HTTP gateway (integrations/sms).
import { z } from "zod";
import { url } from "./parse.ts";

export const smsVariables = {
  SMS_GATEWAY_URL: {
    schema: url.optional(),
    describe:
      "HTTP SMS gateway (POST JSON {to, text, sender}). Unset with SANDBOX=true: SMS go to the sandbox mailbox at /sandbox/mail.",
    default: "(unset)",
  },
  SMS_GATEWAY_TOKEN: {
    schema: z.string().min(1).optional(),
    describe: "Bearer token sent to SMS_GATEWAY_URL.",
    default: "(unset)",
  },
  SMS_SENDER: {
    schema: z.string().min(1).max(11).optional(),
    describe: "Sender name shown on SMS (at most 11 characters). Unset: the gateway's default.",
    default: "(unset)",
  },
} as const;
