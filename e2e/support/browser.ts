import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium, headless, with the flags this sandbox needs (no background network). */
export async function launch(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No chromium at ${executablePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A new browser profile (empty local storage) in English unless told otherwise; `options` adds to
 * or overrides the context's (a `timezoneId` to stand the browser elsewhere in the world). The
 * profile asks for reduced motion, which the portal honours: dialogs open and close at once, so
 * tests wait for no zoom or slide (the browser suite took 666 s with them, 507 s without).
 */
export async function newPage(
  browser: Browser,
  locale = 'en-GB',
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the locator is shown. A toast that comes and goes is caught as it appears, where a
 * poll of isVisible() on a busy machine can look before and after it.
 */
export async function seen(locator: Locator, timeout = 15_000) {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Waits until nothing the locator matches is shown any more (closed, removed, hidden). */
export async function gone(locator: Locator, timeout = 15_000) {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** Signs in through the API, for tests that set up data before the browser part. */
export async function apiToken(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const reply = (await res.json()) as { data?: { token?: string } };
  if (!reply.data?.token) throw new Error(`could not sign ${username} in: ${res.status}`);
  return reply.data.token;
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the Nth e-mail the real SMTP server received and returns its decoded text. */
export async function mailNumber(n: number, timeoutMs = 15_000): Promise<string> {
  const dir = inject('mailDir');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = await readdir(dir);
    if (files.includes(`${n}.eml`)) {
      const raw = await readFile(join(dir, `${n}.eml`), 'utf8');
      // Undo quoted-printable soft breaks and escapes, enough to read links and text.
      return raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail number ${n} within ${timeoutMs} ms`);
}

export async function mailCount(): Promise<number> {
  return (await readdir(inject('mailDir'))).length;
}

/**
 * Waits until nothing on the page is animating (antd's dialogs zoom in and out, messages slide):
 * what is on screen then stays where it is. Endless animations (spinners, a live dot) do not count.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Clicks once nothing is moving. antd zooms a dialog in from where the opening click was: on a
 * busy machine a click aimed while it grows can land beside its button and be lost.
 */
export async function press(target: Locator) {
  await seen(target);
  await settled(target.page());
  await target.click();
}

/** Closes a dialog with its button, once it has finished opening, and waits until it is gone. */
export async function closeDialog(dialog: Locator, button: 'Cancel' | 'Close' | 'OK' = 'Cancel') {
  await press(dialog.getByRole('button', { name: button }));
  await gone(dialog);
}
