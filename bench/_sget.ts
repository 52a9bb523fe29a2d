import { StatusService } from '../lib/background/status-service';
import type { LocaleLensClient } from '../lib/contract/client';
import { workflow, entry } from '../test/lib/panel/fixtures';

const N = 20000;
const keys = Array.from({ length: N }, (_, i) => `section${i % 97}.item.${i}`);
const wf = workflow('translator');
const client = {
  editorWorkflow: async () => wf,
  targetStatus: async ({ keys: ks }: { keys: string[] }) => ({
    translations: Object.fromEntries(ks.map((k) => [k, entry({ text: 'x' + k })])),
    archived: false, busy: false, can_create: true,
  }),
} as unknown as LocaleLensClient;
const s = new StatusService(() => client, () => 'http://x', { maxUrlBytes: 1e9 });
const refs = keys.map((key) => ({ namespace: 'common', key }));
await s.get('de', refs);
for (let r = 0; r < 8; r++) {
  s.version++;
  const t = performance.now();
  await s.get('de', refs);
  console.log('get', (performance.now() - t).toFixed(1));
}
