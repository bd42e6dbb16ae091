import { describe, expect, it } from "vitest";
import { finnishReference, rfReference } from "../../lib/reference-number.ts";
import { camt054, XML_BOMB, XML_EXTERNAL_ENTITY } from "./camt054-fixture.ts";
import { amountCents, parseCamt054 } from "./camt054.ts";
import { readReference } from "./references.ts";

const REF = finnishReference("100001");

describe("camt.054 notifications", () => {
  it("reads each entry's account, archive id, direction, amount, date, reference and payer", () => {
    const xml = camt054({
      entries: [
        { ref: "A-1", amountCents: 12_345, reference: REF, payer: "Aino Asukas & Co" },
        {
          ref: "A-2",
          amountCents: 500,
          debit: true,
          reversal: true,
          reverses: "A-1",
          bookingDate: "2026-03-17",
        },
      ],
    });
    const parsed = parseCamt054(xml);
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    expect(parsed.statement.messageId).toBe("MSG-2026-03-16-1");
    expect(parsed.statement.entries).toEqual([
      {
        line: expect.any(Number),
        account: "FI2112345600000785",
        entryRef: "A-1",
        credit: true,
        reversal: false,
        amountCents: 12_345,
        currency: "EUR",
        bookingDate: "2026-03-16",
        reference: REF,
        payerName: "Aino Asukas & Co",
        relatedRefs: [],
      },
      expect.objectContaining({ entryRef: "A-2", credit: false, reversal: true, relatedRefs: ["A-1"] }),
    ]);
    expect(parsed.statement.entries[0]!.line).toBeLessThan(parsed.statement.entries[1]!.line);
  });

  it("reads version .08 and a batch entry's transactions as payments of their own", () => {
    const xml = camt054({
      version: "08",
      entries: [
        {
          ref: "B-1",
          amountCents: 300,
          batch: [
            { ref: "B-1-1", amountCents: 100, reference: REF, payer: "Eka" },
            { ref: "B-1-2", amountCents: 200, reference: rfReference(REF), payer: "Toka" },
          ],
        },
      ],
    });
    const parsed = parseCamt054(xml);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(
      parsed.statement.entries.map((e) => [e.entryRef, e.amountCents, e.reference, e.payerName]),
    ).toEqual([
      ["B-1-1", 100, REF, "Eka"],
      ["B-1-2", 200, rfReference(REF), "Toka"],
    ]);
  });

  it("refuses a batch whose transactions do not add up", () => {
    const xml = camt054({
      entries: [
        {
          ref: "B-2",
          amountCents: 301,
          batch: [
            { ref: "x", amountCents: 100 },
            { ref: "y", amountCents: 200 },
          ],
        },
      ],
    });
    expect(parsed(xml)).toMatchObject({ ok: false, reason: expect.stringContaining("add up") });
  });

  it("refuses the billion laughs and an external entity before reading anything", () => {
    expect(parseCamt054(XML_BOMB)).toEqual({
      ok: false,
      line: 2,
      reason: "a document type declaration is not accepted",
    });
    expect(parseCamt054(XML_EXTERNAL_ENTITY)).toEqual({
      ok: false,
      line: 2,
      reason: "a document type declaration is not accepted",
    });
  });

  it("refuses malformed XML with its line and reason", () => {
    const xml = camt054({ entries: [{ ref: "M-1", amountCents: 100, reference: REF }] }).replace(
      "<CdtDbtInd>CRDT</CdtDbtInd>",
      "<CdtDbtInd>CRDT</CdtDbt>",
    );
    const result = parseCamt054(xml);
    expect(result).toMatchObject({ ok: false, line: 14 });
    if (!result.ok) expect(result.reason).toMatch(/CdtDbtInd/);
  });

  it("refuses an entry without what crediting needs, naming its line", () => {
    const xml = camt054({
      entries: [
        { ref: "M-2", amountCents: 100 },
        { ref: "M-3", amountCents: 100 },
      ],
    });
    const missing = xml.replace("<AcctSvcrRef>M-3</AcctSvcrRef>", "");
    expect(parsed(missing)).toEqual({ ok: false, line: 30, reason: "Ntry/AcctSvcrRef missing" });
    expect(parsed(xml.replace('Ccy="EUR">1.00', 'Ccy="EUR">-1.00'))).toMatchObject({
      ok: false,
      line: 12,
      reason: "Ntry/Amt must be a positive amount",
    });
    expect(parsed(xml.replace(/<AcctSvcrRef>M-3/, "<AcctSvcrRef>M-2"))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("comes twice"),
    });
    expect(parsed(xml.replace("camt.054.001.02", "camt.053.001.02"))).toMatchObject({ ok: false, line: 1 });
    expect(parsed("<Document/>")).toMatchObject({ ok: false });
    expect(parsed("")).toMatchObject({ ok: false });
    expect(parsed(xml.replace("M-2</AcctSvcrRef>", "M-2&nbsp;</AcctSvcrRef>"))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("entity"),
    });
  });

  it("reads amounts as cents", () => {
    expect([
      amountCents("1"),
      amountCents("1.5"),
      amountCents("1234.56"),
      amountCents("0.00"),
      amountCents("1.234"),
    ]).toEqual([100, 150, 123_456, null, null]);
  });

  it("reads Finnish and RF references, and refuses wrong check digits and other formats", () => {
    expect(readReference(REF)).toEqual({ kind: "finnish", number: REF });
    expect(readReference(`000${REF}`)).toEqual({ kind: "finnish", number: REF });
    expect(readReference(rfReference(REF))).toEqual({ kind: "finnish", number: REF });
    expect(readReference(REF.slice(0, -1) + String((Number(REF.slice(-1)) + 1) % 10))).toEqual({
      kind: "invalid",
    });
    expect(readReference("RF00" + REF)).toEqual({ kind: "invalid" });
    expect(readReference(rfReference("ABC123"))).toEqual({ kind: "foreign" });
    expect(readReference("OCR7654321")).toEqual({ kind: "foreign" });
    expect(readReference(null)).toEqual({ kind: "none" });
  });
});

const parsed = parseCamt054;
