import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';

// Imports come from '#imports' explicitly, so lib/ stays plain TypeScript that grep and tests read.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  imports: false,
  // The framework's content-script context announces the extension id to every page and stops
  // on a forged event: ours (lib/page/quiet-context.ts) does neither.
  vite: () => ({
    resolve: {
      alias: {
        'wxt/utils/content-script-context': fileURLToPath(
          new URL('./lib/page/quiet-context.ts', import.meta.url),
        ),
      },
    },
  }),
  manifest: {
    name: 'Locale Lens',
    description: 'See and edit every translation of a live page, in context, under your workflow.',
    // Least privilege: local development origins out of the box, any other site only when the
    // user turns Locale Lens on for it (optional host permission, asked per origin).
    permissions: ['storage', 'scripting', 'webNavigation', 'sidePanel', 'contextMenus', 'alarms'],
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    optional_host_permissions: ['*://*/*'],
    action: { default_title: 'Locale Lens' },
    commands: {
      'toggle-lens': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: 'Toggle the Locale Lens overlay on this page',
      },
    },
  },
});
