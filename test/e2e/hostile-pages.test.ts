import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIL, hostilePages } from './attack/hostile-pages';
import { startAttackServer, type AttackServer } from './attack/server';
import { hoverCardText, inOverlay } from './closed-shadow';
import { startE2E, whole, type E2E } from './extension-harness';
import { eventually } from './panel-helpers';

/** The content script on pages built to break it: it keeps working, and nothing of theirs runs. */
let e2e: E2E;
let attack: AttackServer;

beforeAll(async () => {
  e2e = await startE2E();
  attack = await startAttackServer(hostilePages);
});
afterAll(async () => {
  await e2e?.close();
  await attack?.close();
});

async function open(path: string): Promise<Page> {
  const page = await e2e.context.newPage();
  await page.goto(`${attack.url}${path}`);
  return page;
}

const keysOf = async (page: Page, until: (keys: string[]) => boolean) =>
  (await e2e.report(page, (r) => until(r.keys.map((k) => k.key)))).keys.map((k) => k.key);

/** Whether the overlay's own stylesheet applies: its layer is positioned by it. */
const overlayStyled = (page: Page) =>
  inOverlay<string>(
    page,
    'function () { return getComputedStyle(this.querySelector(".layer")).position; }',
  );

describe('a page with a strict Content-Security-Policy', () => {
  it('still gets the overlay, styled, with its keys counted', async () => {
    const page = await open('/csp.html');
    await keysOf(page, (k) => k.includes('nav.home') && k.includes('header.tagline'));
    expect(await overlayStyled(page)).toBe('absolute');
    const snapshot = await e2e.ask('lens.snapshot', { tabId: await e2e.tabIdOf(page) });
    expect(snapshot?.items).toBe(2);
    await page.close();
  });
});

describe('a page that sabotages the DOM, JSON and messaging, and plants markup as keys', () => {
  it('is scanned as usual; its markup runs nowhere and is shown as text; nothing is written', async () => {
    const page = await open('/sabotage.html');
    const tabId = await e2e.tabIdOf(page);
    const keys = await keysOf(page, (k) => k.includes(EVIL.key) && k.includes(EVIL.marker));
    expect(keys).toEqual(expect.arrayContaining(['nav.home', 'header.tagline', 'nav.cart']));
    // The bad target name is dropped; the same element's other keys are kept.
    const report = whole(await e2e.ask('page.report', { tabId }));
    expect(report.keys.every((k) => /^(text|attr:[a-z-]+)$/.test(k.where))).toBe(true);

    const box = (await page.locator('#evil-key').boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await expect.poll(() => hoverCardText(page)).toContain(`common:${EVIL.key}`);
    const planted = await inOverlay<number>(
      page,
      'function () { return this.querySelectorAll("img, script, svg, iframe").length; }',
    );
    expect(planted).toBe(0);
    expect(await overlayStyled(page)).toBe('absolute');

    // A look-alike message posted every 5 ms meanwhile: none was taken for one of ours.
    expect(
      await page.evaluate(() => (window as never as { pwned?: number }).pwned),
    ).toBeUndefined();
    expect(await e2e.ask('outbox.list')).toEqual([]);
    expect((await e2e.ask('panel.page', { tabId })).selected).toBeNull();
    expect((await e2e.ask('auth.state')).mode).toBe('demo');
    expect((await e2e.ask('lens.snapshot', { tabId }))?.visible).toBe(true);
    await page.close();
  });
});

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Main-thread time by who ran, from the CPU profiler's samples (content scripts included). */
function shares(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const ms = { extension: 0, page: 0, idle: 0, other: 0 };
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (frame.url.startsWith('chrome-extension://')) ms.extension += dt;
    else if (frame.url.startsWith('http')) ms.page += dt;
    else if (frame.functionName === '(idle)') ms.idle += dt;
    else ms.other += dt; // the browser's own work: layout, style, GC, program
  });
  return ms;
}

describe('a page that changes a thousand nodes every frame for ten seconds', () => {
  it("keeps the content script's share of the main thread bounded, and the page usable", async () => {
    // The same storm with the lens off first: what the page gets without the overlay drawing.
    const baseline = await open('/storm.html?seconds=10');
    await keysOf(baseline, (k) => k.includes('nav.home'));
    const baseTab = await e2e.tabIdOf(baseline);
    await e2e.ask('lens.toggle', { tabId: baseTab, on: false });
    const lensOff = await baseline.evaluate(() =>
      (window as never as { storm(): Promise<number> }).storm(),
    );
    await baseline.close();

    const page = await open('/storm.html?seconds=10');
    await keysOf(page, (k) => k.includes('nav.home'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    const frames = await page.evaluate(() =>
      (window as never as { storm(): Promise<number> }).storm(),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await cdp.detach();
    const ms = shares(profile);
    const total = ms.extension + ms.page + ms.idle + ms.other;
    const share = ms.extension / total;
    console.log(
      `mutation storm (10 s, 1,000 nodes/frame): ${frames} page frames (lens off: ${lensOff}); ` +
        `main thread ms: ` +
        `content script ${ms.extension.toFixed(0)} (${(share * 100).toFixed(1)}%), ` +
        `page ${ms.page.toFixed(0)}, browser ${ms.other.toFixed(0)}, idle ${ms.idle.toFixed(0)}`,
    );
    expect(share).toBeLessThan(0.35);
    // Usable: a click is handled, and the lens has caught up with the page.
    await page.click('#ok');
    await expect.poll(() => page.locator('#ok').innerText()).toBe('clicked');
    await keysOf(page, (k) => k.some((key) => key.startsWith('storm.k')));
    await page.close();
  }, 90_000);
});

describe('a page nested 10,000 deep with megabyte attribute values', () => {
  it('finds the deepest key, drops only the oversized one, and stays responsive', async () => {
    const page = await open('/deep.html');
    // Keys are reported as found, and again once the overlay has measured which are hidden.
    const report = await e2e.report(
      page,
      (r) =>
        ['nav.home', 'nav.cart', 'header.tagline'].every((k) => r.keys.some((h) => h.key === k)) &&
        r.keys.some((k) => k.key === 'nav.home' && !k.visible),
    );
    expect(report.keys.some((k) => k.key.length > 1000)).toBe(false);
    const visible = (key: string) => report.keys.find((k) => k.key === key)?.visible;
    expect([visible('header.tagline'), visible('nav.home')]).toEqual([true, false]);
    await eventually(
      () => page.evaluate(() => document.getElementById('deepest')?.textContent),
      (t) => t === 'DEEPEST',
    );
    expect(await page.evaluate(() => document.querySelectorAll('locale-lens-overlay').length)).toBe(
      1,
    );
    await page.close();
  });
});
