// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ImageTranslate,
  type ImageTranslateProps,
} from '../../../../components/panel/images/image-translate';
import type { ImageJob } from '../../../../lib/messaging/image-types';

afterEach(cleanup);

const banner = { src: 'http://127.0.0.1/promo.png', alt: 'Summer sale', width: 640, height: 200 };
const job = (over: Partial<ImageJob> = {}): ImageJob => ({
  src: banner.src,
  sourceLocale: 'en',
  locale: 'es',
  status: 'completed',
  stage: null,
  blocks: [
    { text: 'Summer sale', translation: 'Venta de verano', bbox: [0, 0, 10, 10], confidence: 0.9 },
  ],
  error: null,
  showing: 'translated',
  translationModel: 'apertium',
  ...over,
});

function setup(over: Partial<ImageTranslateProps> = {}) {
  const props: ImageTranslateProps = {
    images: [banner, { ...banner, src: 'http://127.0.0.1/img/logo.png?v=2', alt: ' ' }],
    job: null,
    error: null,
    onRefresh: vi.fn(),
    onTranslate: vi.fn(),
    onShow: vi.fn(),
    onRedraw: vi.fn(),
    ...over,
  };
  const view = render(<ImageTranslate {...props} />);
  return { props, view };
}

describe('ImageTranslate', () => {
  it("lists the page's pictures by alt text or file name, and starts a translation", async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Translate this image: logo.png' }));
    expect(props.onTranslate).toHaveBeenCalledWith('http://127.0.0.1/img/logo.png?v=2');
    expect(screen.getByRole('button', { name: 'Translate this image: Summer sale' })).toBeTruthy();
  });

  it('shows the stage while the job runs, and offers no second job meanwhile', () => {
    setup({ job: job({ status: 'started', stage: 'translate', blocks: [] }) });
    expect(screen.getByRole('status').textContent).toBe('Translating the text…');
    const bar = screen.getByRole('progressbar', { name: 'Image translation' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['2', '3']);
    const start = screen.getByRole('button', { name: 'Translate this image: Summer sale' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
  });

  it('toggles between the translation and the original', async () => {
    const { props, view } = setup({ job: job() });
    await userEvent.click(screen.getByRole('button', { name: 'Show the original' }));
    expect(props.onShow).toHaveBeenCalledWith('original');
    view.rerender(<ImageTranslate {...props} job={job({ showing: 'original' })} />);
    const back = screen.getByRole('button', { name: 'Show the translation' });
    expect(back.getAttribute('aria-pressed')).toBe('false');
  });

  it('draws again with edited translations, and only once something changed', async () => {
    const { props } = setup({ job: job() });
    const redraw = screen.getByRole('button', {
      name: 'Draw the image again with these translations',
    }) as HTMLButtonElement;
    expect(redraw.disabled).toBe(true);
    const box = screen.getByRole('textbox', { name: 'Summer sale, in es' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Rebajas');
    await userEvent.click(redraw);
    expect(props.onRedraw).toHaveBeenCalledWith(banner.src, [
      expect.objectContaining({ text: 'Summer sale', translation: 'Rebajas' }),
    ]);
  });

  it('says why a job failed, as text', () => {
    const error = '<b>No engine</b> of the service translates English to ja';
    setup({ job: job({ status: 'failed', error, blocks: [] }) });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(screen.queryByRole('button', { name: 'Show the original' })).toBeNull();
  });
});
