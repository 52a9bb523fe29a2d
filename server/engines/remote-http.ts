/**
 * A JSON POST or GET to a remote engine, with a time limit and errors a person can read (the
 * engine's name, the status, and the start of its answer).
 */
export async function remoteJson<T>(
  engine: string,
  url: string,
  init: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: unknown;
    timeoutMs?: number;
  },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 60_000),
    });
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? 'did not answer in time'
        : 'cannot be reached';
    throw new Error(`${engine} at ${new URL(url).origin} ${reason}`);
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`${engine} answered ${res.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${engine} answered something that is not JSON: ${text.slice(0, 200)}`);
  }
}
