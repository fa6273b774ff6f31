import { isIP } from 'node:net';
import type { MessageKey } from '@meja/contracts';
import type { ActorCtx } from '../../plugins/context';
import type { MerchantScope } from '../../policy/scope';
import { type PrinterAddress, parsePrinterAddress, portAllowed } from './address';
import { othersSeriesNumbersLike } from './address-repository';
import { type AddressRefusal, addressesOf, firstRefusal } from './address-rules';

/**
 * A printer address as the store form saves it (issue 26): the reason it is refused, as the
 * message of a field error, or undefined. A network address must be on a printer port and at an
 * address its rules allow (address-rules.ts: a host name is resolved now, and again at every
 * connection); any printer, network or cloud, must not be one another merchant already uses.
 * Text that names no printer is left as it is (printing says the printer is unreachable).
 */

const refusalKeys: Record<AddressRefusal, MessageKey> = {
  loopback: 'validation.printer_address_loopback',
  link_local: 'validation.printer_address_link_local',
  unusable: 'validation.printer_address_unusable',
  private: 'validation.printer_address_private',
};

/** How long saving waits for a printer's host name to resolve; a name that does not is checked when printing. */
const resolveMs = 3_000;

/** One way of writing a host: IPv6 in its short form, names in lower case without the root dot. */
function canonicalHost(host: string): string {
  if (isIP(host) === 6) return new URL(`http://[${host}]`).hostname.slice(1, -1);
  return host.toLowerCase().replace(/\.$/, '');
}

const samePrinter = (a: PrinterAddress, b: PrinterAddress) =>
  a.kind === 'cloud'
    ? b.kind === 'cloud' && a.serial.toLowerCase() === b.serial.toLowerCase()
    : b.kind === 'network' && a.port === b.port && canonicalHost(a.host) === canonicalHost(b.host);

/** What other merchants' series numbers must contain to name this printer (the comparison is address-wise). */
function needleOf(address: PrinterAddress): string {
  if (address.kind === 'cloud') return address.serial;
  const host = canonicalHost(address.host);
  // IPv6 is written in many ways: its last group is in every one of them.
  return isIP(host) === 6 ? (host.split(':').at(-1) ?? host) : host;
}

export async function printerAddressProblem(
  ctx: ActorCtx,
  scope: MerchantScope,
  seriesNo: string,
): Promise<MessageKey | undefined> {
  const address = parsePrinterAddress(seriesNo);
  if (!address) return undefined;
  if (address.kind === 'network') {
    if (!portAllowed(address.port, ctx.printing.PRINTER_TCP_PORTS)) return 'validation.printer_port';
    const ips = await addressesOf(address.host, resolveMs);
    const refused = ips && firstRefusal(ips, ctx.printing);
    if (refused) return refusalKeys[refused.refusal];
  }
  const others = await othersSeriesNumbersLike(ctx.db, scope, needleOf(address));
  const taken = others.some((text) => {
    const other = parsePrinterAddress(text);
    return other !== undefined && samePrinter(address, other);
  });
  return taken ? 'validation.printer_address_taken' : undefined;
}
