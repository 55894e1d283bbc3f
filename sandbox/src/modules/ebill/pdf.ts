// A minimal, valid PDF 1.4 writer for the bill documents (no library: the sandbox has none and needs only text).
// One or more A4 pages of Helvetica text; the cross-reference table is computed from real byte offsets, so readers
// (browsers, pdf.js, poppler) open the file without repairing it. Text is written in WinAnsiEncoding: Romanian
// letters outside it (ă, ș, ț, …) are written without their diacritics.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 16;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT);

export interface PdfLine {
  text: string;
  /** Font size in points (default 11); 14 and above are bold. */
  size?: number;
}

export interface PdfDocument {
  title: string;
  author: string;
  lines: PdfLine[];
}

/** ASCII for the standard fonts: diacritics dropped (ș → s, ț → t, ă → a, î → i, â → a), anything else → "?". */
export function pdfText(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export function buildPdf(doc: PdfDocument): Buffer {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < Math.max(doc.lines.length, 1); i += LINES_PER_PAGE) pages.push(doc.lines.slice(i, i + LINES_PER_PAGE));

  // Objects: 1 catalog, 2 pages, 3 font, 4 bold font, 5 info, then per page: page object + content stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, k) => 6 + 2 * k);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${pdfText(doc.title)}) /Author (${pdfText(doc.author)}) /Producer (Aria sandbox) >>`;
  pages.forEach((lines, k) => {
    let y = PAGE_HEIGHT - MARGIN;
    const ops = ["BT"];
    for (const line of lines) {
      const size = line.size ?? 11;
      ops.push(`/${size >= 14 ? "F2" : "F1"} ${size} Tf 1 0 0 1 ${MARGIN} ${y} Tm (${pdfText(line.text)}) Tj`);
      y -= size >= 14 ? LINE_HEIGHT + 6 : LINE_HEIGHT;
    }
    ops.push("ET");
    const stream = ops.join("\n");
    objects[pageIds[k]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[k] + 1} 0 R >>`;
    objects[pageIds[k] + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, "latin1");
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
