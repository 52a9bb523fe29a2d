import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sentenceBleu, sentenceChrf } from '../lib/scoring';

/**
 * `npm run bench:scoring`: sentence-level BLEU and chrF pairs per second over the reference
 * vectors, scored in process. The baseline is sacrebleu itself on the same pairs in the same run
 * when a Python with sacrebleu is available (set SACREBLEU_PYTHON, and PYTHONPATH if it is a source
 * checkout); otherwise the figure recorded on these machines is printed, marked as not measured.
 */
const VECTORS = fileURLToPath(
  new URL('../test/fixtures/scoring/sacrebleu-vectors.jsonl', import.meta.url),
);
const pairs = readFileSync(VECTORS, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { hyp: string; ref: string });

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const RECORDED_SACREBLEU = { bleu: 14_000, chrf: 10_000 };

function pairsPerSecond(score: (hyp: string, ref: string) => unknown): number {
  for (const p of pairs) score(p.hyp, p.ref); // warm up the JIT
  // CPU time of this process: the figure stays steady when other work shares the machine.
  const start = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) for (const p of pairs) score(p.hyp, p.ref);
  const used = process.cpuUsage(start);
  return Math.round((ROUNDS * pairs.length) / ((used.user + used.system) / 1e6));
}

function sacrebleuPairsPerSecond(): { bleu: number; chrf: number } | null {
  const python = process.env.SACREBLEU_PYTHON;
  if (!python) return null;
  const script = `
import json, sys, time, sacrebleu
pairs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
rounds = int(sys.argv[2])
out = {}
for name, fn in (('bleu', sacrebleu.sentence_bleu), ('chrf', sacrebleu.sentence_chrf)):
    for p in pairs: fn(p['hyp'], [p['ref']])
    t = time.process_time()
    for _ in range(rounds):
        for p in pairs: fn(p['hyp'], [p['ref']])
    out[name] = round(rounds * len(pairs) / (time.process_time() - t))
print(json.dumps(out))`;
  const run = spawnSync(python, ['-c', script, VECTORS, String(Math.max(1, ROUNDS / 8))], {
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(`sacrebleu baseline failed: ${run.stderr.trim().split('\n').pop()}`);
    return null;
  }
  return JSON.parse(run.stdout) as { bleu: number; chrf: number };
}

const ours = {
  bleu: pairsPerSecond((h, r) => sentenceBleu(h, r)),
  chrf: pairsPerSecond((h, r) => sentenceChrf(h, r)),
  chrfpp: pairsPerSecond((h, r) => sentenceChrf(h, r, { wordOrder: 2 })),
};
const measured = sacrebleuPairsPerSecond();
const baseline = measured ?? RECORDED_SACREBLEU;
console.log(
  JSON.stringify(
    {
      pairs: pairs.length,
      rounds: ROUNDS,
      pairs_per_second: ours,
      sacrebleu_pairs_per_second: { ...baseline, measured_in_this_run: measured !== null },
      ratio_vs_sacrebleu: {
        bleu: +(ours.bleu / baseline.bleu).toFixed(2),
        chrf: +(ours.chrf / baseline.chrf).toFixed(2),
      },
    },
    null,
    2,
  ),
);
