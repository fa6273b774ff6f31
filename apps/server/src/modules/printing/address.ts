import { isIP } from 'node:net';

/**
 * What a printer's "series no" names (docs/adr/0011-printing.md):
 * - a network printer, reached by raw TCP: an IPv4 address, a bracketed IPv6 address, a host name
 *   with at least one dot ("kitchen.lan"), or anything after `tcp://`, each with an optional
 *   `:port` (9100 when left out);
 * - otherwise a cloud printer's serial number: 4 to 40 letters, digits and dashes, no dot and no
 *   colon (vendors' serial numbers have neither), printed through the vendor's API.
 * Anything else names no printer.
 */
export type PrinterAddress =
  | { kind: 'network'; host: string; port: number }
  | { kind: 'cloud'; serial: string };

export const defaultPrinterPort = 9100;

const hostLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

function hostPort(text: string): { host: string; port: number } | undefined {
  let host = text;
  let port = String(defaultPrinterPort);
  const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i.exec(text);
  if (bracketed) {
    host = bracketed[1] ?? '';
    port = bracketed[2] ?? port;
    if (isIP(host) !== 6) return undefined;
  } else {
    const m = /^([^:]+)(?::(\d{1,5}))?$/.exec(text);
    if (!m) return undefined;
    host = m[1] ?? '';
    port = m[2] ?? port;
    if (!isIP(host) && !host.split('.').every((label) => hostLabel.test(label))) return undefined;
  }
  const n = Number(port);
  return n >= 1 && n <= 65535 ? { host, port: n } : undefined;
}

export function parsePrinterAddress(seriesNo: string | null | undefined): PrinterAddress | undefined {
  const text = seriesNo?.trim() ?? '';
  if (!text) return undefined;
  if (/^tcp:\/\//i.test(text)) {
    const hp = hostPort(text.slice('tcp://'.length));
    return hp && { kind: 'network', ...hp };
  }
  if (text.includes('.') || text.includes(':')) {
    const hp = hostPort(text);
    return hp && { kind: 'network', ...hp };
  }
  return /^[A-Za-z0-9-]{4,40}$/.test(text) ? { kind: 'cloud', serial: text } : undefined;
}

/** Whether `port` is among PRINTER_TCP_PORTS ("9100-9109,9200"). */
export function portAllowed(port: number, ports: string): boolean {
  return ports.split(',').some((part) => {
    const [from = '', to = from] = part.split('-').map((p) => p.trim());
    return port >= Number(from) && port <= Number(to);
  });
}
