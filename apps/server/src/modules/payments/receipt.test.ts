import { describe, expect, it } from "vitest";
import { receiptData, type Receipt } from "./receipt.ts";
import { TemplateError } from "../../integrations/templates/render.ts";
import { renderMessage } from "../../test/messages.ts";

/** Amounts keep the Finnish locale's non-breaking spaces; compare them as plain spaces. */
const plain = (s: string) => s.replace(/\u00a0/g, " ");

const receipt: Receipt = {
  amountCents: 123_450,
  paidDate: "2026-03-16",
  reference: "1232",
  transactionId: "5770642a-9a02-4ca2-8eaa-cc6260a78eb6",
  lines: [
    { name: "Vuokra", dueDate: "2026-02-05", cents: 100_000 },
    { name: "Vesimaksu", dueDate: "2026-02-05", cents: 20_000 },
  ],
  advanceCents: 3_450,
};

describe("payment receipt", () => {
  it("tells the amount, the day, the reference and what the payment paid, in Finnish", () => {
    const mail = renderMessage("payment-receipt", "fi", { firstName: "Aino", ...receiptData(receipt) });
    expect(mail.channel).toBe("mail");
    if (mail.channel !== "mail") return;
    expect(mail.subject).toBe("Kuitti maksustasi");
    expect(plain(mail.text)).toContain("Saimme 1 234,50 € 16.3.2026.");
    expect(plain(mail.text)).toContain("Viitenumero: 1232");
    expect(plain(mail.text)).toContain("– Vuokra (eräpäivä 5.2.2026): 1 000,00 €");
    expect(plain(mail.text)).toContain("– Vesimaksu (eräpäivä 5.2.2026): 200,00 €");
    expect(plain(mail.text)).toContain("Ennakkomaksu tuleviin laskuihin: 34,50 €");
    expect(plain(mail.html)).toContain("<strong>1 234,50 €</strong>");
  });

  it("in English, and a payment no bill needed is an advance", () => {
    const mail = renderMessage("payment-receipt", "en", {
      ...receiptData({ ...receipt, lines: [], advanceCents: receipt.amountCents }),
    });
    expect(plain(mail.text)).toContain("We received 1 234,50 € on 16.3.2026.");
    expect(plain(mail.text)).toContain("recorded as an advance payment");
  });

  it("is never sent half-filled", () => {
    const data = receiptData(receipt);
    expect(() => renderMessage("payment-receipt", "fi", { ...data, amountCents: "" })).toThrow(TemplateError);
    expect(() => renderMessage("payment-receipt", "fi", { ...data, lines: "[{" })).toThrow(TemplateError);
    expect(() => renderMessage("payment-receipt", "fi", { ...data, lines: '[{"name":"x"}]' })).toThrow(
      TemplateError,
    );
  });

  it("escapes a bill's text in the HTML version", () => {
    const lines = [{ name: "<b>Vuokra</b>", dueDate: "2026-02-05", cents: 1 }];
    const mail = renderMessage("payment-receipt", "fi", receiptData({ ...receipt, lines }));
    if (mail.channel !== "mail") throw new Error("mail expected");
    expect(plain(mail.html)).not.toContain("<b>Vuokra");
    expect(plain(mail.html)).toContain("&lt;b&gt;Vuokra&lt;/b&gt;");
  });
});
