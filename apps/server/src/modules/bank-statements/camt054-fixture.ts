// Tests' camt.054.001.02 notifications, shaped as a Finnish bank delivers reference payments: one
// notification per account, one entry per payment, its archive id as AcctSvcrRef, the reference in
// RmtInf/Strd/CdtrRefInf/Ref and the payer in RltdPties/Dbtr/Nm.

export interface FixtureEntry {
  /** The bank's archive id of the payment. */
  ref: string;
  /** Euros as text ("123.45") or cents. */
  amountCents: number;
  reference?: string | null;
  payer?: string | null;
  /** DBIT for money out (a reversal's direction). */
  debit?: boolean;
  reversal?: boolean;
  currency?: string;
  bookingDate?: string;
  /** For a reversal: the archive id of the entry it reverses (TxDtls/Refs/AcctSvcrRef). */
  reverses?: string;
  /** A batch entry: several transactions under one entry. */
  batch?: { ref: string; amountCents: number; reference?: string | null; payer?: string | null }[];
}

export interface FixtureStatement {
  messageId?: string;
  iban?: string;
  entries: FixtureEntry[];
  version?: "02" | "08";
  /** Text between entries, to make a file as large as a test needs. */
  padding?: string;
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

function transaction(
  t: {
    ref?: string;
    amountCents?: number;
    reference?: string | null;
    payer?: string | null;
    reverses?: string;
  },
  currency: string,
) {
  const refs = t.reverses ?? t.ref;
  return `          <TxDtls>
            ${refs ? `<Refs><AcctSvcrRef>${escape(refs)}</AcctSvcrRef></Refs>` : ""}
            ${t.amountCents !== undefined ? `<AmtDtls><TxAmt><Amt Ccy="${currency}">${euros(t.amountCents)}</Amt></TxAmt></AmtDtls>` : ""}
            ${t.payer ? `<RltdPties><Dbtr><Nm>${escape(t.payer)}</Nm></Dbtr></RltdPties>` : ""}
            ${
              t.reference
                ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${escape(t.reference)}</Ref></CdtrRefInf></Strd></RmtInf>`
                : ""
            }
          </TxDtls>`;
}

/** A camt.054 notification of the entries, as XML text. */
export function camt054(statement: FixtureStatement): string {
  const iban = statement.iban ?? "FI2112345600000785";
  const version = statement.version ?? "02";
  const entries = statement.entries.map((e) => {
    const currency = e.currency ?? "EUR";
    const details = e.batch
      ? e.batch.map((t) => transaction(t, currency)).join("\n")
      : transaction(
          { reference: e.reference ?? null, payer: e.payer ?? null, reverses: e.reverses },
          currency,
        );
    return `    <Ntry>
      <Amt Ccy="${currency}">${euros(e.amountCents)}</Amt>
      <CdtDbtInd>${e.debit ? "DBIT" : "CRDT"}</CdtDbtInd>
      ${e.reversal ? "<RvslInd>true</RvslInd>" : ""}
      <Sts>${version === "08" ? "<Cd>BOOK</Cd>" : "BOOK"}</Sts>
      <BookgDt><Dt>${e.bookingDate ?? "2026-03-16"}</Dt></BookgDt>
      <ValDt><Dt>${e.bookingDate ?? "2026-03-16"}</Dt></ValDt>
      <AcctSvcrRef>${escape(e.ref)}</AcctSvcrRef>
      <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>
      <NtryDtls>
${details}
      </NtryDtls>
    </Ntry>${statement.padding ?? ""}`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr>
      <MsgId>${escape(statement.messageId ?? "MSG-2026-03-16-1")}</MsgId>
      <CreDtTm>2026-03-16T06:00:00+02:00</CreDtTm>
    </GrpHdr>
    <Ntfctn>
      <Id>NTF-1</Id>
      <CreDtTm>2026-03-16T06:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.join("\n")}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}

/** The billion laughs: entities that would expand to gigabytes. */
export const XML_BOMB = `<?xml version="1.0"?>
<!DOCTYPE Document [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>&lol9;</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>
`;

/** An external entity that would read a file of the server. */
export const XML_EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>&xxe;</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>
`;
