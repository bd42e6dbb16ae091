import { defineMessages } from "../../integrations/templates/message.ts";
import { handlingMail } from "../handling/index.ts";

const ID = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";
const AT = "2026-03-16T10:05:00.000Z";

/** A message's mails: the tenant's confirmation and customer service's notice. */
export const messagesMessages = defineMessages({
  /** Mail: we received your message. data: id, firstName, subject, changedAt */
  "message-received": {
    mail: (language, data) => handlingMail("message-received", language, data),
    example: { id: ID, firstName: "Aino", subject: "Saunavuoro", changedAt: AT },
  },
  /** Mail to customer service: a new message, with its text and sender. */
  "customer-service-message": {
    mail: (language, data) => handlingMail("customer-service-message", language, data),
    example: {
      id: ID,
      tenantName: "Aino Asukas",
      tenantEmail: "aino.asukas@example.fi",
      category: "471",
      subcategory: "sauna_laundry_parking",
      subject: "Saunavuoro",
      content: "Voisinko vaihtaa saunavuoroni?",
      changedAt: AT,
    },
  },
});
