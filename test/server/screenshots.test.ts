import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../lib/contract/assumed';
import {
  expectError,
  expectValidation,
  MASTER,
  PUBLISHABLE,
  useDemoService,
  useDemoSessions,
} from './helpers';
import { rowPicker, type SeedRow } from './seed-rows';

/** Screenshots of keys over HTTP: images checked by their bytes, who may do what, staleness, retention. */
let clock = Date.now();
const h = useDemoService({ now: () => (clock += 1) });
const sessions = useDemoSessions(h);
const pick = rowPicker();

const BASE = '/api/integrations/screenshots';
const BOX = { x: 40, y: 120, width: 200, height: 24 };

/** A real image of the given size, with something drawn so it is not blank. */
function image(type: 'png' | 'webp', width = 320, height = 80): string {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.strokeStyle = '#e11';
  g.strokeRect(10, 10, width - 20, height - 20);
  const bytes = type === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/webp');
  return bytes.toString('base64');
}

const where = (row: SeedRow, locale: string = row.locale) => ({
  locale,
  namespace: row.namespace,
  key: row.key,
});
/** A row of any state: attaching a screenshot does not depend on it. */
function anyRow(): SeedRow {
  for (const kind of ['mt', 'review', 'empty', 'delivered', 'locked', 'missing'] as const) {
    try {
      return pick(kind);
    } catch {
      /* none of this kind left: the next */
    }
  }
  throw new Error('the demo seed has no rows left');
}
const upload = (key: string, body: Record<string, unknown>) =>
  h.call('POST', BASE, {
    key,
    body: { page_url: 'http://shop.test/', box: BOX, image: image('png'), ...body },
  });
const list = (key: string, q: Record<string, string>) =>
  h.call('GET', `${BASE}?${new URLSearchParams(q)}`, { key });

describe('attaching a screenshot to a key', () => {
  it('keeps a PNG a translator captured, and serves it with its size and who took it', async () => {
    const row = pick('draft');
    const added = await upload(sessions.translator, {
      ...where(row),
      page_url: 'http://shop.test/cart#top',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      media_type: 'image/png',
      width: 320,
      height: 80,
      page_url: 'http://shop.test/cart',
      box: BOX,
      captured_by: { name: 'Tomás Translator' },
      stale: null,
    });
    const { body } = await list(sessions.reviewer, where(row));
    expect(body.screenshots.map((s: { id: string }) => s.id)).toEqual([added.body.id]);
    const one = await h.call('GET', `${BASE}/${added.body.id}`, { key: MASTER });
    expect(one.status).toBe(200);
    expect(Buffer.from(one.body.image, 'base64').length).toBe(added.body.bytes);
    expect(one.body.image.slice(0, 8)).toBe(image('png').slice(0, 8));
  });

  it('takes a WebP too, and a screenshot of the source language', async () => {
    const row = anyRow();
    const webp = await upload(MASTER, { ...where(row), image: image('webp', 64, 32) });
    expect(webp.body).toMatchObject({ media_type: 'image/webp', width: 64, height: 32 });
    const source = await upload(sessions.pm, where(row, 'en'));
    expect(source.status).toBe(201);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['text', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG cut off after its signature', Buffer.from(image('png'), 'base64').subarray(0, 12)],
    [
      'a RIFF that is not WebP',
      Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00', 'latin1'),
    ],
  ])('refuses %s with UNSUPPORTED_IMAGE, not a 500', async (_, bytes) => {
    const res = await upload(MASTER, { ...where(anyRow()), image: bytes.toString('base64') });
    expectError(res, 422, 'UNSUPPORTED_IMAGE');
  });

  it('refuses an image over the size limit, a data: URL and a page that is not http', async () => {
    const row = where(anyRow());
    const big = Buffer.alloc(LIMITS.screenshotBytes + 1, 1).toString('base64');
    const r = await upload(MASTER, { ...row, image: big });
    expect(expectValidation(r)[0]!.loc).toContain('image');
    const dataUrl = `data:image/png;base64,${image('png')}`;
    expectValidation(await upload(MASTER, { ...row, image: dataUrl }));
    expectValidation(await upload(MASTER, { ...row, page_url: 'file:///etc/passwd' }));
    // Far over: refused with a 413 as the body streams, never read whole.
    const huge = 'A'.repeat(LIMITS.screenshotBytes * 2);
    expectError(await upload(MASTER, { ...row, image: huge }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('who may attach and read screenshots', () => {
  it('refuses a publishable key both, and says so in the contract shape', async () => {
    const row = where(anyRow());
    expectError(await upload(PUBLISHABLE, row), 403, 'READ_ONLY_KEY');
    expectError(await list(PUBLISHABLE, row), 403, 'FORBIDDEN');
    const added = await upload(MASTER, row);
    expectError(
      await h.call('GET', `${BASE}/${added.body.id}`, { key: PUBLISHABLE }),
      403,
      'FORBIDDEN',
    );
  });

  it('answers 404 for a key or language the project does not have, and 401 without a key', async () => {
    expectError(
      await upload(MASTER, { locale: 'es', namespace: 'common', key: 'no.such.key' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await upload(MASTER, { ...where(anyRow()), locale: 'pt' }),
      404,
      'LOCALE_NOT_FOUND',
    );
    expectError(await h.call('GET', `${BASE}/nope`, { key: MASTER }), 404, 'NOT_FOUND');
    expect((await h.call('GET', `${BASE}?locale=es&namespace=common&key=x`)).status).toBe(401);
  });
});

describe('a screenshot that went stale', () => {
  it("says so once the key's text changed since the capture", async () => {
    const row = pick('draft');
    await upload(sessions.translator, where(row));
    const saved = await h.call('POST', '/api/integrations/targets/save', {
      key: sessions.translator,
      body: { ...where(row), rows: [{ key: row.key, text: 'Otro texto', base_text: row.text }] },
    });
    expect(saved.body.results[row.key].ok).toBe(true);
    const { body } = await list(sessions.translator, where(row));
    expect(body.screenshots[0].stale).toBe('text');
    // A capture after the change is current again.
    await upload(sessions.translator, where(row));
    expect((await list(sessions.translator, where(row))).body.screenshots[0].stale).toBeNull();
  });

  it('says so when asked with a box that moved, not for a pixel or two', async () => {
    const row = where(anyRow());
    await upload(MASTER, row);
    const stale = async (box: string) =>
      (await list(MASTER, { ...row, box })).body.screenshots[0].stale;
    expect(await stale('41,121,201,25')).toBeNull();
    expect(await stale('40,320,200,24')).toBe('box');
    expect(await stale('40,120,260,24')).toBe('box');
    expectValidation(await list(MASTER, { ...row, box: '1,2,three,4' }));
  });
});

describe('how many screenshots are kept', () => {
  it(`keeps the newest ${LIMITS.screenshotsKept} per page, newest first`, async () => {
    const row = where(anyRow());
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.screenshotsKept + 2; i++)
      ids.push((await upload(MASTER, row)).body.id);
    const other = await upload(MASTER, { ...row, page_url: 'http://shop.test/other' });
    const onPage = await list(MASTER, { ...row, page_url: 'http://shop.test/' });
    expect(onPage.body.screenshots.map((s: { id: string }) => s.id)).toEqual(
      ids.slice(-LIMITS.screenshotsKept).reverse(),
    );
    const all = await list(MASTER, row);
    expect(all.body.screenshots[0].id).toBe(other.body.id);
    expect(all.body.screenshots).toHaveLength(LIMITS.screenshotsKept + 1);
    expectError(await h.call('GET', `${BASE}/${ids[0]}`, { key: MASTER }), 404, 'NOT_FOUND');
  });

  it(`keeps ${LIMITS.screenshotPages} pages per key and language, dropping the oldest page`, async () => {
    const row = where(anyRow());
    for (let i = 0; i <= LIMITS.screenshotPages; i++)
      await upload(MASTER, { ...row, page_url: `http://shop.test/p${i}` });
    const pages = (await list(MASTER, row)).body.screenshots.map(
      (s: { page_url: string }) => s.page_url,
    );
    expect(pages).toHaveLength(LIMITS.screenshotPages);
    expect(pages).not.toContain('http://shop.test/p0');
    expect(pages[0]).toBe(`http://shop.test/p${LIMITS.screenshotPages}`);
  });
});
