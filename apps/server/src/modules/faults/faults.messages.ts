import { defineMessages } from "../../integrations/templates/message.ts";
import { handlingMail } from "../handling/index.ts";

const ID = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";
const AT = "2026-03-16T10:05:00.000Z";

/** A fault report's mails: the tenant's confirmation and customer service's notice. */
export const faultsMessages = defineMessages({
  /** Mail: we received your fault report. data: id, firstName, title, changedAt */
  "fault-report-received": {
    mail: (language, data) => handlingMail("fault-report-received", language, data),
    example: { id: ID, firstName: "Aino", title: "Hana vuotaa", changedAt: AT },
  },
  /** Mail to customer service: a new fault report, with its fields (codes by their names). */
  "customer-service-fault-report": {
    mail: (language, data) => handlingMail("customer-service-fault-report", language, data),
    example: {
      id: ID,
      tenantName: "Aino Asukas",
      phone: "+358401234567",
      title: "Hana vuotaa",
      description: "Keittiön hana tippuu.",
      defectClass: "repair",
      affectedArea: "apartment",
      hasPets: "true",
      petsDescription: "Koira",
      masterKey: "true",
      attachmentCount: "1",
      changedAt: AT,
    },
  },
});
