import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, press, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Picks an option of an antd Select: typed into a searchable one, clicked in a plain one. */
async function choose(page: Page, within: Locator, label: string, option: string) {
  const select = within.getByLabel(label, { exact: true });
  await select.click();
  if (await select.isEditable()) {
    await select.fill(option);
    await page.locator('.ant-select-item-option-active', { hasText: option }).waitFor();
    await select.press('Enter');
  } else {
    await page.locator('.ant-select-item-option', { hasText: option }).first().click();
  }
}

/** The form item of a label: where a Select shows what it holds. */
const item = (form: Locator, label: string) =>
  form.locator('.ant-form-item').filter({ has: form.page().getByText(label, { exact: true }) });

const api = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as { data: Array<{ id: number }>; errors?: Record<string, string> },
  };
};

it('the agent form keeps every SPEC §3 field', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.goto('/users/agent');
  await press(page.getByRole('button', { name: 'Create' }));

  const form = page.getByRole('dialog');
  await form.getByLabel('Username').fill('farid');
  await form.getByLabel('Display name').fill('Farid Agent');
  // The rank starts at "Agent" on the agent list.
  await form.getByLabel('IC No').fill('901301-14-5678');
  await form.getByLabel('Phone number').fill('012-345 6789');
  await choose(page, form, 'Upline', 'Mei Ling');
  await form.getByLabel('Active', { exact: true }).check();
  await choose(page, form, 'Bank', 'Maybank Islamic');
  await form.getByLabel('Account No').fill('12AB');
  await form.getByLabel('Yes', { exact: true }).check();
  await form.getByLabel('Password', { exact: true }).fill('Farid@2026');
  await form.getByLabel('Confirm password').fill('Farid@2026');
  await press(form.getByRole('button', { name: 'Save' }));
  // SPEC §5's messages, before anything is sent.
  await seen(form.getByText('IC number must be a valid 12-digit IC No.'));
  await seen(form.getByText('Account No required and must be a number.'));
  await seen(form.getByText('Account name required.'));

  await form.getByLabel('IC No').fill('900101-14-5678');
  await form.getByLabel('Account No').fill('1122 3344 55');
  await form.getByLabel('Account name').fill('FARID BIN AHMAD');
  await press(form.getByRole('button', { name: 'Save' }));
  await seen(page.getByText('Agent created successfully.').first());
  await gone(form);

  const row = page.getByRole('row', { name: /farid/ });
  await seen(row.getByText('Mei Ling (master agent)').first());
  await seen(row.getByText('Yes', { exact: true }));

  // Reopened, the form shows every value as it was kept.
  await press(row.getByRole('button', { name: 'Edit' }));
  await expect.poll(() => form.getByLabel('Username').inputValue()).toBe('farid');
  expect(await form.getByLabel('Display name').inputValue()).toBe('Farid Agent');
  expect(await form.getByLabel('IC No').inputValue()).toBe('900101145678');
  expect(await form.getByLabel('Phone number').inputValue()).toBe('+60123456789');
  expect(await form.getByLabel('Account No').inputValue()).toBe('1122334455');
  expect(await form.getByLabel('Account name').inputValue()).toBe('FARID BIN AHMAD');
  expect(await form.getByLabel('Yes', { exact: true }).isChecked()).toBe(true);
  expect(await form.getByLabel('Active', { exact: true }).isChecked()).toBe(true);
  await seen(item(form, 'Bank').getByText('Maybank Islamic'));
  await seen(item(form, 'Upline').getByText(/Mei Ling/));
  await seen(item(form, 'Agent rank').getByText('Agent', { exact: true }));

  // The rank offers only "Mentor" besides the agent's own, and says why.
  await seen(form.getByText('An agent can only be upgraded to mentor.'));
  await form.getByLabel('Agent rank', { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect.poll(() => options.allTextContents()).toEqual(['Agent', 'Mentor']);
  await options.filter({ hasText: 'Mentor' }).click();
  await press(form.getByRole('button', { name: 'Save' }));
  await seen(page.getByText('Agent updated successfully.').first());
  await gone(form);
  await seen(row.getByText('Mentor', { exact: true }).first());

  // Any other change of rank is refused, with SPEC §4's message on the rank.
  const token = await apiToken('admin', 'Admin@1234');
  const farid = (await api(token, 'GET', '/api/admin/user?listing_type=agent&search=farid')).json.data[0] ?? {
    id: 0,
  };
  expect(farid).toMatchObject({
    type: 'mentor',
    icno: '900101145678',
    bank: 'maybank_islamic',
    entitled: 'yes',
  });
  for (const rank of ['agent', 'master_agent']) {
    const refused = await api(token, 'PUT', `/api/admin/user/${farid.id}`, { agent_rank: rank });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ agent_rank: 'An agent can only be upgraded to mentor.' });
  }
  await context.close();
});
