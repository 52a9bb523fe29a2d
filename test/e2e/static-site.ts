import { createServer } from 'node:http';

/** A site of fixed HTML pages by path on a free port; anything else is a 404. */
export async function serveSite(pages: Record<string, string>) {
  const server = createServer((req, reply) => {
    const body = pages[req.url ?? ''];
    reply.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(body ?? 'not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
