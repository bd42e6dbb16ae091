import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { FileStore } from "../../integrations/files/file-store.ts";
import { refuse, type Refusal } from "../../lib/refusal.ts";
import type { StoredAttachment } from "./faults.repository.ts";

/** Why an attachment was refused, as the field error the web translates. */
export class AttachmentRefusal extends Error {
  readonly reason: "invalidFile" | "fileTooLarge" | "tooManyFiles";
  constructor(reason: AttachmentRefusal["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * An attachment's refusal answered as the field error on `field` that names its reason: a file over
 * its size limit is a 413, the rest 400.
 */
export function attachmentFieldRefusal(
  field: string,
  reason: AttachmentRefusal["reason"],
): Refusal<"VALIDATION"> {
  const refusal = refuse("VALIDATION", { fields: { [field]: `validation.${reason}` } });
  return reason === "fileTooLarge" ? refusal.as(413) : refusal;
}

/** The upload itself broke off or was malformed midway: the client's doing, not the store's. */
export class BrokenUpload extends Error {
  override name = "BrokenUpload";
}

/** A file did not arrive whole within its deadline: the client stalled or is far too slow. */
export class UploadTimeout extends Error {
  override name = "UploadTimeout";
}

/**
 * Images larger than this many pixels are refused before decoding: a small file can declare a
 * huge canvas (a decompression bomb). 40 MP is more than any phone camera takes.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** What each accepted type is stored as: images re-encoded (PNG keeps transparency), PDFs as sent. */
const KINDS: Record<string, { store: "jpeg" | "png" | "asIs"; contentType: string; extension: string }> = {
  "image/jpeg": { store: "jpeg", contentType: "image/jpeg", extension: "jpg" },
  "image/webp": { store: "jpeg", contentType: "image/jpeg", extension: "jpg" },
  "image/png": { store: "png", contentType: "image/png", extension: "png" },
  "image/gif": { store: "png", contentType: "image/png", extension: "png" },
  "application/pdf": { store: "asIs", contentType: "application/pdf", extension: "pdf" },
};

/**
 * Images decoded at once: one per two cores, since decoding is all CPU once the file is here and
 * libvips runs each image's pipeline on more than one thread. Each may need tens of megabytes of
 * pixels, so a burst beyond that waits its turn (a photo takes well under a second) instead of
 * growing the process: on two cores two at once peaked about 10 MB higher than one at a time, at
 * no gain in time (bench/README.md, upload memory).
 */
const IMAGE_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
// libvips' operation cache only pays off when the same image is worked on again; uploads never
// are, and the cache would keep up to 50 MB of their pixels.
sharp.cache(false);
let imagesRunning = 0;
const imageQueue: (() => void)[] = [];
async function imageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (imagesRunning >= IMAGE_SLOTS) await new Promise<void>((resolve) => imageQueue.push(resolve));
  imagesRunning++;
  try {
    return await work();
  } finally {
    imagesRunning--;
    imageQueue.shift()?.();
  }
}

export interface IncomingFile {
  /** The upload's bytes as they arrive; the multipart parser stops it at the size limit. */
  stream: Readable;
  /** Set by the parser when the file went past the size limit. */
  truncated(): boolean;
}

/**
 * The whole file (the parser stops it at MAX_FILE_BYTES), or UploadTimeout when it has not all
 * arrived within `deadlineMs`, or BrokenUpload when the upload broke off. Nothing slow happens
 * before this resolves, so a client that goes silent holds only its own request.
 */
function receiveWhole(file: IncomingFile, deadlineMs: number): Promise<Buffer> {
  const { stream } = file;
  return new Promise((resolve, reject) => {
    // The parser may have torn the stream down before we got it (the form ended mid-file).
    if (stream.destroyed) {
      const cause = stream.errored ?? new Error("upload closed before the file ended");
      return reject(new BrokenUpload(cause.message, { cause }));
    }
    const chunks: Buffer[] = [];
    const stop = () => {
      clearTimeout(timer);
      stream.off("data", onData).off("end", onEnd).off("limit", onEnd);
      stream.off("error", onError).off("close", onClose);
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(new BrokenUpload(error.message, { cause: error }));
    };
    // Destroyed without an error (the request went away): no 'end' or 'error' will come.
    const onClose = () => onError(new Error("upload closed before the file ended"));
    const timer = setTimeout(() => {
      stop();
      // Unread, the rest would hold the parser; the route closes the connection after answering.
      stream.destroy();
      reject(new UploadTimeout(`file not received within ${deadlineMs} ms`));
    }, deadlineMs);
    // At the size limit the answer is known (fileTooLarge): no need to wait for the rest.
    stream.on("data", onData).once("end", onEnd).once("limit", onEnd);
    stream.once("error", onError).once("close", onClose);
  });
}

/** Decodes and re-encodes an image (upright, without metadata); invalidFile when it does not decode. */
async function reencode(bytes: Buffer, as: "jpeg" | "png"): Promise<Buffer> {
  try {
    const image = sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      sequentialRead: true,
      pages: 1,
    }).rotate();
    return await (as === "png" ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  } catch (error) {
    // sharp's own refusals (unknown format, truncated data, pixel limit) are plain errors; one
    // with a system code (out of memory) is ours.
    if (error instanceof Error && !("code" in error)) throw new AttachmentRefusal("invalidFile");
    throw error;
  }
}

/**
 * Stores one uploaded file under a random key: it is received whole first (at most
 * MAX_FILE_BYTES, within `deadlineMs`), its type is decided by its bytes, images are decoded and
 * re-encoded (turned upright, every metadata field including GPS dropped) in one of the image
 * slots, PDFs are stored as they are. Refusals throw AttachmentRefusal, a late file UploadTimeout;
 * the store's own failures are thrown as they are. Nothing is left in the store when this throws.
 */
export async function storeAttachment(
  file: IncomingFile,
  store: FileStore,
  deadlineMs: number,
  /** The store's folder: fault reports' attachments by default, committee receipts elsewhere. */
  folder = "defect-notices",
): Promise<StoredAttachment> {
  const bytes = await receiveWhole(file, deadlineMs);
  if (file.truncated()) throw new AttachmentRefusal("fileTooLarge");
  const detected = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  const kind = detected && KINDS[detected.mime];
  if (!kind) throw new AttachmentRefusal("invalidFile");
  const { store: as } = kind;
  const body = as === "asIs" ? bytes : await imageSlot(() => reencode(bytes, as));
  const storageKey = `${folder}/${randomUUID()}`;
  try {
    const { size } = await store.put(storageKey, body, kind.contentType);
    return { storageKey, contentType: kind.contentType, extension: kind.extension, size };
  } catch (error) {
    await store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
