import type { PrintingConfig } from '../../../config';
import { type PrinterAddress, parsePrinterAddress, portAllowed } from '../address';
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

export function driverOf(address: PrinterAddress, settings: PrintingConfig): PrinterDriver {
  if (address.kind === 'cloud') return cloudPrinter(address.serial, settings);
  // A merchant chooses the address: only printer ports, never the server's other services.
  if (!portAllowed(address.port, settings.PRINTER_TCP_PORTS))
    return refusing(`port ${address.port} is not a printer port (PRINTER_TCP_PORTS)`);
  return networkPrinter(address.host, address.port, printerTimeoutMs);
}

/** The driver of a series number (address.ts), or one that refuses when it names no printer. */
export function driverFor(seriesNo: string | null, settings: PrintingConfig): PrinterDriver {
  const address = parsePrinterAddress(seriesNo);
  return address ? driverOf(address, settings) : refusing('no printer has this series number');
}
