import { createCanvas } from '@napi-rs/canvas';

/**
 * The demo shop's promotional banner: an image with English text in it, so that translating a
 * page image can be tried on the demo. Drawn with the machine's fonts when the service starts
 * rather than shipped as a file, so its text stays what the tests expect.
 */
export const BANNER_PATH = 'promo-banner.png';
export const BANNER_WIDTH = 640;
export const BANNER_HEIGHT = 200;
/** The banner's lines, each in its own solid band so OCR reads each as one block. */
export const BANNER_LINES = ['Summer sale', 'Free shipping on all orders'] as const;

const FONT = '"DejaVu Sans", "Noto Sans", sans-serif';

export function renderBanner(): Buffer {
  const canvas = createCanvas(BANNER_WIDTH, BANNER_HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff4d6';
  g.fillRect(0, 0, BANNER_WIDTH, BANNER_HEIGHT);
  g.fillStyle = '#1d3557';
  g.fillRect(0, 0, BANNER_WIDTH, 104);
  g.textBaseline = 'middle';
  g.fillStyle = '#ffffff';
  g.font = `bold 40px ${FONT}`;
  g.fillText(BANNER_LINES[0], 40, 52);
  g.fillStyle = '#1d3557';
  g.font = `30px ${FONT}`;
  g.fillText(BANNER_LINES[1], 40, 152);
  return canvas.toBuffer('image/png');
}

let rendered: Buffer | null = null;
/** Rendered once, on first use (the service asks at start). */
export const bannerPng = (): Buffer => (rendered ??= renderBanner());
