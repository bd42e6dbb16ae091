import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { MAX_FILE_BYTES, MAX_FILES } from "@portal/schemas/faults.constants";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { V } from "@portal/schemas/common";
import { refuse, Refused, type Refusal } from "../../lib/refusal.ts";
import {
  AttachmentRefusal,
  attachmentFieldRefusal,
  BrokenUpload,
  storeAttachment,
  UploadTimeout,
} from "./attachment.ts";
import type { StoredAttachment } from "./faults.repository.ts";

/** The form's longest text (a 5000-character description) in UTF-8, with room to spare. */
const FIELD_BYTES = 32 * 1024;

/**
 * busboy's limits for one report: one file more than allowed, so a fourth is seen and refused as
 * tooManyFiles rather than silently dropped; a handful of fields; nothing else.
 */
export const MULTIPART_LIMITS = {
  files: MAX_FILES + 1,
  fileSize: MAX_FILE_BYTES,
  fields: 20,
  fieldSize: FIELD_BYTES,
  fieldNameSize: 100,
  parts: 30,
  headerPairs: 20,
};

export const ATTACHMENTS_FIELD = "attachments";

export interface ReceivedReport {
  /** Text fields as sent (the first of each name). */
  fields: Record<string, string>;
  /** Fields the parser cut at FIELD_BYTES, or sent twice: refused by name. */
  refused: Record<string, "validation.tooLong" | "validation.invalid">;
  attachments: StoredAttachment[];
}

/** A request this route will not take: thrown out of the stream, answered as its refusal. */
export type UploadRefusal = Refusal<"VALIDATION" | "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT">;

const refused = (refusal: UploadRefusal) => new Refused(refusal);
const fieldError = (reason: AttachmentRefusal["reason"]) =>
  refused(attachmentFieldRefusal(ATTACHMENTS_FIELD, reason));

/** A failure of the multipart parser itself: the client sent something that is not a valid form. */
function parserRefusal(error: unknown): Refused {
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return fieldError("fileTooLarge");
  if (code === "FST_FILES_LIMIT") return fieldError("tooManyFiles");
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return refused(refuse("PAYLOAD_TOO_LARGE"));
  return refused(refuse("BAD_REQUEST"));
}

/**
 * Reads a multipart report as it streams in: text fields are collected, each file is received
 * whole within `fileDeadlineMs`, then judged and stored, before the next is read. A request it
 * will not take throws Refused with its UploadRefusal. On any refusal or failure every file
 * already stored for this request is deleted before the error is thrown, so nothing is left
 * half-stored.
 */
export async function receiveReport(
  request: FastifyRequest,
  store: FileStore,
  fileDeadlineMs: number,
): Promise<ReceivedReport> {
  const received: ReceivedReport = { fields: {}, refused: {}, attachments: [] };
  try {
    let parts: AsyncIterator<Multipart> | undefined;
    for (;;) {
      let next;
      try {
        // Opening the parser can fail too (no boundary in the content type).
        parts ??= request.parts({ limits: MULTIPART_LIMITS })[Symbol.asyncIterator]();
        next = await parts.next();
      } catch (error) {
        throw parserRefusal(error);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === "field") {
        const name = part.fieldname;
        if (name === ATTACHMENTS_FIELD || name in received.fields)
          received.refused[name] = "validation.invalid";
        else if (part.valueTruncated) received.refused[name] = "validation.tooLong";
        else received.fields[name] = String(part.value);
        continue;
      }
      if (part.fieldname !== ATTACHMENTS_FIELD)
        throw refused(refuse("VALIDATION", { fields: { [part.fieldname]: V.unknownField } }));
      // A file input left empty still sends a part, with no name and no bytes.
      if (part.filename === "") {
        part.file.resume();
        continue;
      }
      if (received.attachments.length >= MAX_FILES) throw fieldError("tooManyFiles");
      try {
        received.attachments.push(
          await storeAttachment(
            { stream: part.file, truncated: () => part.file.truncated },
            store,
            fileDeadlineMs,
          ),
        );
      } catch (error) {
        if (error instanceof UploadTimeout) throw refused(refuse("REQUEST_TIMEOUT"));
        if (error instanceof AttachmentRefusal) throw fieldError(error.reason);
        if (error instanceof BrokenUpload) throw parserRefusal(error.cause);
        throw error;
      }
    }
    return received;
  } catch (error) {
    await deleteStored(store, received.attachments);
    throw error;
  }
}

/** Removes stored attachments; a failed delete is retried once, then left for the log. */
export async function deleteStored(store: FileStore, attachments: StoredAttachment[]): Promise<void> {
  await Promise.all(
    attachments.map((a) => store.delete(a.storageKey).catch(() => store.delete(a.storageKey))),
  );
}
