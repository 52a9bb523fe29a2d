import { describe, expect, it } from 'vitest';
import { consoleStatus, submitConsoleJob } from '../../lib/background/model-jobs-console';
import { LocaleLensClient } from '../../lib/contract/client';
import type { ConsoleTask } from '../../lib/messaging/console-types';
import { PM, useDemoService } from './helpers';
import { drawLines } from './ocr-images';

/** The options page's model jobs console, through the typed client against the real service. */
const h = useDemoService();

async function settle(client: LocaleLensClient, tasks: ConsoleTask[]) {
  for (let i = 0; i < 800; i++) {
    const status = await consoleStatus(client, tasks);
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the job did not finish');
}

describe('model jobs console', () => {
  const { png } = drawLines([{ text: 'Quarterly report', font: '40px DejaVu Sans', x: 40, y: 60 }]);

  it('reads an image: markdown and blocks', async () => {
    const client = new LocaleLensClient({ baseUrl: h.url, bearer: await h.login(PM) });
    const tasks = await submitConsoleJob(client, {
      kind: 'image',
      file: png.toString('base64'),
      name: 'report.png',
      model: 'ocr-general',
    });
    const status = await settle(client, tasks);
    expect(status.status).toBe('completed');
    expect(status.markdown).toMatch(/Quarterly report/);
    expect(status.blocks[0]?.text).toMatch(/Quarterly report/);
  });

  it('parses a file as a document, sent as multipart', async () => {
    const client = new LocaleLensClient({ baseUrl: h.url, bearer: await h.login(PM) });
    const tasks = await submitConsoleJob(client, {
      kind: 'document',
      file: png.toString('base64'),
      name: 'report.png',
      model: 'pipeline',
    });
    const status = await settle(client, tasks);
    expect(status.status).toBe('completed');
    expect(status.markdown).toMatch(/Quarterly report/);
  });
});
