import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A webhook receiver on loopback: records every request and answers `status()` for each. */
export async function startReceiver(status: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      res.writeHead(status(received.length)).end();
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Resolves once `n` requests arrived (or rejects after `timeoutMs`). */
    async waitFor(n: number, timeoutMs = 20_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline)
          throw new Error(`only ${received.length} of ${n} deliveries arrived`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      return received.slice(0, n);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
