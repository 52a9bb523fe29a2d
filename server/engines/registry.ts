import type { RegisteredModel } from '../../lib/contract/model-jobs';
import type { LanguagePair, TranslationEngine } from './types';

/** How a request reaches its target: one leg, or two through a pivot language. */
export interface Route {
  engine: TranslationEngine;
  legs: LanguagePair[];
  pivot: string | null;
}

export type RouteRefusal = { refused: string };

/** `en-US` is served by an engine that has `en` when it has no `en-US` of its own. */
const candidates = (tag: string) => [
  ...new Set([tag, tag.toLowerCase(), tag.split('-')[0]!.toLowerCase()]),
];

/** The translation engines registered as models, and how a request is routed among them. */
export class EngineRegistry {
  private readonly engines = new Map<string, TranslationEngine>();

  constructor(engines: Iterable<TranslationEngine>) {
    for (const e of engines) this.engines.set(e.name, e);
  }

  get(name: string): TranslationEngine | undefined {
    return this.engines.get(name);
  }

  all(): TranslationEngine[] {
    return [...this.engines.values()];
  }

  models(): RegisteredModel[] {
    return this.all().map((e) => ({
      name: e.name,
      kind: 'translation',
      tasks: ['translate'],
      languages: [...new Set(e.pairs().flatMap((p) => [p.from, p.to]))].sort(),
      ready: e.ready(),
    }));
  }

  /** The models that translate `from` → `to` directly. */
  whoCan(from: string, to: string): string[] {
    return this.all()
      .filter((e) => this.direct(e, from, to))
      .map((e) => e.name);
  }

  route(name: string, from: string, to: string, usePivot: boolean): Route | RouteRefusal {
    const engine = this.engines.get(name);
    if (!engine) {
      const known = this.all().map((e) => e.name);
      return {
        refused: `No model is registered as "${name}"; the registered models are ${known.join(', ') || 'none'}`,
      };
    }
    // An engine still loading cannot say which pairs it has: accept the request, and let the
    // task route it again once the engine is ready.
    if (!engine.ready() && engine.pairs().length === 0)
      return { engine, legs: [{ from, to }], pivot: null };
    const leg = this.direct(engine, from, to);
    if (leg) return { engine, legs: [leg], pivot: null };
    // A memory through a pivot would match one language's rows against another's: never.
    if (usePivot && !('translateMessages' in engine)) {
      for (const first of engine.pairs()) {
        if (!candidates(from).includes(first.from)) continue;
        const second = this.direct(engine, first.to, to);
        if (second) return { engine, legs: [first, second], pivot: first.to };
      }
    }
    const others = this.whoCan(from, to);
    return {
      refused:
        `${engine.description} does not translate ${from} to ${to}` +
        (usePivot ? ', not even through a pivot language' : '') +
        (others.length ? `; ${others.join(', ')} can` : '; no registered model can'),
    };
  }

  /** Starts loading every engine that loads, without waiting; a failure is logged, not thrown. */
  warmAll(log: (message: string) => void = console.error): void {
    for (const e of this.all())
      if (!e.ready())
        e.warmup().catch((err: Error) =>
          log(`[locale-lens] ${e.description} is not available yet: ${err.message}`),
        );
  }

  async close(): Promise<void> {
    await Promise.all(this.all().map((e) => e.close()));
  }

  private direct(engine: TranslationEngine, from: string, to: string): LanguagePair | undefined {
    const pairs = engine.pairs();
    for (const f of candidates(from))
      for (const t of candidates(to)) {
        const found = pairs.find((p) => p.from === f && p.to === t);
        if (found) return found;
      }
    return undefined;
  }
}
