import { createHmac, randomInt } from 'node:crypto';
import type { PrintingConfig } from '../../../config';
import { type PrinterDriver, PrinterError, printerTimeoutMs } from './types';

/**
 * A cloud printer addressed by its serial number through its vendor's open API, in the shape of
 * Sunmi's cloud printer API (v2 "printer/open/open"): a JSON POST signed with HMAC-SHA256 of
 * `body + appId + timestamp + nonce` under the app key, in `Sunmi-*` headers; the answer is
 * `{ code, msg, data }`, code 1 meaning done. `pushContent` takes ESC/POS bytes as hex and our
 * print job's key as `trade_no`, which the cloud keeps unique: a retry after a lost answer
 * finds the print already there instead of printing it twice.
 */
export const cloudPaths = {
  print: '/v2/printer/open/open/device/pushContent',
  status: '/v2/printer/open/open/device/onlineStatus',
} as const;

/** The answer's `code` when the cloud already has a print with this trade_no (ours: the job key). */
export const duplicateTradeCode = 10_001;

interface CloudAnswer {
  code?: number;
  msg?: string;
  data?: { is_online?: number; list?: { sn?: string; is_online?: number }[] } | null;
}

/** The request's signature headers: what the fake cloud of the tests checks as the vendor does. */
export function signCloudRequest(body: string, appId: string, appKey: string, at = Date.now()) {
  const timestamp = String(Math.floor(at / 1000));
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sign = createHmac('sha256', appKey)
    .update(body + appId + timestamp + nonce)
    .digest('hex');
  return { 'Sunmi-Appid': appId, 'Sunmi-Timestamp': timestamp, 'Sunmi-Nonce': nonce, 'Sunmi-Sign': sign };
}

export function cloudPrinter(serial: string, settings: PrintingConfig): PrinterDriver {
  const appId = settings.PRINTER_CLOUD_APP_ID;
  const appKey = settings.PRINTER_CLOUD_APP_KEY;

  async function call(path: string, payload: object): Promise<CloudAnswer> {
    if (!appId || !appKey) throw new PrinterError('cloud printers are not configured (PRINTER_CLOUD_APP_ID)');
    const body = JSON.stringify(payload);
    let res: Response;
    try {
      res = await fetch(new URL(path, settings.PRINTER_CLOUD_API_URL), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          Source: 'openapi',
          ...signCloudRequest(body, appId, appKey),
        },
        body,
        signal: AbortSignal.timeout(printerTimeoutMs),
      });
    } catch (err) {
      // The cause, never the request: its headers carry the signature.
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
      throw new PrinterError(`printer cloud unreachable: ${cause}`);
    }
    if (!res.ok) throw new PrinterError(`printer cloud answered HTTP ${res.status}`);
    return (await res.json().catch(() => ({}))) as CloudAnswer;
  }

  return {
    async print(bytes, { key }) {
      const answer = await call(cloudPaths.print, {
        sn: serial,
        trade_no: key,
        content: Buffer.from(bytes).toString('hex'),
        count: 1,
        order_type: 1,
      });
      if (answer.code === 1) return 'printed';
      if (answer.code === duplicateTradeCode) return 'already_printed';
      throw new PrinterError(`printer ${serial}: ${answer.msg || `code ${answer.code ?? '?'}`}`);
    },
    async status() {
      try {
        const answer = await call(cloudPaths.status, { sn: serial });
        if (answer.code !== 1) return false;
        const one = answer.data?.list?.find((p) => p.sn === serial) ?? answer.data;
        return one?.is_online === 1;
      } catch {
        return false;
      }
    },
  };
}
