import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL, so that a test can restart "the database" as an immediate
 * shutdown does (every connection cut, new ones refused until it is back) without touching the
 * server other tests share.
 */
export interface DatabaseProxy {
  port: number;
  /** Cuts every connection and refuses new ones for `ms`, then accepts again. */
  restart(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function databaseProxy(target: { host: string; port: number }): Promise<DatabaseProxy> {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  const port = await listen(0);
  return {
    port,
    async restart(ms) {
      await stop();
      await new Promise((r) => setTimeout(r, ms));
      await listen(port);
    },
    close: stop,
  };
}
