import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { defaultPrinterNetworks, loadConfig, localPrinterNetworks } from '../../config';
import { printJobs } from '../../db/schema';
import { refusalOf } from './address-rules';
import { printingJobs } from './jobs';
import { type FakePrinter, startFakePrinter } from './test-support/fake-printer';
import { type PrintingFixture, printingFixture, setMainPrinter, testPrinting } from './test-support/fixture';

/**
 * Issue 26: where a merchant's network printer may be. `local` is an installation on the
 * restaurant's network (PUBLIC_URL a local name: the private ranges by default, never loopback);
 * `cloud` one on a public host (no private range by default) that lists 127.0.0.1 by name, as a
 * developer's printer emulator would, and nothing else. A fake printer listens on 127.0.0.1.
 */
let local: TestApp;
let cloud: TestApp;
let printer: FakePrinter;
let mine: PrintingFixture;
let theirs: PrintingFixture;
let onCloud: PrintingFixture;

beforeAll(async () => {
  printer = await startFakePrinter();
  // Any port (the fake printer's is random), so only the address rules can refuse.
  local = await createTestApp({
    jobs: printingJobs,
    printing: { ...testPrinting(), PRINTER_NETWORKS: undefined },
  });
  cloud = await createTestApp({
    publicUrl: 'https://meja.example.my',
    printing: { ...testPrinting(), PRINTER_NETWORKS: '127.0.0.1/32' },
  });
  mine = await printingFixture(local, 'printer-address-mine');
  theirs = await printingFixture(local, 'printer-address-theirs');
  onCloud = await printingFixture(cloud, 'printer-address-cloud');
});
afterAll(async () => {
  await local?.close();
  await cloud?.close();
  await printer?.close();
});

const saveStore = (t: TestApp, token: string, payload: object, lang = 'en') =>
  t.call(token, {
    method: 'PATCH',
    url: '/api/admin/merchant/update',
    headers: { 'accept-language': lang },
    payload: { type: 'edit store', ...payload },
  });
const errorsOf = async (t: TestApp, token: string, payload: object) => {
  const res = await saveStore(t, token, payload);
  return res.statusCode === 200 ? 'saved' : res.json().errors;
};
const online = async (t: TestApp, token: string) =>
  (await t.call(token, { method: 'GET', url: '/api/admin/merchant/printer_connection' })).json().data.online;

const loopback = 'This address is the server itself (loopback), not a printer.';
const linkLocal = 'Link-local and cloud metadata addresses cannot be printers.';
const privateNetwork =
  'This installation does not print to this private network. Use the printer’s public address, or a cloud printer.';

describe('the rules', () => {
  const none = { PRINTER_NETWORKS: 'none' };
  it('refuse loopback, link-local, metadata and no-host addresses, however written', () => {
    expect(refusalOf('127.0.0.1', none)).toBe('loopback');
    expect(refusalOf('127.8.9.10', none)).toBe('loopback');
    expect(refusalOf('::1', none)).toBe('loopback');
    expect(refusalOf('::ffff:127.0.0.1', none)).toBe('loopback');
    expect(refusalOf('64:ff9b::7f00:1', none)).toBe('loopback');
    expect(refusalOf('169.254.169.254', none)).toBe('link_local');
    expect(refusalOf('::ffff:169.254.169.254', none)).toBe('link_local');
    expect(refusalOf('fe80::1', none)).toBe('link_local');
    for (const ip of ['0.0.0.0', '255.255.255.255', '224.0.0.1', '::'])
      expect(refusalOf(ip, none)).toBe('unusable');
    // Metadata services inside ranges an installation may open stay closed.
    expect(refusalOf('100.100.100.200', { PRINTER_NETWORKS: '100.64.0.0/10' })).toBe('link_local');
    expect(refusalOf('fd00:ec2::254', { PRINTER_NETWORKS: 'fc00::/7' })).toBe('link_local');
    expect(refusalOf('169.254.169.254', { PRINTER_NETWORKS: '169.254.0.0/16' })).toBe('link_local');
  });

  it('allow private ranges only where PRINTER_NETWORKS opens them, and public addresses', () => {
    expect(refusalOf('192.168.1.50', none)).toBe('private');
    expect(refusalOf('10.0.0.7', none)).toBe('private');
    expect(refusalOf('fd12::7', none)).toBe('private');
    expect(refusalOf('192.168.1.50', { PRINTER_NETWORKS: '192.168.1.0/24' })).toBeUndefined();
    expect(refusalOf('192.168.2.50', { PRINTER_NETWORKS: '192.168.1.0/24' })).toBe('private');
    expect(refusalOf('10.0.0.7', { PRINTER_NETWORKS: localPrinterNetworks })).toBeUndefined();
    expect(refusalOf('127.0.0.1', { PRINTER_NETWORKS: localPrinterNetworks })).toBe('loopback');
    expect(refusalOf('8.8.8.8', none)).toBeUndefined();
    expect(refusalOf('2001:4860:4860::8888', none)).toBeUndefined();
  });

  it('default to no private range on a public host, the LAN ranges on a local one', () => {
    expect(defaultPrinterNetworks('https://meja.example.my')).toBe('none');
    expect(defaultPrinterNetworks('http://8.8.8.8:3000')).toBe('none');
    for (const url of [
      'http://localhost:3000',
      'http://192.168.1.10',
      'http://meja.local',
      'http://pos',
      'http://[::1]:3000',
    ])
      expect(defaultPrinterNetworks(url)).toBe(localPrinterNetworks);
    expect(loadConfig({ PUBLIC_URL: 'https://meja.example.my' }).PRINTER_NETWORKS).toBe('none');
    expect(loadConfig({}).PRINTER_NETWORKS).toBe(localPrinterNetworks);
  });

  it('never open loopback in production, and refuse what is no CIDR', () => {
    expect(loadConfig({ PRINTER_NETWORKS: '127.0.0.1/32' }).PRINTER_NETWORKS).toBe('127.0.0.1/32');
    expect(() => loadConfig({ NODE_ENV: 'production', PRINTER_NETWORKS: '127.0.0.1/32' })).toThrow(
      /loopback/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PRINTER_NETWORKS: '0.0.0.0/0' })).toThrow(/loopback/);
    expect(loadConfig({ NODE_ENV: 'production', PRINTER_NETWORKS: '10.1.0.0/16' }).PRINTER_NETWORKS).toBe(
      '10.1.0.0/16',
    );
    expect(() => loadConfig({ PRINTER_NETWORKS: 'the office' })).toThrow(/PRINTER_NETWORKS/);
  });
});

describe('saving a printer address', () => {
  it('refuses loopback, link-local and metadata addresses on the field, with the reason', async () => {
    for (const address of ['127.0.0.1', 'localhost:9100', '[::1]:9100', 'tcp://127.0.0.1:9101', '127.1'])
      expect(await errorsOf(local, mine.token, { printer_series_no: address })).toEqual({
        printer_series_no: loopback,
      });
    for (const address of ['169.254.169.254', '[fe80::1]:9100'])
      expect(await errorsOf(local, mine.token, { printer_series_no: address })).toEqual({
        printer_series_no: linkLocal,
      });
    expect(
      await errorsOf(local, mine.token, { sub_printers: [{ name: 'Bar', series_no: '127.0.0.1' }] }),
    ).toEqual({
      'sub_printers.0.series_no': loopback,
    });
    const zh = await saveStore(local, mine.token, { printer_series_no: '127.0.0.1' }, 'zh');
    expect(zh.json().errors).toEqual({ printer_series_no: '此地址是服务器本身（回环地址），不是打印机。' });
  });

  it('takes a private address where the installation prints to it, and refuses it where not', async () => {
    expect(await errorsOf(local, mine.token, { printer_series_no: '192.168.77.20:9100' })).toBe('saved');
    expect(await errorsOf(cloud, onCloud.token, { printer_series_no: '192.168.77.20:9100' })).toEqual({
      printer_series_no: privateNetwork,
    });
    expect(await errorsOf(cloud, onCloud.token, { printer_series_no: '8.8.4.4:9100' })).toBe('saved');
  });

  it('refuses a port that is no printer port', async () => {
    const strict = await createTestApp({ printing: { PRINTER_NETWORKS: 'none' } });
    try {
      const fx = await printingFixture(strict, 'printer-address-ports');
      expect(await errorsOf(strict, fx.token, { printer_series_no: '8.8.8.8:22' })).toEqual({
        printer_series_no: 'This port is not a printer port on this installation (raw printing is 9100).',
      });
      expect(await errorsOf(strict, fx.token, { printer_series_no: '8.8.8.8:9101' })).toBe('saved');
    } finally {
      await strict.close();
    }
  });

  it("refuses another merchant's printer, however its address is written, and keeps the merchant's own", async () => {
    expect(await errorsOf(local, mine.token, { printer_series_no: '192.168.60.5' })).toBe('saved');
    const taken = { printer_series_no: 'Another merchant already uses this printer.' };
    for (const address of ['192.168.60.5', '192.168.60.5:9100', 'tcp://192.168.60.5:9100', ' 192.168.60.5 '])
      expect(await errorsOf(local, theirs.token, { printer_series_no: address })).toEqual(taken);
    expect(
      await errorsOf(local, theirs.token, {
        sub_printers: [{ name: 'Bar', series_no: '192.168.60.5:9100' }],
      }),
    ).toEqual({ 'sub_printers.0.series_no': taken.printer_series_no });
    // Another port of the same host is another printer; a cloud printer's serial is one merchant's too.
    expect(await errorsOf(local, theirs.token, { printer_series_no: '192.168.60.5:9101' })).toBe('saved');
    expect(
      await errorsOf(local, mine.token, { sub_printers: [{ name: 'Cloud', series_no: 'N411A2B3C4D5' }] }),
    ).toBe('saved');
    expect(await errorsOf(local, theirs.token, { printer_series_no: 'n411a2b3c4d5' })).toEqual(taken);
    // Saving the form again with the printers it has is no conflict with itself.
    expect(
      await errorsOf(local, mine.token, {
        printer_series_no: '192.168.60.5',
        sub_printers: [{ name: 'Cloud', series_no: 'N411A2B3C4D5' }],
      }),
    ).toBe('saved');
  });
});

describe('connecting to a printer', () => {
  it('checks the address the host name resolves to then: a name cannot smuggle loopback in', async () => {
    // Saved before the rules, or a name that resolved elsewhere when it was saved.
    for (const address of [printer.address, `localhost:${printer.port}`, `127.1:${printer.port}`]) {
      await setMainPrinter(local.database.db, mine.merchantId, address);
      expect(await online(local, mine.token)).toBe(false);
      const res = await local.call(mine.token, {
        method: 'POST',
        url: '/api/admin/merchant/test_receipt',
        payload: {},
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().reason).toBe('printer_unreachable');
      const [job] = await local.database.db
        .select()
        .from(printJobs)
        .where(eq(printJobs.merchantId, mine.merchantId))
        .orderBy(desc(printJobs.id))
        .limit(1);
      expect(job?.lastError).toMatch(/127\.0\.0\.1 is this server itself \(loopback\)/);
    }
    expect(printer.prints).toEqual([]);
  });

  it('reaches a printer where the installation opted in by name, and nothing else there', async () => {
    await setMainPrinter(cloud.database.db, onCloud.merchantId, `localhost:${printer.port}`);
    expect(await online(cloud, onCloud.token)).toBe(true);
    await setMainPrinter(cloud.database.db, onCloud.merchantId, `169.254.169.254:${printer.port}`);
    expect(await online(cloud, onCloud.token)).toBe(false);
    await setMainPrinter(cloud.database.db, onCloud.merchantId, `10.0.0.1:${printer.port}`);
    expect(await online(cloud, onCloud.token)).toBe(false);
  });
});
