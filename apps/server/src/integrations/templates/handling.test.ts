import { describe, expect, it } from "vitest";
import { renderMessage, TemplateError } from "./render.ts";

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
      pets: "Kissa",
      masterKey: "kyllä",
      attachmentCount: "2",
      changedAt: AT,
    });
    expect(mail.channel === "mail" && mail.subject).toBe("Uusi vikailmoitus: <b>Hana</b>");
    expect(mail.text).toContain("Puhelin: +358401234567");
    expect(mail.text).toContain(`Ilmoituksen tunnus: ${ID}`);
    expect(mail.channel === "mail" && mail.html).toContain("&lt;b&gt;Hana&lt;/b&gt;");
  });

  it("refuses a mail without the id of what it is about", () => {
    expect(() => renderMessage("message-received", "fi", { subject: "x" })).toThrow(TemplateError);
  });
});
