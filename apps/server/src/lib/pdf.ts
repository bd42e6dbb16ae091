// A one-page PDF of plain text lines, without a library: receipts are a heading and some lines,
// and a PDF library would be the server's heaviest dependency for that. Helvetica with the
// WinAnsi encoding covers Finnish, Swedish and English (ä, ö, å, é, €).

export interface PdfLine {
  text: string;
  /** Bold, larger: a heading. */
  heading?: boolean;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const MAX_CHARS = 90;

/** WinAnsi bytes of a string; characters it lacks become "?". */
function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === "€") bytes.push(0x80);
    else if (ch === "–") bytes.push(0x96);
    else if (ch === "—") bytes.push(0x97);
    else if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A PDF string literal: ( ) and \ escaped, bytes above 127 as octal escapes. */
function literal(text: string): string {
  return `(${winAnsi(text)
    .map((b) => {
      if (b === 0x28 || b === 0x29 || b === 0x5c) return `\\${String.fromCharCode(b)}`;
      if (b > 0x7e) return `\\${b.toString(8).padStart(3, "0")}`;
      return String.fromCharCode(b);
    })
    .join("")})`;
}

/** Breaks a line at spaces so it fits the page. */
function wrap(text: string, max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > max) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  out.push(current);
  return out;
}

/** The PDF's bytes: the lines from the top of one A4 page (what does not fit is cut). */
export function textPdf(title: string, lines: PdfLine[]): Buffer {
  const ops: string[] = ["BT"];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.heading ? 16 : 11;
    const font = line.heading ? "/F2" : "/F1";
    for (const part of line.text === "" ? [""] : wrap(line.text, line.heading ? 60 : MAX_CHARS)) {
      y -= size + 6;
      if (y < MARGIN) break;
      ops.push(`${font} ${size} Tf 1 0 0 1 ${MARGIN} ${y} Tm ${literal(part)} Tj`);
    }
  }
  ops.push("ET");
  const content = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${literal(title)} /Producer (Resident portal) >>`,
  ];
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
