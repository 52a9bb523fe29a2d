import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { writeDocx } from './docx-writer';
import { expectValidation, TRANSLATOR, useDemoService } from './helpers';
import { writePdf, type PdfText } from './pdf-writer';

/** Document parsing over HTTP (multipart): PDFs built here, a scanned page, a Word document. */
const h = useDemoService();

async function parse(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const bearer = await h.login(TRANSLATOR);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)]), name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${h.url}/documents/parse`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
  });
  const sub = { status: res.status, body: (await res.json()) as Record<string, unknown> };
  if (sub.status !== 202) return { sub, task: null };
  for (let i = 0; i < 600; i++) {
    const task = await h.call('GET', `/documents/parse/${String(sub.body.task_id)}`, { bearer });
    if (task.body.status === 'completed' || task.body.status === 'failed')
      return { sub, task: task.body };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('parse did not end');
}

const POLICY: PdfText[] = [
  { text: 'Shipping policy', x: 50, y: 50, size: 26, bold: true },
  { text: 'We ship every order within two working days.', x: 50, y: 110, size: 12 },
  { text: 'Returns are free for sixty days.', x: 50, y: 126, size: 12 },
  { text: '- Track your parcel online', x: 50, y: 170, size: 12 },
  { text: '- Change the address before dispatch', x: 50, y: 188, size: 12 },
  ...[
    ['Zone', 'Price', 'Days'],
    ['Europe', '5.00', '2-3'],
    ['World', '15.00', '5-9'],
  ].flatMap((row, i) =>
    row.map((text, j) => ({ text, x: 50 + j * 160, y: 240 + i * 22, size: 12 })),
  ),
];

describe('document parsing', () => {
  it('reads a PDF text layer: heading, paragraph, list and table, with boxes on the page', async () => {
    const { sub, task } = await parse(writePdf([POLICY]), 'policy.pdf');
    expect(sub.body.status).toBe('queued');
    expect(task).toMatchObject({
      status: 'completed',
      result: { backend: 'hybrid-auto-engine', parse_method: 'auto' },
    });
    const md: string = task.result.markdown;
    expect(md).toMatch(/^#+ Shipping policy/);
    expect(md).toContain(
      'We ship every order within two working days. Returns are free for sixty days.',
    );
    expect(md).toContain('- Track your parcel online\n- Change the address before dispatch');
    expect(md).toContain('| Zone | Price | Days |\n| --- | --- | --- |\n| Europe | 5.00 | 2-3 |');
    const [page] = task.result.pages;
    expect(page).toMatchObject({ index: 0, width: 595, height: 842 });
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'table',
    ]);
    for (const b of page.blocks) {
      expect(b.bbox[0]).toBeGreaterThanOrEqual(49);
      expect(b.bbox[1] + b.bbox[3]).toBeLessThanOrEqual(842);
    }
  });

  it('turns tables into plain lines when table_enable is false', async () => {
    const { task } = await parse(writePdf([POLICY]), 'policy.pdf', {
      table_enable: 'false',
      backend: 'pipeline',
    });
    expect(task.result.backend).toBe('pipeline');
    expect(task.result.markdown).not.toContain('| Zone');
  });

  it('reads a scanned page (no text layer) by OCR', async () => {
    const canvas = createCanvas(1190, 1684);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 1190, 1684);
    g.fillStyle = '#111';
    g.font = 'bold 56px DejaVu Sans';
    g.fillText('Care instructions', 100, 160);
    g.font = '30px DejaVu Sans';
    g.fillText('Wash the mug by hand in warm water.', 100, 280);
    const jpeg = canvas.toBuffer('image/jpeg', 92);
    const { task } = await parse(
      writePdf([{ jpeg, pixelWidth: 1190, pixelHeight: 1684 }]),
      'scan.pdf',
    );
    expect(task.status).toBe('completed');
    expect(task.result.markdown).toMatch(/^#+ Care instructions/);
    expect(task.result.markdown).toContain('Wash the mug by hand in warm water.');
  });

  it('reads a Word document with its table', async () => {
    const docx = writeDocx([
      { heading: 'Returns', level: 1 },
      { paragraph: 'Send the item back within sixty days.' },
      { bullet: 'Keep the receipt' },
      {
        table: [
          ['Item', 'Refund'],
          ['Mug', 'Full'],
        ],
      },
    ]);
    const { task } = await parse(docx, 'returns.docx');
    expect(task.status).toBe('completed');
    expect(task.result.markdown).toBe(
      '# Returns\n\nSend the item back within sixty days.\n\n- Keep the receipt\n\n| Item | Refund |\n| --- | --- |\n| Mug | Full |',
    );
  });

  it.each([
    [
      { backend: 'vlm-auto-engine' },
      Buffer.from('%PDF-1.4'),
      'backend',
      'The vlm-auto-engine backend is not available here; use hybrid-auto-engine or pipeline',
    ],
    [
      {},
      Buffer.from('just text'),
      'file',
      'The file is not a PDF, a Word document (DOCX) or a PNG or JPEG image',
    ],
  ])('refuses %j with a 422 that says what would work', async (fields, file, field, msg) => {
    const { sub } = await parse(file, 'x.bin', fields as Record<string, string>);
    expect(sub.status).toBe(422);
    expect((sub.body.detail as { loc: string[]; msg: string }[])[0]).toMatchObject({
      loc: ['body', field],
      msg,
    });
  });

  it('answers 422 when the body is not multipart', async () => {
    const bearer = await h.login(TRANSLATOR);
    const detail = expectValidation(
      await h.call('POST', '/documents/parse', { bearer, body: { file: 'x' } }),
    );
    expect(detail[0]!.msg).toBe('The body must be multipart/form-data');
  });
});
