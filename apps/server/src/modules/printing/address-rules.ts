import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { PrintingConfig } from '../../config';
import { addressKind, inRanges, rangeList } from '../../lib/ip-ranges';

/**
 * Where a network printer may be (issue 26). A merchant types the address and the server connects
 * to it, so the address must not reach the server itself or its neighbours: loopback, link-local
 * and cloud metadata addresses are never printers, private ranges only within the installation's
 * PRINTER_NETWORKS (config.ts), public addresses on printer ports (PRINTER_TCP_PORTS) only. Checked
 * when the address is saved (merchants' store form) and again at each connection, on every address
 * the host name resolves to then, and the connection goes to the address that was checked, so a
 * name cannot be pointed at loopback after it was saved.
 */

export type AddressRefusal = 'loopback' | 'link_local' | 'unusable' | 'private';

const networkLists = new Map<string, ReturnType<typeof rangeList>>();

/** PRINTER_NETWORKS as a list to check against, made once per value. */
function networksOf(setting: string) {
  let list = networkLists.get(setting);
  if (!list) {
    list = rangeList(setting.trim() === 'none' ? [] : setting.split(',').filter((c) => c.trim()));
    networkLists.set(setting, list);
  }
  return list;
}

/** Why no printer may be at this IP address under the settings; undefined when one may. */
export function refusalOf(
  ip: string,
  settings: Pick<PrintingConfig, 'PRINTER_NETWORKS'>,
): AddressRefusal | undefined {
  const kind = addressKind(ip);
  switch (kind) {
    case 'public':
      return undefined;
    case 'metadata':
    case 'link_local':
      return 'link_local';
    case 'loopback':
    case 'private':
      // Only where the installation opted in (loopback: listed by name, outside production).
      return inRanges(ip, networksOf(settings.PRINTER_NETWORKS)) ? undefined : kind;
    default:
      return 'unusable';
  }
}

/** Names that are this machine whatever a resolver says. */
const loopbackName = /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.localhost$/i;

/** The IP addresses of a host (itself when it is one), or undefined when the name does not resolve in time. */
export async function addressesOf(host: string, timeoutMs: number): Promise<string[] | undefined> {
  if (isIP(host)) return [host];
  const name = host.replace(/\.$/, '');
  if (loopbackName.test(name)) return ['127.0.0.1'];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const found = await Promise.race([lookup(name, { all: true, verbatim: true }), late]);
    return found?.map((a) => a.address);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The first refusal among the addresses, with the address it is for. */
export function firstRefusal(ips: readonly string[], settings: Pick<PrintingConfig, 'PRINTER_NETWORKS'>) {
  for (const ip of ips) {
    const refusal = refusalOf(ip, settings);
    if (refusal) return { ip, refusal };
  }
  return undefined;
}

const refusalWords: Record<AddressRefusal, string> = {
  loopback: 'is this server itself (loopback)',
  link_local: 'is link-local or a cloud metadata address',
  unusable: 'is no host (unspecified, broadcast or multicast)',
  private: 'is on a private network this installation does not print to (PRINTER_NETWORKS)',
};

/**
 * At connect time: the one address to connect to, after checking every address the host has now;
 * else why not, in words for the print job's error.
 */
export async function printerTarget(
  host: string,
  settings: Pick<PrintingConfig, 'PRINTER_NETWORKS'>,
  timeoutMs: number,
): Promise<{ ip: string } | { why: string }> {
  const ips = await addressesOf(host, timeoutMs);
  if (!ips?.length) return { why: 'the host name does not resolve' };
  const refused = firstRefusal(ips, settings);
  if (refused) return { why: `${refused.ip} ${refusalWords[refused.refusal]}` };
  return { ip: ips[0] as string };
}
