import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { vi } from 'vitest';
import { type ReadReceipt, readEscPos } from './escpos-reader';

/**
 * A network printer for tests: a real TCP server on 127.0.0.1 (a free port) that keeps what
 * each connection sent, as the printer's raw port 9100 would print it. A connection that sends
 * nothing (a status check) prints nothing.
 */
export interface FakePrinter {
  /** "127.0.0.1:PORT": the series number that reaches it. */
  address: string;
  port: number;
  /** Each print received, read back (escpos-reader.ts). */
  prints: ReadReceipt[];
  /** Waits until `count` prints have come, and answers them. */
  waitFor(count: number, timeoutMs?: number): Promise<ReadReceipt[]>;
  /**
   * Waits for a print from the `from`th on that passes `test`. The driver's print is done once its
   * bytes are sent; the printer reads them a moment later, so a test waits for what it looks for.
   */
  waitForPrint(test: (p: ReadReceipt) => boolean, from?: number, timeoutMs?: number): Promise<ReadReceipt>;
  close(): Promise<void>;
}

export async function startFakePrinter(): Promise<FakePrinter> {
  const prints: ReadReceipt[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      if (chunks.length) prints.push(readEscPos(Buffer.concat(chunks)));
      socket.end();
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    port,
    prints,
    async waitFor(count, timeoutMs = 20_000) {
      await vi.waitFor(() => expectAtLeast(prints.length, count), { timeout: timeoutMs, interval: 100 });
      return prints;
    },
    async waitForPrint(test, from = 0, timeoutMs = 20_000) {
      return vi.waitFor(
        () => {
          const found = prints.slice(from).find(test);
          if (!found) throw new Error(`no such print among ${prints.length - from}`);
          return found;
        },
        { timeout: timeoutMs, interval: 50 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function expectAtLeast(have: number, want: number) {
  if (have < want) throw new Error(`${have} of ${want} prints so far`);
}

/** An address where nothing listens: a printer that is switched off. */
export async function deadPrinterAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `127.0.0.1:${port}`;
}
