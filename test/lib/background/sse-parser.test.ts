import { describe, expect, it } from 'vitest';
import { sseParser, type SseEvent } from '../../../lib/background/sse-parser';

const all = (chunks: string[]): SseEvent[] => {
  const p = sseParser();
  return chunks.flatMap((c) => p.feed(c));
};

describe('sseParser', () => {
  it.each<[string, string[], SseEvent[]]>([
    [
      'one event',
      ['event: rows\nid: 7\ndata: {"a":1}\n\n'],
      [{ event: 'rows', data: '{"a":1}', id: '7' }],
    ],
    ['no event name is a message', ['data: x\n\n'], [{ event: 'message', data: 'x', id: '' }]],
    ['data lines joined', ['data: a\ndata: b\n\n'], [{ event: 'message', data: 'a\nb', id: '' }]],
    [
      'comments ignored',
      [': keep-alive\n\n', 'data: y\n\n'],
      [{ event: 'message', data: 'y', id: '' }],
    ],
    ['no data, no event', ['event: rows\n\n'], []],
    ['not dispatched before the blank line', ['data: z\n'], []],
    [
      'cut anywhere',
      ['ev', 'ent: ro', 'ws\ndata: 1', '2\n', '\n'],
      [{ event: 'rows', data: '12', id: '' }],
    ],
    [
      'CRLF split between chunks',
      ['data: a\r', '\n\r', '\n'],
      [{ event: 'message', data: 'a', id: '' }],
    ],
    ['lone CR', ['data: a\r\r'], [{ event: 'message', data: 'a', id: '' }]],
    [
      'id carries over',
      ['id: 3\ndata: a\n\ndata: b\n\n'],
      [
        { event: 'message', data: 'a', id: '3' },
        { event: 'message', data: 'b', id: '3' },
      ],
    ],
    [
      'one space after the colon only',
      ['data:  two\n\n'],
      [{ event: 'message', data: ' two', id: '' }],
    ],
    ['field without colon', ['data\n\n'], [{ event: 'message', data: '', id: '' }]],
    ['id with NUL ignored', ['id: 1\0\ndata: a\n\n'], [{ event: 'message', data: 'a', id: '' }]],
  ])('%s', (_name, chunks, expected) => {
    expect(all(chunks)).toEqual(expected);
  });
});
