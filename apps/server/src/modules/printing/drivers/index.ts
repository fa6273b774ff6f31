import type { PrintingConfig } from '../../../config';
import { type PrinterAddress, parsePrinterAddress, portAllowed } from '../address';
import { printerTarget } from '../address-rules';
import { cloudPrinter } from './cloud';
import { networkPrinter } from './network';
import { type PrinterDriver, PrinterError, printerTimeoutMs } from './types';

export { type PrinterDriver, PrinterError } from './types';

const refusing = (why: string): PrinterDriver => ({
  print: async () => {
    throw new PrinterError(why);
  },
  status: async () => false,
});

/**
 * A network printer reached only at an address its rules allow (address-rules.ts): the host is
 * resolved and every address it has now checked before each connection, which then goes to the
 * checked address, not to the name again.
 */
function checkedNetworkPrinter(host: string, port: number, settings: PrintingConfig): PrinterDriver {
  const reach = async () => {
    const target = await printerTarget(host, settings, printerTimeoutMs);
    if ('why' in target) throw new PrinterError(`${host}:${port}: ${target.why}`);
    return networkPrinter(target.ip, port, printerTimeoutMs);
  };
  return {
    print: async (bytes, opts) => (await reach()).print(bytes, opts),
    status: async () => {
      try {
        return await (await reach()).status();
      } catch {
        return false;
      }
    },
  };
}

export function driverOf(address: PrinterAddress, settings: PrintingConfig): PrinterDriver {
  if (address.kind === 'cloud') return cloudPrinter(address.serial, settings);
  // A merchant chooses the address: only printer ports, never the server's other services.
  if (!portAllowed(address.port, settings.PRINTER_TCP_PORTS))
    return refusing(`port ${address.port} is not a printer port (PRINTER_TCP_PORTS)`);
  return checkedNetworkPrinter(address.host, address.port, settings);
}

/** The driver of a series number (address.ts), or one that refuses when it names no printer. */
export function driverFor(seriesNo: string | null, settings: PrintingConfig): PrinterDriver {
  const address = parsePrinterAddress(seriesNo);
  return address ? driverOf(address, settings) : refusing('no printer has this series number');
}
