import pg from 'pg';
import type { Signals } from './database';

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL's LISTEN/NOTIFY: `send` is a `pg_notify` on whatever connection the caller's
 * transaction holds (so it is delivered on commit); each `listen` keeps one connection of its own,
 * reconnected when it drops, and signals once reconnected since signals sent meanwhile are lost.
 */
export function postgresSignals(
  config: pg.ClientConfig,
  notify: (channel: string) => Promise<void>,
): Signals {
  return {
    send: notify,
    async listen(channel, onSignal) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const c = new pg.Client(config);
        c.on('notification', (n) => {
          if (n.channel === channel) onSignal();
        });
        const again = () => {
          if (stopped || client !== c) return;
          client = null;
          retry = setTimeout(() => void connect().then(onSignal, again), RECONNECT_MS);
          retry.unref();
        };
        c.on('error', again);
        c.on('end', again);
        client = c;
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
  };
}
