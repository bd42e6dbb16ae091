import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "@portal/schemas/faults.constants";
import { isAcceptableFile, sniffKind } from "./files.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "number" ? [v] : [...v].map((c) => c.charCodeAt(0)))));

describe("telling a file's kind by its first bytes", () => {
  it("knows JPEG, PNG, GIF, WebP, HEIC and PDF", () => {
    expect(sniffKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffKind(bytes(0x89, "PNG\r\n", 0x1a, "\n"))).toBe("png");
    expect(sniffKind(bytes("GIF89a"))).toBe("gif");
    expect(sniffKind(bytes("RIFF", 0, 0, 0, 0, "WEBP"))).toBe("webp");
    expect(sniffKind(bytes(0, 0, 0, 24, "ftypheic"))).toBe("heic");
    expect(sniffKind(bytes("%PDF-1.7"))).toBe("pdf");
  });

  it("refuses text and other files whatever they are called", () => {
    expect(sniffKind(bytes("hello world!"))).toBeUndefined();
    expect(sniffKind(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeUndefined();
    expect(sniffKind(new Uint8Array())).toBeUndefined();
  });
});

describe("whether a chosen file may be attached", () => {
  const png = bytes(0x89, "PNG\r\n", 0x1a, "\n", 0, 0, 0, 13);

  it("takes an image up to 5 MB exactly", async () => {
    expect(await isAcceptableFile(new File([png], "photo.png"))).toBe(true);
    const padded = new Uint8Array(MAX_FILE_BYTES);
    padded.set(png);
    expect(await isAcceptableFile(new File([padded], "big.png"))).toBe(true);
  });

  it("refuses a byte over 5 MB, an empty file and a text file named .jpg", async () => {
    const tooBig = new Uint8Array(MAX_FILE_BYTES + 1);
    tooBig.set(png);
    expect(await isAcceptableFile(new File([tooBig], "big.png"))).toBe(false);
    expect(await isAcceptableFile(new File([], "empty.png"))).toBe(false);
    expect(await isAcceptableFile(new File(["not a photo"], "photo.jpg", { type: "image/jpeg" }))).toBe(
      false,
    );
  });
});
