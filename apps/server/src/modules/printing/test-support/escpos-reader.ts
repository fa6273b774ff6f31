import iconv from 'iconv-lite';

/**
 * What a printer would make of ESC/POS bytes (test code only): the printed text lines (code page
 * 437 in single-byte mode, GB18030 between FS & and FS .), cuts, and QR codes stored and printed.
 * An unknown command is an error, so that a stray byte sequence does not pass as text.
 */
export interface ReadReceipt {
  lines: string[];
  /** The whole text, lines joined with "\n". */
  text: string;
  cuts: number;
  /** The data of each QR code stored (GS ( k, fn 80) and whether a print of it followed (fn 81). */
  qr: { data: string; printed: boolean }[];
}

export function readEscPos(input: Uint8Array): ReadReceipt {
  const b = Buffer.from(input);
  const lines: string[] = [];
  const qr: ReadReceipt['qr'] = [];
  let cuts = 0;
  let line = '';
  let run: number[] = [];
  let doubleByte = false;
  const flushRun = () => {
    if (!run.length) return;
    line += iconv.decode(Buffer.from(run), doubleByte ? 'gb18030' : 'cp437');
    run = [];
  };
  let i = 0;
  const need = (n: number) => {
    if (i + n > b.length) throw new Error(`truncated command at ${i}`);
  };
  while (i < b.length) {
    const c = b[i] as number;
    if (c === 0x0a) {
      flushRun();
      lines.push(line.trimEnd());
      line = '';
      i += 1;
    } else if (c === 0x0d) {
      i += 1;
    } else if (c === 0x1b) {
      need(2);
      const op = String.fromCharCode(b[i + 1] as number);
      flushRun();
      if (op === '@' || op === '2') i += 2;
      else if ('MtEa-3dJ!G4{'.includes(op)) {
        need(3);
        i += 3;
      } else throw new Error(`unknown ESC ${op} at ${i}`);
    } else if (c === 0x1c) {
      need(2);
      flushRun();
      const op = String.fromCharCode(b[i + 1] as number);
      if (op === '&') doubleByte = true;
      else if (op === '.') doubleByte = false;
      else throw new Error(`unknown FS ${op} at ${i}`);
      i += 2;
    } else if (c === 0x1d) {
      need(3);
      flushRun();
      const op = String.fromCharCode(b[i + 1] as number);
      if (op === '!' || op === 'B' || op === 'h' || op === 'w' || op === 'H' || op === 'f') i += 3;
      else if (op === 'V') {
        cuts += 1;
        const m = b[i + 2] as number;
        i += m === 65 || m === 66 ? 4 : 3;
      } else if (op === '(' && b[i + 2] === 0x6b) {
        need(5);
        const len = (b[i + 3] as number) + (b[i + 4] as number) * 256;
        need(5 + len);
        const fn = b[i + 6];
        if (fn === 0x50) qr.push({ data: b.subarray(i + 8, i + 5 + len).toString('latin1'), printed: false });
        if (fn === 0x51) {
          const last = qr.at(-1);
          if (last) last.printed = true;
        }
        i += 5 + len;
      } else if (op === 'v' && b[i + 2] === 0x30) {
        need(8);
        const width = (b[i + 4] as number) + (b[i + 5] as number) * 256;
        const height = (b[i + 6] as number) + (b[i + 7] as number) * 256;
        i += 8 + width * height;
      } else throw new Error(`unknown GS ${op} at ${i}`);
    } else if (c < 0x20) {
      throw new Error(`unknown control byte ${c} at ${i}`);
    } else {
      run.push(c);
      i += 1;
    }
  }
  flushRun();
  if (line) lines.push(line.trimEnd());
  return { lines, text: lines.join('\n'), cuts, qr };
}
