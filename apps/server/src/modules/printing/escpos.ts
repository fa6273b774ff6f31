import { printerColumns } from '@meja/contracts';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import iconv from 'iconv-lite';
import type { Block } from './documents';
import { center, hasWide, pair, wrap } from './layout';

/**
 * Blocks → ESC/POS bytes through @point-of-sale/receipt-printer-encoder (sizes, bold, rules, QR
 * codes, the cut), for 58 mm (32 columns) and 80 mm (48) paper.
 *
 * Chinese: the encoder's code pages are single-byte ones and cannot hold a Chinese name. Printers
 * sold here (Xprinter, Sunmi, most 58/80 mm ones) carry a GB18030 font and print it in their
 * double-byte character mode, so a line with Chinese in it goes as GB18030 bytes between
 * "double-byte mode on" (FS &) and "off" (FS .): the same character-mode switch the encoder itself
 * sends (FS .) when it initializes the printer. Widths count such a character as two columns.
 */
const doubleByteOn = [0x1c, 0x26];
const doubleByteOff = [0x1c, 0x2e];

export type PaperWidth = keyof typeof printerColumns;

/** The paper of a store's printer model (stores.printer_model): 80 mm, else the 58 mm default. */
export const paperOf = (printerModel: number): PaperWidth => (printerModel === 80 ? 80 : 58);

export function renderEscPos(blocks: readonly Block[], paper: PaperWidth): Uint8Array {
  const columns = printerColumns[paper];
  const enc = new ReceiptPrinterEncoder({ columns, feedBeforeCut: 4, newline: '\n' });
  enc.initialize();

  const emit = (line: string) => {
    if (!hasWide(line)) {
      enc.line(line);
      return;
    }
    enc.raw([...doubleByteOn, ...iconv.encode(line, 'gb18030'), ...doubleByteOff]);
    enc.newline();
  };
  const lines = (text: string, width: number, centred = false) => {
    for (const l of wrap(text, width)) emit(centred ? center(l, width) : l);
  };
  const styled = (bold: boolean, width: number, height: number, write: () => void) => {
    enc.bold(bold).size(width, height);
    write();
    enc.size(1, 1).bold(false);
  };

  for (const b of blocks) {
    switch (b.kind) {
      case 'title':
        styled(true, 1, 2, () => lines(b.text, columns, true));
        break;
      case 'big':
        styled(true, 2, 2, () => lines(b.text, columns / 2, true));
        break;
      case 'center':
        styled(Boolean(b.bold), 1, 1, () => lines(b.text, columns, true));
        break;
      case 'text':
        styled(Boolean(b.bold), 1, 1, () => lines(b.text, columns));
        break;
      case 'pair':
        styled(Boolean(b.bold), 1, 1, () => {
          for (const l of pair(b.left, b.right, columns)) emit(l);
        });
        break;
      case 'item': {
        const head = `${b.quantity} x ${b.name}`;
        styled(Boolean(b.big), 1, b.big ? 2 : 1, () => {
          for (const l of b.amount === undefined ? wrap(head, columns) : pair(head, b.amount, columns))
            emit(l);
        });
        for (const d of b.details) for (const l of wrap(d, columns - 4)) emit(`    ${l}`);
        break;
      }
      case 'rule':
        enc.rule();
        break;
      case 'qr':
        enc.newline();
        enc.align('center').qrcode(b.url, { model: 2, size: paper === 80 ? 6 : 5, errorlevel: 'm' });
        enc.align('left');
        lines(b.caption, columns, true);
        break;
    }
  }
  enc.cut();
  return enc.encode();
}
