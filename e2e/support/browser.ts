import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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

/** A new browser profile (empty local storage) in English unless told otherwise. */
export async function newPage(
  browser: Browser,
  locale = 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
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
 * Closes a dialog with its button and waits until it is gone. A click that lands while antd is
 * still animating the dialog in can be lost on a loaded machine: click again, as a person would.
 */
export async function closeDialog(dialog: Locator, button: 'Cancel' | 'Close' = 'Cancel') {
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible())
          await dialog.getByRole('button', { name: button }).click({ timeout: 2000 });
        return dialog.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(false);
}
