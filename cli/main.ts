import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { CliError, EXIT, explain } from './errors';
import { init, type Ask } from './init';
import { output } from './output';
import { pull } from './pull';
import { pseudoFlags } from './pseudo-flags';
import { pullPseudo } from './pull-pseudo';
import { push } from './push';
import { restore } from './restore';
import { clientFor } from './service';
import { status } from './status';

export const USAGE = `Usage: locale-lens <command> [flags]   (the key comes from LOCALE_LENS_KEY)
  init     [--service URL] [--project ID] [--source-locale L] [--path P] [--source S]
           [--format F] [--namespace N] [--yes] [--force]
  push     [--dry-run] [--json] [--locales de,fr] [--overwrite] [--remove-missing] [--draft]
  pull     [--locales de,fr] [--all] [--json]
  pull     --pseudo en-XA|ar-XB [--expand 30..50] [--json]
  status   [--json]
  restore  <journal> [--dry-run] [--overwrite] [--json]
See docs/cli.md.`;

const FLAGS = {
  init: [
    'service',
    'project',
    'source-locale',
    'path',
    'source',
    'format',
    'namespace',
    'yes',
    'force',
  ],
  push: ['dry-run', 'json', 'locales', 'overwrite', 'remove-missing', 'draft'],
  pull: ['locales', 'all', 'json', 'pseudo', 'expand'],
  status: ['json'],
  restore: ['dry-run', 'overwrite', 'json'],
} as const;
type Command = keyof typeof FLAGS;
const TEXT_FLAGS = [
  'service',
  'project',
  'source-locale',
  'path',
  'source',
  'format',
  'namespace',
  'locales',
  'pseudo',
  'expand',
];
const ALL_FLAGS = [...new Set(Object.values(FLAGS).flat())];

const usage = (problem: string) => new CliError(`${problem} (locale-lens --help lists them)`);

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: Object.fromEntries(
      ALL_FLAGS.map((f) => [f, { type: TEXT_FLAGS.includes(f) ? 'string' : 'boolean' }] as const),
    ),
  });
  const [command, ...rest] = positionals;
  if (!command || !(command in FLAGS))
    throw usage(command ? `unknown command ${command}` : 'no command');
  const allowed: readonly string[] = FLAGS[command as Command];
  const wrong = Object.keys(values).filter((f) => !allowed.includes(f));
  if (wrong.length) throw usage(`${command} takes no --${wrong[0]}`);
  if (rest.length > (command === 'restore' ? 1 : 0)) throw usage(`unexpected ${rest.at(-1)}`);
  if (command === 'restore' && rest.length === 0) throw usage('restore needs a journal id');
  const text = (name: string) => values[name] as string | undefined;
  const flag = (name: string) => values[name] === true;
  const locales =
    text('locales')
      ?.split(',')
      .map((l) => l.trim())
      .filter(Boolean) ?? null;
  return { command: command as Command, rest, text, flag, locales };
}

function asker(yes: boolean): Ask {
  return async (question, suggested) => {
    if (yes || !process.stdin.isTTY) {
      if (suggested) return suggested;
      throw new CliError(`${question}: not found; pass it as a flag (see locale-lens init --help)`);
    }
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
      const answer = (
        await rl.question(`${question}${suggested ? ` [${suggested}]` : ''}: `)
      ).trim();
      return answer || suggested || '';
    } finally {
      rl.close();
    }
  };
}

/** Runs the command line; answers the exit code (0 done, 1 conflicts, 2 failed). */
export async function main(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.done;
  }
  let service: string | undefined;
  const out = output(argv.includes('--json'));
  try {
    const { command, rest, text, flag, locales } = parse(argv);
    if (command === 'init') {
      const flags = {
        service: text('service'),
        project: text('project'),
        sourceLocale: text('source-locale'),
        path: text('path'),
        source: text('source'),
        format: text('format'),
        namespace: text('namespace'),
        force: flag('force'),
      };
      service = flags.service;
      return await init(cwd, env, out, flags, asker(flag('yes')));
    }
    const config = loadConfig(cwd);
    // CI and scripts may point the same config at another service.
    if (env.LOCALE_LENS_URL) config.service = env.LOCALE_LENS_URL.replace(/\/+$/, '');
    service = config.service;
    const client = clientFor(config.service, env);
    if (command === 'push')
      return await push(config, client, out, {
        dryRun: flag('dry-run'),
        locales,
        overwrite: flag('overwrite'),
        removeMissing: flag('remove-missing'),
        draft: flag('draft'),
      });
    const pseudo = command === 'pull' ? pseudoFlags(text, flag) : null;
    if (pseudo) return await pullPseudo(config, client, out, pseudo);
    if (command === 'pull') return await pull(config, client, out, { locales, all: flag('all') });
    if (command === 'status') return await status(config, client, out);
    return await restore(client, out, rest[0]!, {
      overwrite: flag('overwrite'),
      dryRun: flag('dry-run'),
    });
  } catch (error) {
    const message =
      error instanceof TypeError && error.message !== 'fetch failed' && 'code' in error
        ? `${error.message.split('. ')[0]} (locale-lens --help lists them)` // parseArgs' usage errors
        : explain(error, service);
    process.stderr.write(`locale-lens: ${message}\n`);
    return EXIT.failed;
  }
}
