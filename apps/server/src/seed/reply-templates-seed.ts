import type { Db } from "../db/client.ts";
import { createRepliesRepository } from "../modules/replies/replies.repository.ts";

/** Ready-made replies customer service and maintenance use most, in Finnish, Swedish and English. */
export const DEMO_REPLY_TEMPLATES = [
  {
    language: "fi",
    title: "Huolto tulee käymään",
    body: "Kiitos ilmoituksesta. Huoltomies tulee korjaamaan vian arkipäivänä klo 8–16. Jos olette sallineet yleisavaimen käytön, teidän ei tarvitse olla kotona.",
  },
  {
    language: "fi",
    title: "Vika on korjattu",
    body: "Vika on nyt korjattu. Jos ongelma toistuu, vastaa tähän viestiin, niin otamme asian uudelleen käsittelyyn.",
  },
  {
    language: "fi",
    title: "Tarvitsemme lisätietoja",
    body: "Kiitos viestistäsi. Tarvitsemme asian hoitamiseksi vielä lisätietoja: ",
  },
  {
    language: "fi",
    title: "Viesti välitetty isännöitsijälle",
    body: "Kiitos viestistäsi. Olemme välittäneet asian isännöitsijälle, joka on sinuun yhteydessä.",
  },
  {
    language: "sv",
    title: "Fastighetsskötseln kommer",
    body: "Tack för din anmälan. En fastighetsskötare kommer och reparerar felet en vardag mellan kl. 8 och 16. Om du har tillåtit att huvudnyckeln används behöver du inte vara hemma.",
  },
  {
    language: "sv",
    title: "Felet är åtgärdat",
    body: "Felet är nu åtgärdat. Om problemet återkommer kan du svara på det här meddelandet, så tar vi upp ärendet på nytt.",
  },
  {
    language: "sv",
    title: "Vi behöver mer information",
    body: "Tack för ditt meddelande. För att sköta ärendet behöver vi ännu mer information: ",
  },
  {
    language: "sv",
    title: "Meddelandet har skickats vidare till disponenten",
    body: "Tack för ditt meddelande. Vi har skickat ärendet vidare till disponenten, som kontaktar dig.",
  },
  {
    language: "en",
    title: "Maintenance will visit",
    body: "Thank you for your report. A maintenance worker will come to fix the fault on a weekday between 8 and 16. If you allowed the master key to be used, you do not need to be at home.",
  },
  {
    language: "en",
    title: "The fault is fixed",
    body: "The fault has now been fixed. If the problem comes back, answer this message and we will look into it again.",
  },
  {
    language: "en",
    title: "We need more information",
    body: "Thank you for your message. To handle it we need some more information: ",
  },
  {
    language: "en",
    title: "Passed on to the property manager",
    body: "Thank you for your message. We have passed it on to the property manager, who will contact you.",
  },
] as const;

export async function createReplyTemplates(tx: Db, at: Date): Promise<void> {
  const repo = createRepliesRepository(tx);
  for (const template of DEMO_REPLY_TEMPLATES) await repo.createTemplate(template, at, tx);
}
