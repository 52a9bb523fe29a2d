import { request } from 'node:http';

/**
 * Watches a running service while hostile work runs: `/healthz` is asked every 100 ms, and an
 * answer slower than a second (or none) is counted, so a test can say the service kept answering.
 */
export interface HealthProbe {
  /** Stops probing; resolves with how many probes went unanswered within a second. */
  stop(): Promise<{ probes: number; missed: number; worstMs: number }>;
}

export function probeHealth(url: string): HealthProbe {
  let running = true;
  let probes = 0;
  let missed = 0;
  let worstMs = 0;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      try {
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
        if (res.status !== 200) missed++;
        await res.arrayBuffer();
      } catch {
        missed++;
      }
      probes++;
      worstMs = Math.max(worstMs, performance.now() - start);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { probes, missed, worstMs: Math.round(worstMs) };
    },
  };
}

/**
 * Starts a multipart upload of `size` bytes and resolves with the status the service answers,
 * which may come before the body is sent (a refusal by its declared length): fetch would report
 * the connection the service closed as a failure.
 */
export function uploadStatus(
  url: string,
  path: string,
  token: string,
  size: number,
  declared = true,
) {
  return new Promise<number>((resolve, reject) => {
    const boundary = 'hostile-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const req = request(url + path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        // Without a declared length the body goes chunked: counted as it streams.
        ...(declared ? { 'content-length': head.length + size + tail.length } : {}),
      },
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    req.write(head);
    const chunk = Buffer.alloc(1 << 20, 32);
    let sent = 0;
    const pump = () => {
      while (sent < size && !req.destroyed) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end(tail);
    };
    pump();
  });
}

/** A signed-in caller of a service at `url`, with the model-job submissions and their polls. */
export async function caller(url: string, email: string, password: string) {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, client_time: Date.now() / 1000 }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const upload = (path: string, size: number, declared?: boolean) =>
    uploadStatus(url, path, token, size, declared);
  const answer = async (res: Response) => {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: body as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
  };
  return {
    uploadStatus: upload,
    json: async (path: string, body: unknown) =>
      answer(
        await fetch(url + path, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    upload: async (path: string, file: Buffer, name: string) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)]), name);
      return answer(await fetch(url + path, { method: 'POST', headers: auth, body: form }));
    },
    /** Polls until the task ends (or `deadlineMs` passes: then its last record). */
    async settle(pollPath: string, deadlineMs = 90_000) {
      const until = Date.now() + deadlineMs;
      for (;;) {
        const res = await answer(await fetch(url + pollPath, { headers: auth }));
        const status = res.body.status as string;
        if (status === 'completed' || status === 'failed' || Date.now() > until) return res.body;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
