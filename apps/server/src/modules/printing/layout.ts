/**
 * Text laid out in a receipt printer's fixed columns. A Chinese (CJK, full-width) character takes
 * two columns, as the printers' GB18030 font prints it, so widths are counted, not lengths.
 */

/** East Asian wide and full-width code points (Unicode's UAX #11 "W" and "F" ranges that matter here). */
export function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Whether the text needs the printer's Chinese (double-byte) mode. */
export const hasWide = (text: string) => [...text].some((c) => isWide(c.codePointAt(0) ?? 0));

export const widthOf = (text: string) =>
  [...text].reduce((w, c) => w + (isWide(c.codePointAt(0) ?? 0) ? 2 : 1), 0);

/** Control characters would be commands to the printer: a line holds only printable text. */
export const printable = (text: string) =>
  [...text]
    .map((c) => {
      const cp = c.codePointAt(0) ?? 0;
      return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) ? ' ' : c;
    })
    .join('');

/**
 * Lines of at most `width` columns: broken at spaces where a word fits, inside a word (or between
 * Chinese characters, which need no spaces) where it does not.
 */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    if (!word) continue;
    const joined = line ? `${line} ${word}` : word;
    if (widthOf(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) out.push(line);
    line = '';
    for (const c of word) {
      if (line && widthOf(line + c) > width) {
        out.push(line);
        line = '';
      }
      line += c;
    }
  }
  if (line || out.length === 0) out.push(line);
  return out;
}

/**
 * `left` and `right` on one line, `right` flush with the edge; a `left` too long for it wraps
 * onto lines of its own above, so the amount stays on the item's last line.
 */
export function pair(left: string, right: string, width: number): string[] {
  const r = printable(right);
  const room = Math.max(1, width - widthOf(r) - 1);
  const lines = wrap(left, room);
  const last = lines.pop() ?? '';
  const gap = Math.max(1, width - widthOf(last) - widthOf(r));
  return [...lines, `${last}${' '.repeat(gap)}${r}`];
}

/** `text` centred in `width` columns (left-padded only: trailing spaces print nothing). */
export const center = (text: string, width: number) =>
  `${' '.repeat(Math.max(0, Math.floor((width - widthOf(text)) / 2)))}${text}`;
