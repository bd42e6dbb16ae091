import { describe, expect, it } from "vitest";
import { TemplateError } from "../../integrations/templates/render.ts";
import { renderMessage } from "../../test/messages.ts";

const FORM = {
  formType: "ActionPlan",
  title: "2026",
  committeeName: "Kirsikkapihan asukastoimikunta",
  authorName: "Aino Asukas",
};

describe("committee form mails", () => {
  it("ask the moderator to review, with the link and its expiry, in the configured language", () => {
    const data = {
      ...FORM,
      link: "https://portaali.example.fi/hallinta/lomakkeet/abc",
      expiresAt: "2026-03-30T10:00:00.000Z",
    };
    const fi = renderMessage("form-review-request", "fi", data);
    expect(fi.channel === "mail" && fi.subject).toBe("Hyväksyttävä lomake: Toimintasuunnitelma: 2026");
    expect(fi.text).toContain("https://portaali.example.fi/hallinta/lomakkeet/abc");
    expect(fi.text).toContain("Linkki on voimassa 30.3.2026 klo 13.00 asti.");
    const en = renderMessage("form-review-request", "en", data);
    expect(en.channel === "mail" && en.subject).toBe("A form to review: Action plan: 2026");
    expect(en.text).toContain("The link works until 30.3.2026 at 13.00.");
    // A link that is not the portal's own kind is never sent.
    expect(() =>
      renderMessage("form-review-request", "fi", { ...data, link: "javascript:alert(1)" }),
    ).toThrow(TemplateError);
    expect(() => renderMessage("form-approved", "fi", { ...FORM, formType: "Unknown" })).toThrow(
      TemplateError,
    );
  });

  it("tell the author the decision; a rejection with its reason", () => {
    const published = renderMessage("form-approved", "fi", { ...FORM, firstName: "Aino", published: "true" });
    expect(published.text).toContain("Lomakkeesi Toimintasuunnitelma: 2026 on hyväksytty.");
    expect(published.text).toContain("Se julkaistaan talon asukkaille");
    const paid = renderMessage("form-approved", "en", {
      ...FORM,
      formType: "GeneralExpenseReport",
      title: "Talkoot",
      published: "false",
    });
    expect(paid.text).toContain("The expenses are paid to the account you gave.");
    const rejected = renderMessage("form-rejected", "en", {
      ...FORM,
      firstName: "Ville",
      reason: "Add the dates.\nAnd the times.",
    });
    expect(rejected.channel === "mail" && rejected.subject).toBe("Your form was returned: Action plan: 2026");
    expect(rejected.text).toContain("Hello Ville,");
    expect(rejected.text).toContain("Add the dates.\nAnd the times.");
  });
});
