// The demo world's stored files, made at seed time: apartment pictures drawn from SVG and turned
// into small JPEGs, and an emergency plan as a one-page PDF written by hand.
import sharp from "sharp";

export interface DemoImage {
  jpeg: Buffer;
  width: number;
  height: number;
  captionFi: string;
  captionSv: string;
  captionEn: string;
}

const WIDTH = 800;
const HEIGHT = 560;

/** A two-room floor plan: walls, doors and room names, the way a letting brochure draws one. */
const FLOOR_PLAN = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <g fill="none" stroke="#1f2933" stroke-width="10">
    <rect x="40" y="40" width="720" height="480"/>
    <line x1="420" y1="40" x2="420" y2="300"/><line x1="40" y1="300" x2="320" y2="300"/>
    <line x1="400" y1="300" x2="760" y2="300"/><line x1="240" y1="300" x2="240" y2="520"/>
  </g>
  <g fill="#d9f2e6"><rect x="45" y="45" width="370" height="250"/><rect x="425" y="45" width="330" height="250"/></g>
  <g font-family="sans-serif" font-size="26" fill="#1f2933" text-anchor="middle">
    <text x="230" y="175">Olohuone 21 m²</text><text x="590" y="175">Makuuhuone 12 m²</text>
    <text x="140" y="420">Kylpyhuone</text><text x="500" y="420">Keittiö ja eteinen</text>
  </g>
</svg>`;

/** The living room as a simple picture: window, sofa and floor. */
const LIVING_ROOM = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#f6efe4"/>
  <rect y="400" width="100%" height="160" fill="#c8a47e"/>
  <rect x="470" y="80" width="240" height="220" fill="#bfe3f5" stroke="#ffffff" stroke-width="14"/>
  <line x1="590" y1="80" x2="590" y2="300" stroke="#ffffff" stroke-width="10"/>
  <rect x="90" y="300" width="300" height="110" rx="20" fill="#1b998b"/>
  <rect x="70" y="270" width="40" height="140" rx="14" fill="#157a6e"/>
  <rect x="370" y="270" width="40" height="140" rx="14" fill="#157a6e"/>
  <circle cx="640" cy="440" r="40" fill="#7fd1b9"/>
</svg>`;

let images: Promise<DemoImage[]> | undefined;

/** Made once per process: every seed in a test run stores the same bytes. */
export function demoApartmentImages(): Promise<DemoImage[]> {
  const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  images ??= Promise.all([
    jpeg(FLOOR_PLAN).then((b) => ({
      jpeg: b,
      width: WIDTH,
      height: HEIGHT,
      captionFi: "Pohjapiirros: kaksio, 54,5 m²",
      captionSv: "Planritning: tvårummare, 54,5 m²",
      captionEn: "Floor plan: two rooms, 54.5 m²",
    })),
    jpeg(LIVING_ROOM).then((b) => ({
      jpeg: b,
      width: WIDTH,
      height: HEIGHT,
      captionFi: "Olohuone, ikkunat länteen",
      captionSv: "Vardagsrum, fönster mot väster",
      captionEn: "Living room, windows facing west",
    })),
  ]);
  return images;
}

/** PDF string literal: backslashes and parentheses escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A valid one-page PDF 1.4 (A4, Helvetica in WinAnsi so ä and ö print) with the plan's lines; the
 * cross-reference table's offsets are counted from the bytes written.
 */
export function emergencyPlanPdf(buildingName: string, lines: readonly string[]): Buffer {
  return onePagePdf(`Pelastussuunnitelma - ${buildingName}`, lines);
}

/** A one-page PDF with a heading and lines of text (the demo's documents). */
export function onePagePdf(heading: string, lines: readonly string[]): Buffer {
  const text = [
    "BT /F1 20 Tf 56 780 Td",
    `${literal(heading)} Tj`,
    "/F1 12 Tf 0 -36 Td 16 TL",
    ...lines.map((l) => `${literal(l)} '`),
    "ET",
  ].join("\n");
  const stream = Buffer.from(text, "latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
