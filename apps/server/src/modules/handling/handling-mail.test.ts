import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@portal/schemas/common";
import { AFFECTED_AREAS, DEFECT_CLASSES } from "@portal/schemas/faults.constants";
import { CONTACT_CATEGORY_IDS, CONTACT_SUBCATEGORIES } from "@portal/schemas/messages.constants";
import { HANDLING_LABELS } from "./handling-labels.ts";
import { TemplateError } from "../../integrations/templates/render.ts";
import { renderMessage } from "../../test/messages.ts";

const ID = "5f0c2f3e-2a53-4b8e-9d6e-0c9a4f8f1a11";
const AT = "2026-03-16T10:05:00.000Z";

describe("handling mails", () => {
  it("confirm a message to the tenant in Finnish or English", () => {
    const data = { id: ID, firstName: "Aino", subject: "Saunavuoro", changedAt: AT };
    const fi = renderMessage("message-received", "fi", data);
    expect(fi.channel === "mail" && fi.subject).toBe("Viestisi on vastaanotettu");
    expect(fi.text).toContain("Hei Aino!\n\nKiitos viestistäsi. Asiakaspalvelu sai sen 16.3.2026 klo 12.05.");
    expect(fi.text).toContain("Aihe: Saunavuoro");
    const en = renderMessage("message-received", "en", data);
    expect(en.channel === "mail" && en.subject).toBe("We received your message");
    expect(en.text).toContain("Customer service received it on 16.3.2026 at 12.05.");
  });

  it("confirm a fault report to the tenant", () => {
    const data = { id: ID, firstName: "Aino", title: "Hana vuotaa", changedAt: AT };
    expect(renderMessage("fault-report-received", "fi", data).text).toContain("Vika: Hana vuotaa");
    expect(renderMessage("fault-report-received", "en", data).text).toContain("Fault: Hana vuotaa");
  });

  it("tell customer service everything it needs, escaped in HTML", () => {
    const mail = renderMessage("customer-service-fault-report", "fi", {
      id: ID,
      title: "<b>Hana</b>",
      description: "Keittiön hana tippuu.",
      tenantName: "Aino Asukas",
      phone: "+358401234567",
      defectClass: "repair",
      affectedArea: "apartment",
      hasPets: "true",
      petsDescription: "Kissa",
      masterKey: "true",
      attachmentCount: "2",
      changedAt: AT,
    });
    expect(mail.channel === "mail" && mail.subject).toBe("Uusi vikailmoitus: <b>Hana</b>");
    expect(mail.text).toContain("Puhelin: +358 40 123 4567");
    expect(mail.text).toContain(`Ilmoituksen tunnus: ${ID}`);
    expect(mail.channel === "mail" && mail.html).toContain("&lt;b&gt;Hana&lt;/b&gt;");
  });

  it("name the codes for customer service, in Finnish and in English", () => {
    const message = {
      id: ID,
      tenantName: "Aino Asukas",
      tenantEmail: "aino.asukas@example.fi",
      category: "471",
      subcategory: "apartmentapplications",
      subject: "Hakemus",
      content: "Haen isompaa asuntoa.",
      changedAt: AT,
    };
    const fault = {
      id: ID,
      tenantName: "Aino Asukas",
      phone: "+358401234567",
      title: "Patteri kylmä",
      description: "Olohuoneen patteri ei lämpene.",
      defectClass: "hvac",
      affectedArea: "apartment",
      hasPets: "false",
      petsDescription: "",
      masterKey: "true",
      attachmentCount: "0",
      changedAt: AT,
    };
    const fiMessage = renderMessage("customer-service-message", "fi", message).text;
    expect(fiMessage).toContain("Aihe: Asiakaspalvelu / Asuntohakemukset");
    expect(fiMessage).not.toContain("471");
    const fiFault = renderMessage("customer-service-fault-report", "fi", fault).text;
    expect(fiFault).toContain("Vikaluokka: Ilmanvaihto, lämmitys tai vesi");
    expect(fiFault).toContain("Sijainti: Asunto");
    expect(fiFault).toContain("Lemmikkejä: ei");
    expect(fiFault).toContain("Yleisavaimen käyttö sallittu: kyllä");
    expect(fiFault).not.toMatch(/hvac|: apartment/);

    const enMessage = renderMessage("customer-service-message", "en", message);
    expect(enMessage.channel === "mail" && enMessage.subject).toBe("New message: Hakemus");
    expect(enMessage.text).toContain("Topic: Customer service / Apartment applications");
    const enFault = renderMessage("customer-service-fault-report", "en", fault).text;
    expect(enFault).toContain("Type of fault: Ventilation, heating or water");
    expect(enFault).toContain("Location: Apartment");
    expect(enFault).toContain("Pets: no");
    expect(enFault).toContain("Master key may be used: yes");
    expect(enFault).toContain("A tenant reported a fault in the Resident portal on 16.3.2026 at 12.05.");

    // A row queued before the labels still reads as it was written.
    const old = renderMessage("customer-service-fault-report", "fi", {
      ...fault,
      hasPets: undefined,
      pets: "Koira",
      masterKey: "ei",
    }).text;
    expect(old).toContain("Lemmikkejä: Koira");
    expect(old).toContain("Yleisavaimen käyttö sallittu: ei");
  });

  it("have a name for every category, subtopic, defect class and area in both languages", () => {
    for (const language of LANGUAGES) {
      const labels = HANDLING_LABELS[language];
      for (const id of CONTACT_CATEGORY_IDS) {
        expect(labels.categories[id]).toBeTruthy();
        for (const sub of CONTACT_SUBCATEGORIES[id]) expect(labels.subcategories[sub], sub).toBeTruthy();
      }
      for (const c of DEFECT_CLASSES) expect(labels.defectClasses[c]).toBeTruthy();
      for (const a of AFFECTED_AREAS) expect(labels.affectedAreas[a]).toBeTruthy();
    }
  });

  it("refuses a mail without the id of what it is about", () => {
    expect(() => renderMessage("message-received", "fi", { subject: "x" })).toThrow(TemplateError);
  });

  it("tell a tenant a reply is waiting, with its text, or only the link under a protection order", () => {
    const data = {
      id: ID,
      kind: "fault-report",
      firstName: "Aino",
      link: `https://portaali.example.fi/asuminen/vikailmoitus/${ID}`,
      changedAt: AT,
    };
    const full = renderMessage("reply-waiting", "en", {
      ...data,
      title: "Tap",
      body: "<b>Tomorrow</b> at 9.",
    });
    expect(full.channel === "mail" && full.subject).toBe("A reply to your fault report");
    expect(full.text).toContain("Reply:\n\n<b>Tomorrow</b> at 9.");
    expect(full.channel === "mail" && full.html).toContain("&lt;b&gt;Tomorrow&lt;/b&gt;");
    const bare = renderMessage("reply-waiting", "fi", { ...data, kind: "message" });
    expect(bare.channel === "mail" && bare.subject).toBe("Vastaus viestiisi");
    expect(bare.text).toContain(`Lue vastaus ja vastaa siihen Asukasportaalissa: ${data.link}`);
    expect(bare.text).not.toContain("Vastaus:");
  });
});
