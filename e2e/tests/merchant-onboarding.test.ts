import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gone, launch, newPage, press, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visible = (page: Page, text: string | RegExp) => seen(page.getByText(text).first());

/** A side-menu entry; icons add their own name in front of the label. */
const menu = (page: Page, name: string) => page.getByRole('menuitem', { name: new RegExp(`${name}$`) });

/** Picks an option of an antd Select: typed into a searchable one, clicked in a plain one. */
async function choose(page: Page, label: string, option: string, within: Page | Locator = page) {
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

it('an admin brings a merchant on board, who sets up store, company, kitchen staff and tables', async () => {
  // The admin creates the merchant; the terms must be accepted at sign-up.
  const admin = await newPage(browser);
  await signIn(admin.page, 'admin', 'Admin@1234');
  await visible(admin.page, 'Sign out');
  await menu(admin.page, 'Merchant').click();
  await press(admin.page.getByRole('button', { name: 'Create' }));

  const form = admin.page.getByRole('dialog');
  await form.getByLabel('Username').fill('kopitiam');
  await form.getByLabel('Display name').fill('Kopitiam Ah Seng');
  await choose(admin.page, 'Agent', 'Arjun', form);
  await form.getByLabel('Password', { exact: true }).fill('Kopi@2026');
  await form.getByLabel('Confirm password').fill('Kopi@2027');
  await press(form.getByRole('button', { name: 'Save' }));
  await visible(admin.page, 'Password Confirmation Does Not Match');
  await visible(admin.page, 'The merchant must accept the merchant terms and conditions.');
  // Its e-mail is its way back in when it forgets its password (issue 26).
  await visible(
    admin.page,
    'Enter the merchant’s e-mail: it is how they get a link when they forget their password.',
  );

  await form.getByLabel('E-mail').fill('owner@kopitiam.my');
  await form.getByLabel('Confirm password').fill('Kopi@2026');
  await form.getByLabel('The merchant accepts the merchant terms and conditions').check();
  await press(form.getByRole('button', { name: 'Save' }));
  await visible(admin.page, 'Merchant created successfully.');
  await gone(form);
  const row = admin.page.getByRole('row', { name: /kopitiam/ });
  await seen(row.getByText('Inactive'));
  await seen(row.getByText('Pending'));

  // First sign-in: the merchant sets its own password, then waits for activation.
  const merchant = await newPage(browser);
  const m = merchant.page;
  await signIn(m, 'kopitiam', 'Kopi@2026');
  await m.getByLabel('New password', { exact: true }).fill('MyKopi@2026');
  await m.getByLabel('Confirm new password').fill('MyKopi@2026');
  await m.getByRole('button', { name: 'Save password' }).click();
  await visible(m, /not active yet/);

  await row.getByText('Activate', { exact: true }).click();
  await press(admin.page.getByRole('button', { name: 'Confirm' }));
  await seen(row.getByText('Active', { exact: true }));

  await signIn(m, 'kopitiam', 'MyKopi@2026');
  // A new merchant accepts the merchant terms in force before anything else (issue 15).
  await m.waitForURL('**/terms/accept');
  await m.getByLabel('I have read and accept the merchant terms and conditions.').check();
  await m.getByRole('button', { name: 'Accept and continue' }).click();
  await visible(m, 'Dashboard');
  await seen(m.getByRole('button', { name: 'Sign out' }));
  // A real PNG for the store front: a picture of the dashboard itself.
  const photo = await m.screenshot({ clip: { x: 0, y: 0, width: 600, height: 300 } });

  // Store details: a 2 MB front image is refused; a small one is kept with the address.
  await menu(m, 'Store details').click();
  await visible(m, 'Store front');
  const picture = m.locator('input[type=file]').first();
  await picture.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: randomBytes(2 << 20) });
  await visible(m, 'huge.jpg is 2.0 MB: the photo must be at most 1 MB.');
  await picture.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  await m.getByLabel('Address', { exact: true }).fill('8 Jalan Alor, Bukit Bintang');
  await m.getByLabel('Postcode').fill('50200');
  await choose(m, 'State', 'W.P. Kuala Lumpur');
  await m.getByRole('button', { name: 'Save store details' }).click();
  await visible(m, 'Store details updated successfully.');
  // An opaque PNG is kept as a JPEG, resized to the menu's card size.
  const front = m.getByRole('img', { name: 'Front image' });
  await expect
    .poll(() => front.getAttribute('src'), { timeout: 10_000 })
    .toMatch(/^\/api\/media\/file\/[0-9a-f]+\/card\.jpg$/);
  await expect
    .poll(() =>
      front.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBe(750);
  // The uploaded front image is in the merchant's media library, to be picked again.
  await m.getByRole('button', { name: 'Choose from media library' }).click();
  const library = m.getByRole('dialog');
  const photos = library.locator('.ant-card');
  await expect.poll(() => photos.count(), { timeout: 10_000 }).toBe(1);
  await photos.first().click();
  await gone(library);

  // Company profile: a bad IC No and a bank account name unlike the business name are refused.
  await menu(m, 'Company profile').click();
  await visible(m, 'Owner and contact');
  await m.getByLabel('Registered Business Name').fill('Kopitiam Ah Seng Sdn Bhd');
  await m.getByLabel('Business registration no').fill('202601012345');
  await m.getByLabel('Registered address').fill('8 Jalan Alor, 50200 Kuala Lumpur');
  await m.getByLabel('Company e-mail').fill('hello@kopitiam.my');
  await m.getByLabel('Contact person').fill('Tan Ah Seng');
  await m.getByLabel('Contact phone').fill('012-345 6789');
  await m.getByLabel('IC No').fill('991332-14-5678');
  await choose(m, 'Bank', 'Maybank');
  await m.getByLabel('Bank Account Name').fill('Ah Seng Trading');
  await m.getByLabel('Account No').fill('5140 1234 5678');
  await m.getByRole('button', { name: 'Save company profile' }).click();
  await visible(m, 'Please enter a valid 12-digit IC No (e.g. 900101-14-5678).');
  await visible(m, 'Registered Business Name and Bank Account Name must be the same.');
  expect(await m.getByLabel('Contact person').inputValue()).toBe('Tan Ah Seng');

  await m.getByLabel('IC No').fill('900101-14-5678');
  await m.getByLabel('Bank Account Name').fill('KOPITIAM AH SENG SDN BHD');
  await m.getByRole('button', { name: 'Save company profile' }).click();
  await visible(m, 'Company details updated successfully.');
  await visible(m, 'Arjun Agent');

  // Set-up is complete once both forms are: the admin's listing says so.
  await admin.page.reload();
  await seen(admin.page.getByRole('row', { name: /kopitiam/ }).getByText('Completed'));

  // A kitchen staff member, who signs in with the login e-mail and sees no settings.
  await menu(m, 'Operation users').click();
  await m.getByRole('button', { name: 'Create' }).click();
  const staff = m.getByRole('dialog');
  await staff.getByLabel('Login e-mail').fill('chef@kopitiam.my');
  await staff.getByLabel('Nickname').fill('Chef Lim');
  await choose(m, 'Role', 'Kitchen', staff);
  await staff.getByLabel('Active', { exact: true }).check();
  await staff.getByLabel('Password', { exact: true }).fill('Chef@2026');
  await staff.getByLabel('Confirm password').fill('Chef@2026');
  await press(staff.getByRole('button', { name: 'Save' }));
  await visible(m, 'Operation user created successfully.');
  await gone(staff);

  const chef = await newPage(browser);
  await signIn(chef.page, 'chef@kopitiam.my', 'Chef@2026');
  await seen(chef.page.getByRole('button', { name: 'Sign out' }));
  for (const name of ['Store details', 'Company profile', 'Operation users', 'Tables', 'Media library']) {
    expect(await menu(chef.page, name).count()).toBe(0);
  }
  await chef.page.goto('/store');
  await visible(
    chef.page,
    'Only the merchant, staff with Setting access, admins and agents open store details.',
  );
  const refused = await chef.page.evaluate(async () => {
    const bearer = localStorage.getItem('accessToken');
    const res = await fetch('/api/admin/merchant/info?type=edit%20store', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    return res.status;
  });
  expect(refused).toBe(403);

  // Three tables and their printed sheet of QR codes.
  await menu(m, 'Tables').click();
  for (const name of ['Meja 1', 'Meja 2', 'Meja 3']) {
    await m.getByRole('button', { name: 'Add table' }).click();
    const dialog = m.getByRole('dialog');
    await dialog.getByLabel('Table name').fill(name);
    await press(dialog.getByRole('button', { name: 'Save' }));
    await seen(m.getByRole('row', { name: new RegExp(name) }));
    await gone(dialog);
  }
  const sheet = m.waitForResponse((r) => r.url().includes('/api/admin/table_qr_sheet'));
  await m.getByRole('button', { name: 'Print QR codes' }).click();
  const html = await (await sheet).text();
  expect(html.match(/<svg/g)?.length).toBe(3);
  for (const name of ['Meja 1', 'Meja 2', 'Meja 3']) expect(html).toContain(name);

  for (const c of [admin, merchant, chef]) await c.context.close();
});
