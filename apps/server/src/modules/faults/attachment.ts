import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { FileStore } from "../../integrations/files/file-store.ts";
import type { StoredAttachment } from "./faults.repository.ts";

/** Why an attachment was refused, as the field error the web translates. */
export class AttachmentRefusal extends Error {
  readonly reason: "invalidFile" | "fileTooLarge" | "tooManyFiles";
  constructor(reason: AttachmentRefusal["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

/** The upload itself broke off or was malformed midway: the client's doing, not the store's. */
export class BrokenUpload extends Error {
  override name = "BrokenUpload";
}

/**
 * Images larger than this many pixels are refused before decoding: a small file can declare a
 * huge canvas (a decompression bomb). 40 MP is more than any phone camera takes.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The magic bytes that file-type reads fit well within this. */
const HEAD_BYTES = 4100;

/** What each accepted type is stored as: images re-encoded (PNG keeps transparency), PDFs as sent. */
const KINDS: Record<string, { store: "jpeg" | "png" | "asIs"; contentType: string; extension: string }> = {
  "image/jpeg": { store: "jpeg", contentType: "image/jpeg", extension: "jpg" },
  "image/webp": { store: "jpeg", contentType: "image/jpeg", extension: "jpg" },
  "image/png": { store: "png", contentType: "image/png", extension: "png" },
  "image/gif": { store: "png", contentType: "image/png", extension: "png" },
  "application/pdf": { store: "asIs", contentType: "application/pdf", extension: "pdf" },
};

/**
 * One image decoded at a time: each may need tens of megabytes of pixels, so a burst of uploads
 * waits its turn (a photo takes well under a second) instead of growing the process.
 */
const IMAGE_SLOTS = 1;
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

/** Reads at least `bytes` (or the whole stream, if shorter) and stops the flow. */
function peek(stream: Readable, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The parser may have torn the stream down before we got it (the form ended mid-file).
    if (stream.destroyed) return reject(stream.errored ?? new Error("upload closed before the file ended"));
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      stream.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // Destroyed without an error (the request went away): no 'end' or 'error' will come.
    const onClose = () => onError(new Error("upload closed before the file ended"));
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length < bytes) return;
      stream.pause();
      onEnd();
    };
    stream.on("data", onData).once("end", onEnd).once("error", onError).once("close", onClose);
  });
}

/**
 * sharp's own refusals (unknown format, truncated data, pixel limit) are plain errors; a store's
 * failure passed back up the pipe carries a system code (ENOSPC) or S3's metadata, and is ours.
 */
const isDecodeError = (error: Error) =>
  !(error instanceof AttachmentRefusal) && !("code" in error) && !("$metadata" in error);

export interface IncomingFile {
  /** The upload's bytes as they arrive; the multipart parser stops it at the size limit. */
  stream: Readable;
  /** Set by the parser when the file went past the size limit. */
  truncated(): boolean;
}

/**
 * Streams one uploaded file into the store under a random key: its type is decided by its first
 * bytes, images are decoded and re-encoded (turned upright, every metadata field including GPS
 * dropped), PDFs stored as they are. Refusals throw AttachmentRefusal; the store's own failures are
 * thrown as they are. Nothing is left in the store when this throws.
 */
export async function storeAttachment(file: IncomingFile, store: FileStore): Promise<StoredAttachment> {
  let sourceFailure: Error | undefined;
  file.stream.once("error", (error) => (sourceFailure = error));
  const head = await peek(file.stream, HEAD_BYTES).catch((error: Error) => {
    throw new BrokenUpload(error.message, { cause: error });
  });
  const detected = head.length ? await fileTypeFromBuffer(head) : undefined;
  const kind = detected && KINDS[detected.mime];
  if (!kind) {
    file.stream.resume();
    throw new AttachmentRefusal(file.truncated() ? "fileTooLarge" : "invalidFile");
  }

  // The head, then the rest; ends in AttachmentRefusal when the parser cut the file at the limit.
  const source = Readable.from(
    (async function* () {
      yield head;
      for await (const chunk of file.stream) yield chunk as Buffer;
      if (file.truncated()) throw new AttachmentRefusal("fileTooLarge");
    })(),
    { objectMode: false },
  );

  const storageKey = `defect-notices/${randomUUID()}`;
  let decodeFailure: Error | undefined;
  const write = async () => {
    let body: Readable = source;
    if (kind.store !== "asIs") {
      const image = sharp({ limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, pages: 1 }).rotate();
      const encoder = kind.store === "png" ? image.png() : image.jpeg({ quality: 85 });
      encoder.once("error", (error) => (decodeFailure ??= error));
      source.once("error", (error) => encoder.destroy(error));
      body = source.pipe(encoder);
    }
    return store.put(storageKey, body, kind.contentType);
  };

  try {
    const { size } = kind.store === "asIs" ? await write() : await imageSlot(write);
    // Belt and braces: a file cut at the limit must never be kept, even if no error surfaced.
    if (file.truncated()) throw new AttachmentRefusal("fileTooLarge");
    return { storageKey, contentType: kind.contentType, extension: kind.extension, size };
  } catch (error) {
    await store.delete(storageKey).catch(() => undefined);
    if (error instanceof AttachmentRefusal) throw error;
    if (file.truncated()) throw new AttachmentRefusal("fileTooLarge");
    if (decodeFailure && isDecodeError(decodeFailure) && !sourceFailure)
      throw new AttachmentRefusal("invalidFile");
    if (sourceFailure) throw new BrokenUpload(sourceFailure.message, { cause: sourceFailure });
    throw error;
  }
}
