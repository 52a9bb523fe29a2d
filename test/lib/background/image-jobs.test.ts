import { describe, expect, it, vi } from 'vitest';
import { isPngBase64, toBase64 } from '../../../lib/background/image-bytes';
import { createImageJobs } from '../../../lib/background/image-jobs';
import type { LocaleLensClient } from '../../../lib/contract/client';
import type { RegisteredModel } from '../../../lib/contract/model-jobs';

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);
const apertium: RegisteredModel = {
  name: 'apertium',
  kind: 'translation',
  tasks: ['translate'],
  languages: ['en', 'es', 'fr'],
  ready: true,
};
const block = { text: 'Summer sale', translation: 'Venta', bbox: [0, 0, 9, 9], confidence: 1 };

function setup(opts: { mayRead?: boolean; image?: Uint8Array<ArrayBuffer>; result?: string } = {}) {
  const calls: { id: string; input: unknown }[] = [];
  const client = {
    models: async () => ({ models: [apertium] }),
    call: async (id: string, input: unknown) => {
      calls.push({ id, input });
      if (id === 'submitItrpDemo') return { task_id: 't1', status: 'queued' };
      return {
        task_id: 't1',
        status: 'completed',
        error: null,
        result: {
          image: opts.result ?? toBase64(PNG),
          blocks: [block],
          ocr_model: 'ocr-table',
          translation_model: 'apertium',
          timings_ms: { ocr: 1, translate: 1, render: 1 },
        },
      };
    },
  } as unknown as LocaleLensClient;
  const show = vi.fn(async () => true);
  const fetcher = vi.fn(async () => new Response(opts.image ?? PNG));
  const jobs = createImageJobs({
    client: () => client,
    mayRead: async () => opts.mayRead ?? true,
    show,
    reveal: vi.fn(async () => undefined),
    fetch: fetcher as unknown as typeof fetch,
    sleep: async () => undefined,
  });
  return { jobs, calls, show, fetcher };
}

const settle = async (jobs: ReturnType<typeof createImageJobs>) =>
  vi.waitFor(async () => {
    const job = await jobs.get(1);
    if (job?.status !== 'completed' && job?.status !== 'failed') throw new Error('running');
    return job;
  });

describe('translating a page image', () => {
  it('reads the image, runs the pipeline, and lays the PNG over the page image', async () => {
    const { jobs, calls, show } = setup();
    await jobs.start(1, 'http://127.0.0.1/banner.png', 'es');
    const job = await settle(jobs);
    expect(job).toMatchObject({ status: 'completed', showing: 'translated', locale: 'es' });
    expect(job.blocks).toEqual([block]);
    expect(calls[0]).toMatchObject({
      id: 'submitItrpDemo',
      input: { body: { source_lang: 'en', target_lang: 'es', translation_model: 'apertium' } },
    });
    expect(show).toHaveBeenCalledWith(
      1,
      'http://127.0.0.1/banner.png',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('draws edited blocks on the same image without reading it again', async () => {
    const { jobs, calls, fetcher } = setup();
    await jobs.start(1, 'http://127.0.0.1/banner.png', 'es');
    await settle(jobs);
    const edited = [{ ...block, translation: 'Rebajas' } as never];
    await jobs.start(1, 'http://127.0.0.1/banner.png', 'es', edited);
    await settle(jobs);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.id === 'submitItrpDemo')[1]?.input).toMatchObject({
      body: { blocks: edited },
    });
  });

  it('says in words when no engine reaches the language, Japanese included', async () => {
    const { jobs, fetcher } = setup();
    expect((await jobs.start(1, 'http://127.0.0.1/b.png', 'de'))?.error).toMatch(
      /No machine translation engine of the service translates en to de/,
    );
    expect((await jobs.start(1, 'http://127.0.0.1/b.png', 'ja'))?.error).toMatch(
      /Apertium has no pair for it: it needs a remote engine/,
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reads nothing from a site Locale Lens is not on for, and only PNG or JPEG', async () => {
    expect(
      (await setup({ mayRead: false }).jobs.start(1, 'https://cdn.example/b.png', 'es'))?.error,
    ).toMatch(/not on for cdn\.example/);
    const gif = new TextEncoder().encode('GIF89a......');
    expect((await setup({ image: gif }).jobs.start(1, 'http://127.0.0.1/b.gif', 'es'))?.error).toBe(
      'Only PNG and JPEG images can be translated.',
    );
  });

  it('shows nothing the service sends that is not a PNG', async () => {
    const { jobs, show } = setup({ result: btoa('<svg onload=alert(1)>') });
    await jobs.start(1, 'http://127.0.0.1/b.png', 'es');
    expect((await settle(jobs)).error).toBe('The service sent no PNG image.');
    expect(show).not.toHaveBeenCalled();
    expect(isPngBase64('not base64!')).toBe(false);
  });
});
