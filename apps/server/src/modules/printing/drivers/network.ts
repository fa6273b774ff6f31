import { createConnection } from 'node:net';
import { type PrinterDriver, PrinterError } from './types';

/**
 * A network printer's raw port (JetDirect, 9100): connect, write, close. Printers of this kind
 * acknowledge nothing, so a print counts as done once every byte was handed to the connection
 * and it was closed without an error; a failure after that point is unseen, and a retry after a
 * failure mid-way may print twice (docs/adr/0011-printing.md).
 */
export function networkPrinter(host: string, port: number, timeoutMs: number): PrinterDriver {
  const where = `${host}:${port}`;
  const connect = (send?: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      const socket = createConnection({ host, port });
      let settled = false;
      const settle = (why?: string) => {
        if (settled) return;
        settled = true;
        if (why === undefined) resolve();
        else {
          socket.destroy();
          reject(new PrinterError(`${where}: ${why}`));
        }
      };
      socket.setTimeout(timeoutMs, () => {
        settle('no answer (timed out)');
        // Some printers never close their side: the bytes are theirs once written.
        socket.destroy();
      });
      socket.on('error', (err: NodeJS.ErrnoException) => settle(err.code ?? err.message));
      socket.on('connect', () => {
        if (send) socket.end(Buffer.from(send), () => settle());
        else socket.end(() => settle());
      });
    });
  return {
    async print(bytes) {
      await connect(bytes);
      return 'printed';
    },
    async status() {
      try {
        await connect();
        return true;
      } catch {
        return false;
      }
    },
  };
}
