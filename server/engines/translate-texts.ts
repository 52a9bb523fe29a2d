import type { Segment } from '../../lib/placeholders/segments';
import type { Route } from './registry';
import { prepareMessage } from './units';

/** Units sent to an engine in one request: large enough to amortise a call, small enough to retry. */
const UNITS_PER_CALL = 50;

/**
 * Translates whole messages along a route: each message is split into units, the units go to the
 * engine in batches (through the pivot first when the route has one), and each message is put
 * back together with its placeholders, tags and plural structure intact.
 */
export async function translateTexts(
  route: Route,
  texts: readonly string[],
  params: Readonly<Record<string, unknown>> = {},
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<string[]> {
  const messages = texts.map(prepareMessage);
  let units: Segment[][] = messages.flatMap((m) => m.units);
  const total = units.length * route.legs.length;
  let done = 0;
  for (let l = 0; ; l++) {
    const leg = route.legs[l]!;
    const out: string[] = [];
    for (let i = 0; i < units.length; i += UNITS_PER_CALL) {
      const batch = units.slice(i, i + UNITS_PER_CALL);
      out.push(...(await route.engine.translate(batch, leg, params)));
      done += batch.length;
      await onProgress?.(done, total);
    }
    if (l === route.legs.length - 1) return rebuild(messages, out);
    // The pivot's text is the next leg's source: split again so its placeholders stay protected.
    units = out.map(unitOf);
  }
}

function unitOf(text: string): Segment[] {
  const { units } = prepareMessage(text);
  return units.length === 1 ? units[0]! : [{ kind: 'text', text }];
}

function rebuild(
  messages: ReturnType<typeof prepareMessage>[],
  translated: readonly string[],
): string[] {
  let at = 0;
  return messages.map((m) => {
    const mine = translated.slice(at, at + m.units.length);
    at += m.units.length;
    return m.rebuild(mine);
  });
}
