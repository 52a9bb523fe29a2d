/** One server-sent event: `event` is 'message' when the stream named none. */
export interface SseEvent {
  event: string;
  data: string;
  /** The stream's last event id once this event arrived (ids carry over, as in EventSource). */
  id: string;
}

/**
 * Reads server-sent events from text as it arrives, in pieces cut anywhere: what EventSource does,
 * for a service worker, which has fetch with a streamed body but no EventSource.
 */
export function sseParser(): { feed(text: string): SseEvent[] } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastId = '';
  // A chunk ending in '\r' may be half of '\r\n': its '\n' is skipped when it comes.
  let skipLf = false;

  const line = (l: string, out: SseEvent[]) => {
    if (l === '') {
      if (data.length > 0)
        out.push({ event: event || 'message', data: data.join('\n'), id: lastId });
      event = '';
      data = [];
      return;
    }
    if (l.startsWith(':')) return;
    const colon = l.indexOf(':');
    const field = colon < 0 ? l : l.slice(0, colon);
    let value = colon < 0 ? '' : l.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    feed(text) {
      const out: SseEvent[] = [];
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let at = 0;
      const breaks = /[\r\n]/g;
      for (;;) {
        breaks.lastIndex = at;
        const cut = breaks.exec(buffer)?.index;
        if (cut === undefined) break;
        line(buffer.slice(at, cut), out);
        if (buffer[cut] === '\r') {
          if (cut + 1 === buffer.length) skipLf = true;
          else if (buffer[cut + 1] === '\n') at = cut + 2;
          if (buffer[cut + 1] !== '\n') at = cut + 1;
        } else at = cut + 1;
      }
      buffer = buffer.slice(at);
      return out;
    },
  };
}
