/**
 * A minimal PDF writer for tests: pages of text placed at points, in Helvetica (regular or bold),
 * so the parser meets a real text layer with positions and sizes, and pages with none.
 */
export interface PdfText {
  text: string;
  x: number;
  /** From the top of the page, in points. */
  y: number;
  size: number;
  bold?: boolean;
}

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A page is text, or a JPEG image filling the page (a scan: no text layer). */
export type PdfPage = PdfText[] | { jpeg: Buffer; pixelWidth: number; pixelHeight: number };

export function writePdf(pages: readonly PdfPage[], width = 595, height = 842): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('');
  const pagesObj = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const kids: number[] = [];
  for (const page of pages) {
    if (!Array.isArray(page)) {
      const image = add(
        `<< /Type /XObject /Subtype /Image /Width ${page.pixelWidth} /Height ${page.pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n${page.jpeg.toString('latin1')}\nendstream`,
      );
      const draw = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
      const content = add(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${content} 0 R /Resources << /XObject << /Im1 ${image} 0 R >> >> >>`,
        ),
      );
      continue;
    }
    const texts = page;
    const stream = texts
      .map(
        (t) =>
          `BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${t.x} ${height - t.y - t.size} Td (${escape(t.text)}) Tj ET`,
      )
      .join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${content} 0 R /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
