import type { LineToDraw } from './ocr-images';

/**
 * UI screenshots for OCR tests and the OCR bench, 800×600 each: plain lines in the fonts Debian
 * ships (DejaVu, Liberation), buttons, small badges beside labels, and banners, in light and
 * dark colours. Each entry is one visual line, expected back as its own block.
 */
const badge = (text: string, x: number, y: number, fill: string, background: string) => ({
  text,
  x,
  y,
  fill,
  background,
  pad: [6, 4] as [number, number],
  radius: 6,
});

export const UI_RENDERS: { name: string; lines: LineToDraw[] }[] = [
  {
    name: 'lines, a button and banners',
    lines: [
      { text: 'Order summary', font: 'bold 30px DejaVu Sans', x: 40, y: 24 },
      { text: 'Delivery within three days', font: '20px Liberation Serif', x: 40, y: 84 },
      {
        text: 'Pay securely',
        font: 'bold 24px Liberation Sans',
        x: 520,
        y: 84,
        fill: '#212121',
        background: '#ffd54f',
      },
      { text: 'Gift wrapping available', font: '18px DejaVu Sans Mono', x: 160, y: 160 },
      {
        text: 'Sale ends tonight',
        font: '22px DejaVu Serif',
        x: 60,
        y: 250,
        fill: '#ffffff',
        background: '#1565c0',
      },
      {
        text: 'Free shipping on all orders',
        font: '20px Liberation Sans',
        x: 60,
        y: 340,
        fill: '#1b5e20',
        background: '#c8e6c9',
      },
      { text: 'Track your parcel online', font: '22px Liberation Mono', x: 40, y: 420 },
      {
        text: 'Sign in',
        font: 'bold 18px DejaVu Sans',
        x: 620,
        y: 420,
        fill: '#ffffff',
        background: '#37474f',
      },
      { text: 'Questions? Contact support', font: '18px DejaVu Sans', x: 40, y: 530 },
    ],
  },
  {
    name: 'small badges beside labels',
    lines: [
      { text: 'Inbox', font: '20px DejaVu Sans', x: 40, y: 40 },
      { ...badge('New', 120, 42, '#ffffff', '#d32f2f'), font: 'bold 16px DejaVu Sans' },
      { text: 'Weekly reports', font: '20px Liberation Serif', x: 40, y: 130 },
      { ...badge('Beta', 200, 133, '#000000', '#ffb300'), font: 'bold 14px Liberation Sans' },
      { text: 'Team plans', font: '20px Liberation Sans', x: 40, y: 220 },
      { ...badge('Live', 170, 223, '#ffffff', '#2e7d32'), font: 'bold 15px DejaVu Sans' },
      { text: 'Price alerts', font: '20px DejaVu Serif', x: 40, y: 310 },
      { ...badge('Sale', 190, 313, '#ffffff', '#e65100'), font: 'bold 14px DejaVu Sans' },
      { text: 'Account', font: '18px DejaVu Sans Mono', x: 40, y: 400 },
      { ...badge('Pro', 150, 401, '#ffffff', '#6a1b9a'), font: 'bold 16px Liberation Sans' },
      { ...badge('New', 680, 40, '#ffffff', '#d32f2f'), font: 'bold 16px Liberation Sans' },
      { ...badge('Free', 520, 400, '#ffffff', '#0277bd'), font: 'bold 15px Liberation Serif' },
      { text: 'Your saved searches', font: '20px Liberation Sans', x: 40, y: 500 },
    ],
  },
  {
    name: 'buttons of many colours',
    lines: [
      { text: 'Choose how to continue', font: 'bold 26px Liberation Sans', x: 40, y: 30 },
      ...(
        [
          ['Add to cart', 'bold 18px Liberation Sans', 60, 110, '#ffffff', '#2e7d32'],
          ['Checkout', 'bold 20px DejaVu Sans', 420, 110, '#ffffff', '#1976d2'],
          ['Cancel', '18px DejaVu Sans', 60, 220, '#212121', '#e0e0e0'],
          ['Delete account', 'bold 16px Liberation Sans', 420, 220, '#ffffff', '#c62828'],
          ['Continue', 'bold 18px Liberation Serif', 60, 330, '#000000', '#ffca28'],
          ['Learn more', '16px DejaVu Sans Mono', 420, 330, '#ffffff', '#00897b'],
          ['Subscribe', 'bold 22px DejaVu Serif', 60, 440, '#ffffff', '#ad1457'],
          ['Download', 'bold 16px DejaVu Sans', 420, 440, '#ffffff', '#455a64'],
        ] as const
      ).map(([text, font, x, y, fill, background]) => ({
        text,
        font,
        x,
        y,
        fill,
        background,
        radius: 4,
      })),
      { text: 'You can change this later', font: '18px DejaVu Serif', x: 40, y: 540 },
    ],
  },
  {
    name: 'banners, dark and medium colours',
    lines: [
      {
        text: 'We use cookies to improve your visit',
        font: '18px DejaVu Sans',
        x: 40,
        y: 30,
        fill: '#eceff1',
        background: '#263238',
        wide: true,
      },
      { text: 'Latest news', font: 'bold 28px Liberation Serif', x: 40, y: 110 },
      {
        text: 'Summer collection now in stores',
        font: '22px Liberation Sans',
        x: 40,
        y: 200,
        fill: '#ffffff',
        background: '#5c6bc0',
        wide: true,
      },
      {
        text: 'Maintenance tonight from ten',
        font: '20px DejaVu Serif',
        x: 40,
        y: 300,
        fill: '#fff8e1',
        background: '#8d6e63',
        wide: true,
      },
      {
        text: 'Members save more every week',
        font: 'bold 18px DejaVu Sans',
        x: 40,
        y: 400,
        fill: '#ffffff',
        background: '#5b8c85',
        wide: true,
      },
      { text: 'Read the full story', font: '20px DejaVu Sans Mono', x: 40, y: 500 },
    ],
  },
];
