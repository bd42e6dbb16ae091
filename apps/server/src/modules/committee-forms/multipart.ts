import { randomUUID } from "node:crypto";
import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import {
  EXPENSE_ENTRIES_MAX,
  MULTIPART_FIELDS_MAX,
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_ENTRY_MAX,
} from "@portal/schemas/committee-forms.constants";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { refuse, Refused, type Refusal } from "../../lib/refusal.ts";
import {
  AttachmentRefusal,
  attachmentFieldRefusal,
  BrokenUpload,
  deleteStored,
  storeAttachment,
  UploadTimeout,
  type StoredAttachment,
} from "../faults/index.ts";
import { buildNested, KeyConflict, parseKey, type KeyPath } from "./dotted-keys.ts";

/** The longest text of an expense report (an entry's 10 000-character note) in UTF-8, with room. */
const FIELD_BYTES = 48 * 1024;
/** One receipt over the most a report can hold, so the one too many is seen and refused. */
const FILES_MAX = EXPENSE_ENTRIES_MAX * RECEIPTS_PER_ENTRY_MAX + 1;

/** busboy's limits for one expense report. */
export const EXPENSE_MULTIPART_LIMITS = {
  files: FILES_MAX,
  fileSize: RECEIPT_MAX_BYTES,
  fields: MULTIPART_FIELDS_MAX,
  fieldSize: FIELD_BYTES,
  fieldNameSize: 200,
  parts: MULTIPART_FIELDS_MAX + FILES_MAX,
  headerPairs: 20,
};

/** Where receipts may be: `purchaseReports[i].receipts` or `publicExpenseReports[i].receipts`. */
const isReceiptsPath = (path: KeyPath) =>
  path.length === 3 &&
  (path[0] === "purchaseReports" || path[0] === "publicExpenseReports") &&
  typeof path[1] === "number" &&
  path[2] === "receipts";

/** A receipt stored by this request, waiting for its row. */
export interface NewReceipt extends StoredAttachment {
  id: string;
  originalName: string;
}

export interface ReceivedExpenseReport {
  /** The nested body: receipts are ids (new ones' and kept ones'). */
  body: Record<string, unknown>;
  /** Fields cut at their size limit: refused by name. */
  refused: Record<string, string>;
  receipts: NewReceipt[];
}

/** A request this route will not take: thrown as Refused, answered by the errors plugin. */
const thrown = (refusal: Refusal<"VALIDATION" | "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT">) =>
  new Refused(refusal);
const fieldError = (field: string, key: string) => thrown(refuse("VALIDATION", { fields: { [field]: key } }));
const badRequest = () => thrown(refuse("BAD_REQUEST"));

/** A failure of the multipart parser: too many parts or fields is a bad request, a file too large its field's error. */
function parserRefusal(error: unknown, field: string | undefined): Refused {
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return thrown(attachmentFieldRefusal(field ?? "", "fileTooLarge"));
  if (code === "FST_FILES_LIMIT") return thrown(attachmentFieldRefusal(field ?? "", "tooManyFiles"));
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest();
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return thrown(refuse("PAYLOAD_TOO_LARGE"));
  return badRequest();
}

/** A file's name as shown back: one line of printable characters, at most 200. */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(/\p{Cc}|[\u2028\u2029]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return (cleaned || "kuitti").slice(0, 200);
}

/**
 * Reads an expense report as it streams in: text parts by their dotted keys, receipts stored
 * through the attachment pipeline (bytes decide the type, images re-encoded, 5 MB each) as they
 * arrive. On any refusal or failure every receipt already stored by this request is deleted before
 * the error is thrown, so nothing is left half-stored.
 */
export async function receiveExpenseReport(
  request: FastifyRequest,
  store: FileStore,
  fileDeadlineMs: number,
): Promise<ReceivedExpenseReport> {
  const receipts: NewReceipt[] = [];
  const entries: { key: string; path: KeyPath; value: string }[] = [];
  const refused: Record<string, string> = {};
  let lastFileField: string | undefined;
  try {
    let parts: AsyncIterator<Multipart> | undefined;
    for (;;) {
      let next;
      try {
        parts ??= request.parts({ limits: EXPENSE_MULTIPART_LIMITS })[Symbol.asyncIterator]();
        next = await parts.next();
      } catch (error) {
        throw parserRefusal(error, lastFileField);
      }
      if (next.done) break;
      const part = next.value;
      // A part without a name (a Content-Disposition with no name=) is no key at all.
      const key: unknown = part.fieldname;
      if (typeof key !== "string") {
        if (part.type === "file") part.file.resume();
        throw badRequest();
      }
      const path = parseKey(key);
      if (!path) {
        if (part.type === "file") part.file.resume();
        throw fieldError(key.slice(0, 200), "validation.unknownField");
      }
      if (part.type === "field") {
        if (part.valueTruncated) refused[key] = "validation.tooLong";
        else entries.push({ key, path, value: String(part.value) });
        continue;
      }
      if (!isReceiptsPath(path)) {
        part.file.resume();
        throw fieldError(key, "validation.unknownField");
      }
      // A file input left empty still sends a part, with no name and no bytes.
      if (part.filename === "") {
        part.file.resume();
        continue;
      }
      lastFileField = key;
      try {
        const stored = await storeAttachment(
          { stream: part.file, truncated: () => part.file.truncated },
          store,
          fileDeadlineMs,
          "committee-receipts",
        );
        const id = randomUUID();
        receipts.push({ ...stored, id, originalName: cleanFileName(part.filename) });
        entries.push({ key, path, value: id });
      } catch (error) {
        if (error instanceof UploadTimeout) throw thrown(refuse("REQUEST_TIMEOUT"));
        if (error instanceof AttachmentRefusal) throw thrown(attachmentFieldRefusal(key, error.reason));
        if (error instanceof BrokenUpload) throw parserRefusal(error.cause, key);
        throw error;
      }
    }
    try {
      const body = buildNested(entries, isReceiptsPath);
      return { body, refused, receipts };
    } catch (error) {
      if (error instanceof KeyConflict) throw fieldError(error.key, "validation.invalid");
      throw error;
    }
  } catch (error) {
    await deleteStored(store, receipts);
    throw error;
  }
}
