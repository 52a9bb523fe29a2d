import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCRIPT, CONTENT_SCRIPT_SIZE_GUARD, EXTENSION_DIR } from './browser';

describe('the built extension', () => {
  // Its cost (compile and first run) is measured by bench:scan; this catches a size step only.
  it('pulls no library into the script every page loads', () => {
    expect(statSync(CONTENT_SCRIPT).size).toBeLessThanOrEqual(CONTENT_SCRIPT_SIZE_GUARD);
  });

  it('injects the page inspector only on demand, not with every page', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
      content_scripts?: { js: string[] }[];
    };
    const everyPage = (manifest.content_scripts ?? []).flatMap((entry) => entry.js);
    expect(everyPage).toEqual(['content-scripts/content.js']);
  });

  it("ships React's production build, not its development one", () => {
    const chunks = join(EXTENSION_DIR, 'chunks');
    const scripts = readdirSync(chunks).filter((name) => name.endsWith('.js'));
    const react = scripts.filter((name) =>
      readFileSync(join(chunks, name), 'utf8').includes('react.transitional.element'),
    );
    expect(react.length).toBeGreaterThan(0);
    for (const name of react)
      expect(readFileSync(join(chunks, name), 'utf8')).not.toContain('runWithFiberInDEV');
  });
});
