import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
  /** Defaults to "attachments". */
  field?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (and can break it). */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----portal${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "attachments"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export const validFields = {
  title: "Keittiön hana vuotaa",
  description: "Hanasta tippuu vettä koko ajan, myös kun se on kiinni.",
  defectClass: "repair",
  affectedArea: "apartment",
  hasPetsInApartment: "true",
  petsDescription: "Kissa, ujo mutta ystävällinen.",
  masterKeyAccessAllowed: "true",
  phone: "040 123 4567",
  language: "fi",
};

export const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#c04030" } })
    .jpeg()
    .toBuffer();

/** A photo whose bytes do not compress: about 150 KB at the default size, like a real one, only smaller. */
export const noisyPhoto = (width = 640, height = 480) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

export const pngImage = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: "#30c04080" } })
    .png()
    .toBuffer();

/** A JPEG as a phone takes it: camera make, GPS position, and rotated by its EXIF orientation. */
export const photoWithGps = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: "#4080c0" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Puhelin Oy", Model: "Kamera 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "60/1 10/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "24/1 56/1 789/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const minimalPdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );

/**
 * A decompression bomb: a tiny PNG whose header declares 20 000 × 20 000 pixels (1.6 GB once
 * decoded). The header's checksum is right, so only the pixel limit can stop it.
 */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await pngImage());
  // IHDR data starts at byte 16: width, height (big-endian), then 5 bytes; its CRC covers type + data.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** `bytes` of a PDF: right magic bytes, then filler. */
export const pdfOfSize = (bytes: number) => {
  const data = Buffer.alloc(bytes, 0x20);
  data.write("%PDF-1.4\n", 0);
  return data;
};
