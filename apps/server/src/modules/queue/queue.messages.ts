import { defineMessages } from "../../integrations/templates/message.ts";
import { handlingMail } from "../handling/index.ts";

const ID = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";

/** The mail of a state move in the staff queue (the kinds that tell the tenant: their sources' stateMail). */
export const queueMessages = defineMessages({
  /**
   * Mail: staff moved your fault report or message to another state. data: id, kind (fault-report or
   * message), state (Sent, InProgress, Ready), firstName, link, changedAt, and but for a
   * protection-order tenant title
   */
  "state-changed": {
    mail: (language, data) => handlingMail("state-changed", language, data),
    example: {
      id: ID,
      kind: "message",
      state: "InProgress",
      firstName: "Aino",
      link: `https://portaali.example.fi/ota-yhteytta/viestit/${ID}`,
      changedAt: "2026-03-16T10:05:00.000Z",
      title: "Saunavuoro",
    },
  },
});
