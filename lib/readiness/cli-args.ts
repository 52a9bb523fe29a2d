/** The readiness command's options, parsed from its arguments without touching the world. */
export interface ReadinessOptions {
  /** Where the crawl starts; every URL's origin is crawled. */
  urls: string[];
  /** The language to check pages in; null: each page's own. */
  locale: string | null;
  maxPages: number;
  json: string | null;
  md: string | null;
  screenshots: string | null;
  /** Measure whether each key's text fits in every live language and the pseudo-language. */
  fit: boolean;
  /** The service the extension asks. */
  service: string;
  /** An integration key; null: the local demo's publishable key. */
  apiKey: string | null;
  /** Words never reported as text with no key (product and company names). */
  brandWords: string[];
}

export const DEFAULT_SERVICE = 'http://127.0.0.1:8787';
export const DEFAULT_MAX_PAGES = 50;

export const USAGE = `Usage: npm run readiness -- <url> [<url> ...] [options]

Crawls same-origin links from each <url> (breadth first) in headless Chromium with the built
extension and reports, per page and per key, whether the delivered translations serve it now.

Options:
  --locale <tag>        check pages in this language (default: each page's own)
  --max-pages <n>       pages to visit at most (default ${DEFAULT_MAX_PAGES})
  --json <file>         write the report as JSON ("-" for standard output)
  --md <file>           write the report as Markdown ("-" for standard output)
  --screenshots <dir>   save a screenshot of each page with the lens on, and attach
                        to every key in view its crop in the service (a master key)
  --fit                 measure whether every key's text fits its element in each
                        live language (delivered and pending texts) and the
                        pseudo-language; a key that does not fit fails the gate
  --service <url>       the localization service (default ${DEFAULT_SERVICE})
  --api-key <key>       an integration key (default: the local demo's publishable key)
  --brand-words <list>  comma-separated words never reported as text with no key
  -h, --help            show this help

Exit code: 0 when every key found would be delivered (and, with --fit, fits), 1 otherwise,
2 on a usage or connection error.`;

export type ParsedArgs =
  | { kind: 'run'; options: ReadinessOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

const VALUED = [
  '--locale',
  '--max-pages',
  '--json',
  '--md',
  '--screenshots',
  '--service',
  '--api-key',
  '--brand-words',
];

function httpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const values = new Map<string, string>();
  let fit = false;
  const urls: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '--fit') {
      fit = true;
      continue;
    }
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (VALUED.includes(name!)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '')
        return { kind: 'error', message: `${name} needs a value` };
      if (values.has(name!)) return { kind: 'error', message: `${name} is given twice` };
      values.set(name!, value);
    } else if (arg.startsWith('-')) return { kind: 'error', message: `Unknown option ${arg}` };
    else {
      const url = httpUrl(arg);
      if (!url) return { kind: 'error', message: `Not an http(s) URL: ${arg}` };
      urls.push(url);
    }
  }
  if (urls.length === 0) return { kind: 'error', message: 'Give at least one URL to start from' };
  const max = values.get('--max-pages');
  const maxPages = max === undefined ? DEFAULT_MAX_PAGES : Number(max);
  if (!Number.isInteger(maxPages) || maxPages < 1)
    return { kind: 'error', message: `--max-pages must be a whole number from 1: ${max}` };
  const locale = values.get('--locale') ?? null;
  if (locale !== null && !/^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(locale))
    return { kind: 'error', message: `Not a language tag: ${locale}` };
  const service = httpUrl(values.get('--service') ?? DEFAULT_SERVICE);
  if (!service) return { kind: 'error', message: `--service is not an http(s) URL` };
  return {
    kind: 'run',
    options: {
      urls,
      locale,
      maxPages,
      json: values.get('--json') ?? null,
      md: values.get('--md') ?? null,
      screenshots: values.get('--screenshots') ?? null,
      fit,
      service: service.replace(/\/+$/, ''),
      apiKey: values.get('--api-key') ?? null,
      brandWords: (values.get('--brand-words') ?? '')
        .split(',')
        .map((w) => w.trim())
        .filter((w) => w !== ''),
    },
  };
}
