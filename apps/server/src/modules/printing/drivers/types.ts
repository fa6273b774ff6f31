/**
 * One printer, whatever reaches it. `print` resolves once the printer (or its vendor's cloud)
 * took the bytes, and rejects with a `PrinterError` otherwise; `key` is the print job's, so a
 * driver that can (the cloud) turns a repeat of the same print into one paper.
 */
export interface PrinterDriver {
  print(bytes: Uint8Array, opts: { key: string }): Promise<'printed' | 'already_printed'>;
  /** Whether the printer can be reached now. */
  status(): Promise<boolean>;
}

/** Why a print did not happen, in words for the print job's `last_error` (no secrets in it). */
export class PrinterError extends Error {}

/** How long a printer may take to answer before it counts as off. */
export const printerTimeoutMs = 8_000;
