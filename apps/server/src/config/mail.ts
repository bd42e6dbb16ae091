// Mail: the SMTP server, the sender, customer service's mailbox and the outbox worker that delivers
// every mail and SMS (integrations/mail, jobs/outbox-worker.ts).
import { z } from "zod";
import { LANGUAGES } from "@portal/schemas/common";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { bool, url } from "./parse.ts";

export const mailVariables = {
  SMTP_URL: {
    schema: url.optional(),
    describe:
      "SMTP server for mail, e.g. smtps://user:pass@smtp.example.fi. Unset with SANDBOX=true: the sandbox mailbox at /sandbox/mail.",
    default: "(unset)",
  },
  MAIL_FROM: {
    schema: z.string().min(1).default("Asukasportaali <noreply@example.fi>"),
    describe: "Sender of every mail.",
    default: "Asukasportaali <noreply@example.fi>",
  },
  CUSTOMER_SERVICE_EMAIL: {
    schema: z.email().default(CUSTOMER_SERVICE.email),
    describe: "Customer service's address: each new message and fault report is mailed there as well.",
    default: CUSTOMER_SERVICE.email,
  },
  FORMS_MODERATOR_EMAIL: {
    schema: z.email().default("mirja.moderaattori@kotikallio.example.fi"),
    describe:
      "The moderator's address: every resident-committee form published or submitted is mailed there with its review link, and a new link is only ever sent there; it is also told when a committee member's membership ends with their lease.",
    default: "mirja.moderaattori@kotikallio.example.fi",
  },
  FORMS_MODERATOR_LANGUAGE: {
    schema: z.enum(LANGUAGES).default("fi"),
    describe: "The language of the moderator's mails (fi, sv or en).",
    default: "fi",
  },
  OUTBOX_WORKER: {
    schema: bool.optional(),
    describe: "Deliver queued mail and SMS from this process.",
    default: "true",
  },
  OUTBOX_POLL_MS: {
    schema: z.coerce.number().int().positive().default(1000),
    describe: "How often the outbox worker looks for mail and SMS to deliver, in milliseconds.",
    default: "1000",
  },
} as const;
