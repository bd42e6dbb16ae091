// A bank's reference-payment notification, ISO 20022 camt.054 (versions .001.02 to .001.08), read
// whole or refused whole. The XML is parsed by fast-xml-parser with entities left unexpanded; a
// document type declaration of any kind (and with it every entity definition, the XML bomb and the
// external entity) is refused before anything is parsed.
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** One payment of a notification: an entry, or one transaction of a batch entry. */
export interface BankEntry {
  /** The line of the document where its entry starts. */
  line: number;
  /** The receiving account (IBAN, electronic form). */
  account: string;
  /** The bank's reference of the payment (AcctSvcrRef): with the account, the payment's key. */
  entryRef: string;
  /** Money in (CRDT) or out (DBIT). */
  credit: boolean;
  /** The bank's reversal of an earlier entry (RvslInd). */
  reversal: boolean;
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  /** The structured creditor reference as given (spaces removed, upper case), or null. */
  reference: string | null;
  /** The payer's name (RltdPties/Dbtr/Nm), or null. */
  payerName: string | null;
  /** Other references of the bank the entry names (a reversal's: the entry it reverses). */
  relatedRefs: string[];
}

export interface BankStatement {
  /** The message's id (GrpHdr/MsgId). */
  messageId: string;
  entries: BankEntry[];
}

export type ParseOutcome =
  { ok: true; statement: BankStatement } | { ok: false; line: number; reason: string };

/** Versions of camt.054 read: .001.02 (what Finnish banks deliver) up to .001.08. */
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.054\.001\.0[2-8]$/;

/** Elements that may repeat, read as lists whatever their count. */
const LISTS = new Set(["Ntfctn", "Ntry", "NtryDtls", "TxDtls", "Strd", "Ustrd", "CdtrRefInf"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;

/** The line of a character offset (1-based). */
function lineAt(xml: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < xml.length; i++) if (xml.charCodeAt(i) === 10) line++;
  return line;
}

/** The predefined entities and character references, the only ones XML without a DTD has. */
function decode(text: string): string | null {
  let bad = false;
  const out = text.replace(
    /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]*);?/g,
    (match, name: string) => {
      if (!match.endsWith(";")) return ((bad = true), match);
      if (name.startsWith("#x")) return safeChar(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return safeChar(Number.parseInt(name.slice(1), 10));
      const known: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
      if (name in known) return known[name]!;
      bad = true;
      return match;
    },
  );
  return bad ? null : out;

  function safeChar(code: number): string {
    if (code < 0x20 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      if (code !== 9 && code !== 10 && code !== 13) bad = true;
    }
    return bad ? "" : String.fromCodePoint(code);
  }
}

class Malformed extends Error {
  readonly line: number;
  constructor(line: number, reason: string) {
    super(reason);
    this.line = line;
  }
}

const asNode = (value: unknown): Node | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Node) : undefined;

/** The text of an element (its #text when it carries attributes). */
function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  const node = asNode(value);
  const text = node?.["#text"];
  return typeof text === "string" ? text : undefined;
}

/** The element at a path, following the first of each list. */
function at(node: unknown, ...path: string[]): unknown {
  let here: unknown = node;
  for (const step of path) {
    const current = Array.isArray(here) ? here[0] : here;
    here = asNode(current)?.[step];
    if (here === undefined) return undefined;
  }
  return here;
}

const listOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Amount text in euros ("1234.50") as cents; null when not a positive amount of at most two decimals. */
export function amountCents(text: string | undefined): number | null {
  if (!text || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}

/** Where each Ntry element starts, in document order (for the lines of entries' errors). */
function entryLines(xml: string): number[] {
  const lines: number[] = [];
  const tag = /<(?:[A-Za-z_][\w.-]*:)?Ntry[\s>]/g;
  let line = 1;
  let last = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    for (let i = last; i < m.index; i++) if (xml.charCodeAt(i) === 10) line++;
    last = m.index;
    lines.push(line);
  }
  return lines;
}

/** A text of the document decoded, or the entry refused. */
function required(value: unknown, line: number, what: string): string {
  const text = textOf(value);
  if (text === undefined || text === "") throw new Malformed(line, `${what} missing`);
  const decoded = decode(text);
  if (decoded === null) throw new Malformed(line, `${what}: unknown entity reference`);
  return decoded;
}

function optional(value: unknown, line: number, what: string): string | null {
  const text = textOf(value);
  if (text === undefined || text === "") return null;
  const decoded = decode(text);
  if (decoded === null) throw new Malformed(line, `${what}: unknown entity reference`);
  return decoded;
}

/** The payments of one Ntry: the entry itself, or each transaction of a batch entry. */
function readEntry(entry: Node, account: string, line: number): BankEntry[] {
  const entryRef = required(entry.AcctSvcrRef, line, "Ntry/AcctSvcrRef");
  const indicator = required(entry.CdtDbtInd, line, "Ntry/CdtDbtInd");
  if (indicator !== "CRDT" && indicator !== "DBIT")
    throw new Malformed(line, `Ntry/CdtDbtInd must be CRDT or DBIT, not ${indicator.slice(0, 10)}`);
  const reversalText = optional(entry.RvslInd, line, "Ntry/RvslInd");
  if (reversalText !== null && reversalText !== "true" && reversalText !== "false")
    throw new Malformed(line, "Ntry/RvslInd must be true or false");
  const amount = entry.Amt;
  const cents = amountCents(optional(amount, line, "Ntry/Amt") ?? undefined);
  if (cents === null) throw new Malformed(line, "Ntry/Amt must be a positive amount");
  const currency = asNode(amount)?.["@Ccy"];
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency))
    throw new Malformed(line, "Ntry/Amt@Ccy must be a currency code");
  const bookingDate = required(
    at(entry, "BookgDt", "Dt") ?? at(entry, "BookgDt", "DtTm"),
    line,
    "Ntry/BookgDt",
  )
    .slice(0, 10)
    .trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bookingDate) || Number.isNaN(Date.parse(bookingDate)))
    throw new Malformed(line, "Ntry/BookgDt must be a date");

  const transactions = listOf(entry.NtryDtls).flatMap((d) => listOf(asNode(d)?.TxDtls)) as Node[];
  const base = {
    line,
    account,
    credit: indicator === "CRDT",
    reversal: reversalText === "true",
    currency,
    bookingDate,
  };
  if (transactions.length <= 1) {
    const tx = transactions[0];
    const own = tx ? optional(at(tx, "Refs", "AcctSvcrRef"), line, "TxDtls/Refs/AcctSvcrRef") : null;
    return [
      {
        ...base,
        entryRef,
        amountCents: cents,
        ...details(tx, line),
        relatedRefs: own && own !== entryRef ? [own] : [],
      },
    ];
  }
  // A batch entry: each transaction is a payment of its own, with its own amount and reference.
  let sum = 0;
  const payments = transactions.map((tx, i) => {
    const txCents = amountCents(
      optional(at(tx, "Amt") ?? at(tx, "AmtDtls", "TxAmt", "Amt"), line, "TxDtls/Amt") ?? undefined,
    );
    if (txCents === null) throw new Malformed(line, `TxDtls ${i + 1} of a batch entry has no amount`);
    sum += txCents;
    const own = optional(at(tx, "Refs", "AcctSvcrRef"), line, "TxDtls/Refs/AcctSvcrRef");
    return {
      ...base,
      entryRef: own ?? `${entryRef}/${i + 1}`,
      amountCents: txCents,
      ...details(tx, line),
      relatedRefs: [],
    };
  });
  if (sum !== cents) throw new Malformed(line, "the batch entry's transactions do not add up to its amount");
  return payments;
}

/** A transaction's structured reference and payer. */
function details(tx: Node | undefined, line: number): { reference: string | null; payerName: string | null } {
  if (!tx) return { reference: null, payerName: null };
  let reference: string | null = null;
  for (const strd of listOf(at(tx, "RmtInf", "Strd"))) {
    for (const info of listOf(asNode(strd)?.CdtrRefInf)) {
      const ref = optional(at(info, "Ref"), line, "CdtrRefInf/Ref");
      if (ref) {
        reference = ref.replace(/\s/g, "").toUpperCase().slice(0, 35);
        break;
      }
    }
    if (reference) break;
  }
  const name = optional(
    at(tx, "RltdPties", "Dbtr", "Nm") ?? at(tx, "RltdPties", "Dbtr", "Pty", "Nm"),
    line,
    "Dbtr/Nm",
  );
  return { reference, payerName: name ? name.replace(/\s+/g, " ").trim().slice(0, 140) : null };
}

/**
 * Reads a camt.054 notification. Refused whole, with the line and the reason, when it is not
 * well-formed XML, declares a document type (entities of any kind), is not a camt.054 of a version
 * read here, or an entry lacks what crediting needs.
 */
export function parseCamt054(xml: string): ParseOutcome {
  // A DTD is where entities are declared: none is read, so no entity can expand or be fetched.
  const doctype = /<!(DOCTYPE|ENTITY)/i.exec(xml);
  if (doctype)
    return {
      ok: false,
      line: lineAt(xml, doctype.index),
      reason: "a document type declaration is not accepted",
    };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { ok: false, line: valid.err.line, reason: valid.err.msg };
  try {
    return { ok: true, statement: read(xml) };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, line: error.line, reason: error.message };
    throw error;
  }
}

function read(xml: string): BankStatement {
  const doc = asNode(parser.parse(xml));
  const root = asNode(doc?.Document);
  if (!root) throw new Malformed(1, "the root element must be Document");
  // The parser drops namespace declarations: the root's is read from its start tag.
  const start = /<(?:[A-Za-z_][\w.-]*:)?Document\b[^>]*>/.exec(xml)?.[0] ?? "";
  const namespaces = [...start.matchAll(/\sxmlns(?::[\w.-]+)?\s*=\s*["']([^"']*)["']/g)].map(
    (m) => m[1] ?? "",
  );
  if (!namespaces.some((ns) => NAMESPACE.test(ns)))
    throw new Malformed(1, "the document must be a camt.054 notification (camt.054.001.02 to .08)");
  const body = asNode(root.BkToCstmrDbtCdtNtfctn);
  if (!body) throw new Malformed(1, "BkToCstmrDbtCdtNtfctn missing");
  const messageId = required(at(body, "GrpHdr", "MsgId"), 1, "GrpHdr/MsgId");
  const lines = entryLines(xml);
  let n = 0;
  const entries: BankEntry[] = [];
  for (const notification of listOf(body.Ntfctn) as Node[]) {
    const ntryList = listOf(notification.Ntry) as Node[];
    const firstLine = lines[n] ?? 1;
    const account = required(at(notification, "Acct", "Id", "IBAN"), firstLine, "Ntfctn/Acct/Id/IBAN")
      .replace(/\s/g, "")
      .toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(account))
      throw new Malformed(firstLine, "the account must be an IBAN");
    for (const entry of ntryList) {
      const line = lines[n++] ?? 1;
      entries.push(...readEntry(entry, account, line));
    }
  }
  const seen = new Set<string>();
  for (const e of entries) {
    const key = `${e.account} ${e.entryRef} ${e.credit}`;
    if (seen.has(key))
      throw new Malformed(e.line, `the entry reference ${e.entryRef.slice(0, 35)} comes twice`);
    seen.add(key);
  }
  return { messageId, entries };
}
