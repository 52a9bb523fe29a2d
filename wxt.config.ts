import { defineConfig } from 'wxt';

// Imports come from '#imports' explicitly so lib/ stays plain TypeScript (see conventions.md).
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  imports: false,
  manifest: {
    name: 'Locale Lens',
    description: 'See and edit every translation of a live page, in context, under your workflow.',
  },
});
