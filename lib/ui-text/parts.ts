/** A piece of a message: text as it is, or the name of a `{slot}` something else fills. */
export type MessagePart = { text: string } | { slot: string };

/**
 * A message cut at its `{name}` placeholders, so a view can put an element (a link, a code span)
 * where a translation has it: the order of text and slots is the language's own.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const m of message.matchAll(/\{(\w+)\}/g)) {
    if (m.index > at) parts.push({ text: message.slice(at, m.index) });
    parts.push({ slot: m[1]! });
    at = m.index + m[0].length;
  }
  if (at < message.length) parts.push({ text: message.slice(at) });
  return parts;
}
