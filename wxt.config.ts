import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { CATALOGUES } from './lib/ui-text/catalogues';
import { UI_LANGUAGES } from './lib/ui-text/languages';
import { chromeMessages, msg } from './lib/ui-text/manifest-messages';
import { GECKO_ID } from './scripts/firefox';

/** Firefox needs a fixed id for MV3; 140 is the ESR that reads `data_collection_permissions`. */
const GECKO = {
  gecko: {
    id: GECKO_ID,
    strict_min_version: '140.0',
    // Nothing leaves the machine but what the user sends to the service they configured.
    data_collection_permissions: { required: ['none'] },
  },
};

// Imports come from '#imports' explicitly, so lib/ stays plain TypeScript that grep and tests read.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  imports: false,
  // The framework's `ContentScriptContext` announces the extension id to every page and stops on
  // a forged event: ours (lib/page/script-lifetime.ts) does neither.
  vite: () => ({
    resolve: {
      alias: {
        'wxt/utils/content-script-context': fileURLToPath(
          new URL('./lib/page/script-lifetime.ts', import.meta.url),
        ),
      },
    },
  }),
  hooks: {
    // Every page pays for the content script (a 40 KB budget): terser's passes over the default
    // minifier's output take off another 2 % (functions that use no `this` become arrows, and
    // unused trailing parameters go: nothing in it is a constructor function or reads `length`).
    'vite:build:extendConfig': (entrypoints, config) => {
      // The options page reads and writes PO files: gettext-parser's Node imports get shims.
      config.plugins = [...(config.plugins ?? []), gettextInBrowser()];
      if (!entrypoints.some((entry) => entry.type === 'content-script')) return;
      config.plugins = [...config.plugins, squeeze()];
    },
    // The manifest's words in every language, made from the extension's own catalogues.
    'build:publicAssets': (_wxt, files) => {
      for (const lang of UI_LANGUAGES)
        files.push({
          relativeDest: `_locales/${lang}/messages.json`,
          contents: JSON.stringify(chromeMessages(CATALOGUES[lang], CATALOGUES.en), null, 2),
        });
    },
  },
  // Both browsers build as MV3 (`npm run build` makes .output/chrome-mv3 and .output/firefox-mv3).
  manifestVersion: 3,
  // Firefox's store wants the sources beside the package; what is not source stays out.
  zip: { excludeSources: ['coverage/**', 'test-results/**', '**/*.log'] },
  manifest: ({ browser }) => ({
    name: msg('extName'),
    description: msg('extDescription'),
    default_locale: 'en',
    // Least privilege: local development origins out of the box, any other site only when the
    // user turns Locale Lens on for it (optional host permission, asked per origin). The side
    // panel's permission is added by WXT for Chrome; Firefox's sidebar needs none. activeTab:
    // the toolbar button and the shortcut let the tab they act on be captured.
    permissions: ['storage', 'scripting', 'webNavigation', 'contextMenus', 'alarms', 'activeTab'],
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    optional_host_permissions: ['*://*/*'],
    action: { default_title: msg('actionTitle') },
    commands: {
      'toggle-lens': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: msg('toggleLens'),
      },
      'capture-screenshots': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: msg('captureScreenshots'),
      },
    },
    ...(browser === 'firefox' ? { browser_specific_settings: GECKO } : {}),
    // Messages between the extension's parts are structured clones, as Firefox's always are,
    // rather than JSON text: a 5,000-key `page.report` reaches an extension page in 47–55 ms
    // instead of 68–81 (docs/performance-history.md). Chrome before 148 ignores the key.
    ...(browser === 'firefox' ? {} : { message_serialization: 'structured_clone' }),
  }),
});

function squeeze(): Plugin {
  return {
    name: 'squeeze-content-script',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const out = await minify(chunk.code, {
          ecma: 2020,
          compress: { passes: 3, pure_getters: true, unsafe_arrows: true, keep_fargs: false },
        });
        if (out.code) chunk.code = out.code;
      }
    },
  };
}

/** gettext-parser's imports of Node modules, and of `encoding`, go to small browser shims. */
function gettextInBrowser(): Plugin {
  const shims = fileURLToPath(new URL('./lib/formats/gettext-browser-shims.ts', import.meta.url));
  const shimmed = new Set(['node:stream', 'node:util', 'node:buffer', 'encoding']);
  return {
    name: 'gettext-in-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (shimmed.has(source) && importer && /[\\/]gettext-parser[\\/]/.test(importer))
        return shims;
      return null;
    },
  };
}
