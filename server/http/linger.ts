import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context } from 'hono';

/** How long a refused upload's connection goes on reading, and dropping, what the client sends. */
export const LINGER_MS = 2_000;

/**
 * Node destroys a `connection: close` response's socket as soon as the response is written. A
 * client still sending its body then meets a reset, and the reset can take the unread response
 * with it: the client sees a broken pipe instead of the 413. Lingering (half-closing, then reading
 * and dropping what still comes for a short while) lets the client read the refusal; nothing read
 * is kept.
 */
export function lingerOnClose(c: Context): void {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket || socket.destroyed) return;
  (socket as Socket & { destroySoon: () => void }).destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.end();
  };
}
