import { defineMessages } from "../../integrations/templates/message.ts";
import { handlingMail } from "../handling/index.ts";

const ID = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";

/** The mail of a reply. */
export const repliesMessages = defineMessages({
  /**
   * Mail: a reply is waiting on your fault report or message. data: id, kind (fault-report or
   * message), firstName, link, changedAt, and but for a protection-order tenant title and body
   */
  "reply-waiting": {
    mail: (language, data) => handlingMail("reply-waiting", language, data),
    example: {
      id: ID,
      kind: "fault-report",
      firstName: "Aino",
      link: `https://portaali.example.fi/asuminen/vikailmoitus/${ID}`,
      changedAt: "2026-03-16T10:05:00.000Z",
      title: "Hana vuotaa",
      body: "Huoltomies tulee huomenna.",
    },
  },
});
