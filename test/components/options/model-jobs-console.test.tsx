// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModelJobsConsole } from '../../../components/options/model-jobs-console';
import type { Ask } from '../../../lib/messaging/ask';
import type { ConsoleStatus } from '../../../lib/messaging/console-types';

afterEach(cleanup);
beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:upload');
  URL.revokeObjectURL = vi.fn();
});

const done: ConsoleStatus = {
  status: 'completed',
  stage: null,
  markdown: '# Summer sale\n\nFree shipping',
  blocks: [{ text: 'Summer sale', bbox: [10, 20, 100, 40], page: 0 }],
  error: null,
};

function setup(statuses: ConsoleStatus[]) {
  const calls: [string, unknown][] = [];
  const ask = vi.fn(async (type: string, payload?: unknown) => {
    calls.push([type, payload]);
    if (type === 'modelJobs.models')
      return { ocr: ['ocr-general', 'ocr-table'], documents: ['hybrid-auto-engine', 'pipeline'] };
    if (type === 'modelJobs.submit') return [{ route: 'ocr', taskId: 't1' }];
    return statuses.shift() ?? done;
  }) as unknown as Ask;
  const download = vi.fn();
  render(
    <ModelJobsConsole ask={ask} readBase64={async () => 'iVBORw0KGgo='} download={download} />,
  );
  return { calls, download };
}

const upload = (name: string, type: string) =>
  userEvent.upload(
    screen.getByLabelText('Image or document'),
    new File([new Uint8Array([1, 2, 3])], name, { type }),
  );

describe('ModelJobsConsole', () => {
  it('submits an image with the OCR model picked, and shows the status as it moves', async () => {
    const { calls } = setup([{ ...done, status: 'queued', markdown: null, blocks: [] }]);
    await upload('banner.png', 'image/png');
    const select = screen.getByRole('combobox', { name: 'OCR model' });
    await userEvent.selectOptions(select, 'ocr-table');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(calls.find(([t]) => t === 'modelJobs.submit')?.[1]).toEqual({
      kind: 'image',
      file: 'iVBORw0KGgo=',
      name: 'banner.png',
      model: 'ocr-table',
    });
    await screen.findByText('Queued');
    await screen.findByText('Completed', {}, { timeout: 3000 });
    expect(screen.getByLabelText('Markdown').textContent).toBe(done.markdown);
    expect(screen.getByRole('list', { name: 'Blocks' }).textContent).toBe('Summer sale');
  });

  it('draws the blocks over the image and downloads the markdown', async () => {
    const { download } = setup([]);
    await upload('banner.png', 'image/png');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const img = await screen.findByRole('img', { name: 'banner.png, with the blocks found' });
    Object.defineProperty(img, 'naturalWidth', { value: 200 });
    Object.defineProperty(img, 'naturalHeight', { value: 100 });
    fireEvent.load(img);
    const box = document.querySelector<HTMLElement>('.ocr-box')!;
    expect([box.style.left, box.style.top, box.style.width, box.style.height]).toEqual([
      '5%',
      '20%',
      '50%',
      '40%',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Download markdown' }));
    expect(download).toHaveBeenCalledWith('banner.md', expect.any(Blob));
  });

  it('offers the parser backends for a document', async () => {
    const { calls } = setup([]);
    await upload('guide.pdf', 'application/pdf');
    expect(screen.getByRole('combobox', { name: 'Parser' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(calls.find(([t]) => t === 'modelJobs.submit')?.[1]).toMatchObject({
      kind: 'document',
      model: 'hybrid-auto-engine',
    });
  });
});
