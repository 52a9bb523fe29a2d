import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE, parseArgs } from '../../../lib/readiness/cli-args';

const run = (...argv: string[]) => {
  const r = parseArgs(argv);
  if (r.kind !== 'run') throw new Error(JSON.stringify(r));
  return r.options;
};

describe('parseArgs', () => {
  it('takes the defaults: each page’s language, 50 pages, the local service and demo key', () => {
    expect(run('http://shop.test/')).toEqual({
      urls: ['http://shop.test/'],
      locale: null,
      maxPages: 50,
      json: null,
      md: null,
      screenshots: null,
      fit: false,
      service: DEFAULT_SERVICE,
      apiKey: null,
      brandWords: [],
    });
  });

  it('reads every option, with a space or an equals sign', () => {
    expect(
      run(
        'http://a.test/x',
        '--locale',
        'de-AT',
        '--max-pages=3',
        '--json',
        'out.json',
        '--md=-',
        '--screenshots',
        'shots',
        '--fit',
        '--service',
        'http://svc.test:9000/',
        '--api-key',
        'lr_key',
        '--brand-words',
        'Acme, Acme Store ,',
        'https://b.test/',
      ),
    ).toEqual({
      urls: ['http://a.test/x', 'https://b.test/'],
      locale: 'de-AT',
      maxPages: 3,
      json: 'out.json',
      md: '-',
      screenshots: 'shots',
      fit: true,
      service: 'http://svc.test:9000',
      apiKey: 'lr_key',
      brandWords: ['Acme', 'Acme Store'],
    });
  });

  it.each([
    [[], 'Give at least one URL to start from'],
    [['ftp://x.test/'], 'Not an http(s) URL: ftp://x.test/'],
    [['shop.test'], 'Not an http(s) URL: shop.test'],
    [['http://x.test/', '--max-pages', '0'], '--max-pages must be a whole number from 1: 0'],
    [['http://x.test/', '--max-pages', 'ten'], '--max-pages must be a whole number from 1: ten'],
    [['http://x.test/', '--locale'], '--locale needs a value'],
    [['http://x.test/', '--locale', 'not a tag'], 'Not a language tag: not a tag'],
    [['http://x.test/', '--json', 'a', '--json', 'b'], '--json is given twice'],
    [['http://x.test/', '--depth', '2'], 'Unknown option --depth'],
    [['http://x.test/', '--service', 'nope'], '--service is not an http(s) URL'],
    [['http://x.test/', '--fit=yes'], 'Unknown option --fit=yes'],
  ])('refuses %j: %s', (argv, message) => {
    expect(parseArgs(argv)).toEqual({ kind: 'error', message });
  });

  it('answers help for -h and --help', () => {
    expect(parseArgs(['http://x.test/', '-h'])).toEqual({ kind: 'help' });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
  });
});
