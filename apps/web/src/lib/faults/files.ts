import { MAX_FILE_BYTES } from "@portal/schemas/faults.constants";

/** The kinds of file a report takes, told apart by their first bytes. */
export type FileKind = "jpeg" | "png" | "gif" | "webp" | "heic" | "pdf";

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

const HEIF_BRANDS = ["heic", "heix", "heif", "mif1", "msf1", "hevc"];

/**
 * What the first 12 bytes say the file is, whatever its name or declared type: a photo renamed
 * from a text file is not a photo. The server decides again by the same bytes and re-encodes images.
 */
export function sniffKind(bytes: Uint8Array): FileKind | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\x1a\n")) return "png";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  if (ascii(bytes, 4, "ftyp") && HEIF_BRANDS.some((brand) => ascii(bytes, 8, brand))) return "heic";
  if (ascii(bytes, 0, "%PDF-")) return "pdf";
  return undefined;
}

/** Whether a chosen file may be attached: an image or a PDF by its bytes, at most 5 MB. */
export async function isAcceptableFile(file: Blob): Promise<boolean> {
  if (file.size === 0 || file.size > MAX_FILE_BYTES) return false;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return sniffKind(head) !== undefined;
}

/** Whether the browser can show the file as a thumbnail. */
export function isPreviewable(file: File): boolean {
  return /^image\/(jpeg|png|gif|webp)$/.test(file.type);
}
