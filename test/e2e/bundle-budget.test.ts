import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCRIPT, CONTENT_SCRIPT_BUDGET, EXTENSION_DIR } from './browser';

describe('the built extension', () => {
  it('keeps the script every page loads within its budget', () => {
    expect(statSync(CONTENT_SCRIPT).size).toBeLessThanOrEqual(CONTENT_SCRIPT_BUDGET);
  });

  it('injects the page inspector only on demand, not with every page', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
      content_scripts?: { js: string[] }[];
    };
    const everyPage = (manifest.content_scripts ?? []).flatMap((entry) => entry.js);
    expect(everyPage).toEqual(['content-scripts/content.js']);
  });
});
