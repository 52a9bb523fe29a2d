import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '../../lib/contract/routes';
import { SERVED_ROUTE_IDS } from '../../server/areas';
import { docsArea } from '../../server/areas/docs';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';

/**
 * The /docs page, rendered by Chromium from /openapi.json. The service serves every route, so the
 * docs are mounted here as for a service that lacks one, to see that route marked.
 */
const UNSERVED: RouteId = 'submitOcrExtract';
let server: ServerType;
let url = '';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const app = new Hono();
  docsArea(app, new Set([...SERVED_ROUTE_IDS].filter((id) => id !== UNSERVED)));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.goto(`${url}/docs`);
  await page.locator('details').first().waitFor();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});

/** The summary line of one operation. */
const summary = (method: string, path: string) =>
  page
    .locator('summary')
    .filter({
      has: page.locator('.m', { hasText: new RegExp(`^${method}$`, 'i') }),
    })
    .filter({ has: page.locator('.p', { hasText: new RegExp(`^${path}$`) }) });

describe('GET /docs', () => {
  it('says "not served" on each operation the service does not serve yet, and only there', async () => {
    await expect(summary('post', '/ocr/extract').locator('.ns').textContent()).resolves.toBe(
      'not served',
    );
    expect(await summary('get', '/api/integrations/targets/status').locator('.ns').count()).toBe(0);
    const body = (await (await fetch(`${url}/openapi.json`)).json()) as { paths: unknown };
    const unserved = Object.values(
      body.paths as Record<string, Record<string, { 'x-served': boolean }>>,
    )
      .flatMap((ops) => Object.values(ops))
      .filter((op) => !op['x-served']).length;
    expect(unserved).toBe(1);
    expect(await page.locator('summary .ns').count()).toBe(unserved);
  });
});
