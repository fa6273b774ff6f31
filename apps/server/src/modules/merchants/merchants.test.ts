import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { form } from '../../../test/multipart';
import { companies, stores } from '../../db/schema';

let t: TestApp;
let admin: string;
let owner: string;
let agent: string;
let settingStaff: string;
let ownerId = 0;
let agentId = 0;
/** A new merchant under the demo agent, still inactive (onboarding). */
let freshId = 0;
/** A merchant of another agent: the demo agent may not see it. */
let foreignId = 0;

const password = 'Given@1234';

const createUser = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { password, confirm_password: password, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

const info = (token: string, type: string, query = '') =>
  t.call(token, { method: 'GET', url: `/api/admin/merchant/info?type=${encodeURIComponent(type)}${query}` });

const save = (token: string, payload: Record<string, unknown>, method: 'PUT' | 'PATCH' = 'PUT') =>
  t.call(token, { method, url: '/api/admin/merchant/update', payload });

/** A complete company form for the merchant named `name`. */
const companyForm = (name: string) => ({
  type: 'edit company',
  email: 'owner@kedai.my',
  name,
  business_registration_number: '202401000123 (1550000-X)',
  contact_person_name: 'Lim Ah Kow',
  contact_no: '012-345 6789',
  icno: '900101-14-5678',
  register_address: '1 Jalan Besar, 50000 Kuala Lumpur',
  bank: 'Maybank',
  bank_account_name: name,
  bank_account_no: '5140 1234 5678',
  terms_condition: 1,
});

const storeForm = {
  type: 'edit store',
  display_name: 'Kedai Baru',
  display_address: '1 Jalan Besar',
  postcode: '50000',
  state: 'Kuala Lumpur',
};

const setupStatusOf = async (id: number) =>
  (await t.call(admin, { method: 'GET', url: `/api/admin/user/${id}` })).json().data.setup_status;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  owner = await t.token('merchant');
  agent = await t.token('agent');
  ownerId = (await t.call(owner, { method: 'GET', url: '/api/me' })).json().data.id;
  agentId = (await t.call(agent, { method: 'GET', url: '/api/me' })).json().data.id;
  freshId = await createUser(admin, {
    type: 'merchant',
    username: 'kedai01',
    name: 'Kedai 1',
    agent_id: agentId,
  });
  const otherAgent = await createUser(admin, { type: 'agent', username: 'agent2', name: 'Other agent' });
  foreignId = await createUser(admin, { type: 'merchant', username: 'kedai02', agent_id: otherAgent });
  const staff = await t.call(owner, {
    method: 'POST',
    url: '/api/admin/merchant_staff',
    payload: {
      email: 'manager@sedap.my',
      role: 'Cashier',
      access_option: 'All Access - Setting',
      status: 'active',
      password,
      password_confirmation: password,
    },
  });
  expect(staff.statusCode, staff.body).toBe(200);
  settingStaff = await t.token('manager@sedap.my', password);
});
afterAll(() => t.close());

describe('reading the store and company', () => {
  it('gives a fresh merchant the SPEC defaults', async () => {
    const store = await info(admin, 'edit store', `&merchant_id=${freshId}`);
    expect(store.statusCode, store.body).toBe(200);
    expect(store.json().data).toMatchObject({
      type: 'store',
      merchant_id: freshId,
      display_name: 'Kedai 1',
      picture: null,
      open_at: '12:00',
      close_at: '12:00',
      is_unavailable_on_monday: 0,
      halal_status: 'non-halal',
      service_charge: 0,
      service_charge_percent: '10.00',
      platform_charge: '0.00',
      fpx_status: 1,
      hide_fpx_under_rm30: 0,
      receipt_digit: 6,
      receipt_start_counting_at: 1,
      next_receipt_no: '000001',
      printer_model: 58,
      sub_printers: [],
    });
    // The old client names the merchant `id`.
    const company = await info(admin, 'company', `&id=${freshId}`);
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().data).toMatchObject({
      type: 'company',
      merchant_id: freshId,
      terms_condition: 1,
      deposit_status: 0,
      deposit_amount: '1000.00',
      bank: null,
      pg_secret_key: null,
      pg_password: null,
    });
    const check = await t.call(admin, { method: 'GET', url: `/api/admin/check_edit?merchant_id=${freshId}` });
    expect(check.json().data).toMatchObject({
      editable: { store: true, company: true },
      store_complete: false,
      company_complete: false,
      missing: { store: ['display_address', 'postcode', 'state'] },
      terms_accepted: true,
      deposit_paid: false,
      reason: null,
    });
  });

  it('shows the demo merchant its own complete store and company', async () => {
    const store = (await info(owner, 'store')).json().data;
    expect(store).toMatchObject({
      display_name: 'Restoran Sedap, Bangsar',
      open_at: '10:00',
      close_at: '22:00',
      halal_status: 'non-halal',
      sales_service_tax: 1,
      service_charge: 1,
      receipt_format: 'RS-',
      next_receipt_no: 'RS-000001',
    });
    const company = (await info(owner, 'company')).json().data;
    expect(company).toMatchObject({
      name: 'Restoran Sedap Sdn Bhd',
      bank_account_name: 'Restoran Sedap Sdn Bhd',
      bank: 'maybank',
      bank_name: 'Maybank (Malayan Banking)',
      terms_condition: 1,
      deposit_status: 1,
      monthly_revenue: '12000.00',
    });
    const check = (await t.call(owner, { method: 'GET', url: '/api/admin/check_edit' })).json().data;
    expect(check).toMatchObject({
      editable: { store: true, company: true },
      store_complete: true,
      company_complete: true,
      missing: { store: [], company: [] },
      terms_accepted: true,
      deposit_paid: true,
    });
  });

  it('asks admins which merchant, and refuses another merchant to the owner as not found', async () => {
    expect((await info(admin, 'store')).statusCode).toBe(400);
    expect((await info(owner, 'store', `&merchant_id=${freshId}`)).statusCode).toBe(404);
    expect((await info(owner, 'menu')).statusCode).toBe(400);
  });
});

describe('validation (SPEC §5)', () => {
  const expectFieldError = async (payload: Record<string, unknown>, field: string, message: string) => {
    const res = await save(owner, payload, 'PATCH');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field]).toBe(message);
  };
  const ic = 'Please enter a valid 12-digit IC No (e.g. 900101-14-5678).';

  it('refuses IC numbers that are not 12 digits of a real date', async () => {
    for (const icno of [
      '9001011456789',
      '991332145678',
      '900230145678',
      '90010114567',
      'abcdefghijkl',
      '900101-00-5678',
    ]) {
      await expectFieldError({ type: 'company', icno }, 'icno', ic);
    }
  });

  it('refuses phone numbers that are not Malaysian', async () => {
    for (const contact_no of ['12345', '+6512345678', 'call me']) {
      await expectFieldError(
        { type: 'company', contact_no },
        'contact_no',
        'Please enter a valid Malaysian phone number.',
      );
    }
    await expectFieldError(
      { type: 'company', beneficial_owner_contact_number: '0312' },
      'beneficial_owner_contact_number',
      'Please enter a valid Malaysian phone number.',
    );
  });

  it('refuses an account number that is not digits', async () => {
    for (const bank_account_no of ['5140-1234-567a', '12345', '1'.repeat(21)]) {
      await expectFieldError(
        { type: 'company', bank_account_no },
        'bank_account_no',
        'Account No must be a number of 6 to 20 digits.',
      );
    }
  });

  it('requires the bank account name to be the registered business name', async () => {
    await expectFieldError(
      { type: 'company', bank_account_name: 'Someone Else Enterprise' },
      'bank_account_name',
      'Registered Business Name and Bank Account Name must be the same.',
    );
    const res = await save(
      owner,
      { type: 'company', bank_account_name: '  restoran SEDAP sdn  bhd ' },
      'PATCH',
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses money with more than two decimals, an unknown bank and a bad e-mail', async () => {
    await expectFieldError(
      { type: 'company', monthly_revenue: '12.345' },
      'monthly_revenue',
      'Use at most two decimal places.',
    );
    await expectFieldError(
      { type: 'company', monthly_revenue: -5 },
      'monthly_revenue',
      'Must not be negative.',
    );
    await expectFieldError(
      { type: 'company', bank: 'Bank of Nowhere' },
      'bank',
      'Choose a bank from the list.',
    );
    await expectFieldError(
      { type: 'company', email: 'not-an-email' },
      'email',
      'Please enter a valid e-mail.',
    );
    await expectFieldError(
      { type: 'company', year_of_business: new Date().getFullYear() + 2 },
      'year_of_business',
      'Enter a year from 1900 to this year.',
    );
    await expectFieldError(
      { type: 'store', service_charge_percent: '10.555' },
      'service_charge_percent',
      'Use at most two decimal places.',
    );
    await expectFieldError(
      { type: 'store', service_charge_percent: 101 },
      'service_charge_percent',
      'A percentage must be at most 100.',
    );
  });

  it('checks the store fields: postcode, times, printer, receipts, required name', async () => {
    await expectFieldError({ type: 'store', postcode: '5910' }, 'postcode', 'A postcode has 5 digits.');
    await expectFieldError({ type: 'store', open_at: '25:00' }, 'open_at', 'Use a time like 09:30.');
    await expectFieldError(
      { type: 'store', printer_model: 57 },
      'printer_model',
      'The printer model is 58 or 80 (mm).',
    );
    await expectFieldError({ type: 'store', receipt_digit: 13 }, 'receipt_digit', 'Must be at most 12.');
    await expectFieldError(
      { type: 'store', receipt_start_counting_at: 0 },
      'receipt_start_counting_at',
      'Must be at least 1.',
    );
    await expectFieldError(
      { type: 'store', receipt_format: 'RS_' },
      'receipt_format',
      'Up to 10 characters: capital letters, digits, - and /.',
    );
    await expectFieldError({ type: 'store', state: 'Atlantis' }, 'state', 'Choose a Malaysian state.');
    await expectFieldError({ type: 'store', display_name: '  ' }, 'display_name', 'This field is required.');
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ name: `P${i}`, series_no: `S${i}` }));
    await expectFieldError(
      { type: 'store', sub_printers: tooMany },
      'sub_printers',
      'At most 10 sub printers.',
    );
  });

  it('requires the company essentials on a PUT and answers in the caller language', async () => {
    const res = await t.call(owner, {
      method: 'PUT',
      url: '/api/admin/merchant/update',
      headers: { 'accept-language': 'zh-CN' },
      payload: { type: 'edit company', name: '', icno: '991332145678' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject({ icno: '请输入有效的 12 位身份证号码（如 900101-14-5678）。' });
    const required = await save(owner, { type: 'edit company', name: '' });
    expect(required.json().errors).toEqual({ name: 'This field is required.' });
  });

  it('stores IC, phone and account numbers in one form, and money as sen', async () => {
    const res = await save(
      owner,
      {
        type: 'company',
        icno: '850612 14 5523',
        contact_no: '012-345 6789',
        bank_account_no: '5140-1234-5679',
        monthly_revenue: '12,000.5',
        bank: 'MAYBANK',
      },
      'PATCH',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      icno: '850612145523',
      contact_no: '+60123456789',
      bank_account_no: '514012345679',
      monthly_revenue: '12000.50',
      bank: 'maybank',
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.merchantId, ownerId));
    expect(row?.monthlyRevenue).toBe(1_200_050);
  });
});

describe('saving', () => {
  it('says which form was saved (SPEC §8)', async () => {
    const store = await save(owner, { type: 'store', display_name: 'Restoran Sedap, Bangsar' }, 'PATCH');
    expect(store.json().message).toBe('Store details updated successfully.');
    const company = await save(owner, { type: 'company', contact_person_name: 'Tan Mei Hua' }, 'PATCH');
    expect(company.json().message).toBe('Company details updated successfully.');
    const printers = await save(
      owner,
      { type: 'store', sub_printers: [{ name: 'Kitchen', series_no: 'K-100' }] },
      'PATCH',
    );
    expect(printers.json().message).toBe('Sub-printer details updated successfully.');
    expect(printers.json().data.sub_printers).toMatchObject([{ name: 'Kitchen', series_no: 'K-100' }]);
    // The same printers show on the company form: one source.
    expect((await info(owner, 'company')).json().data.sub_printers).toMatchObject([{ name: 'Kitchen' }]);
  });

  it('changes one switch with PATCH and leaves the rest', async () => {
    const before = (await info(owner, 'store')).json().data;
    const res = await save(owner, { type: 'store', ready_to_serve: 'true' }, 'PATCH');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...before, ready_to_serve: 1 });
    const off = await save(owner, { type: 'store', ready_to_serve: 0 }, 'PATCH');
    expect(off.json().data.ready_to_serve).toBe(0);
  });

  it('resets the running receipt number when the starting number changes (SPEC §4)', async () => {
    await t.database.db.update(stores).set({ receiptNext: 57 }).where(eq(stores.merchantId, ownerId));
    const same = await save(
      owner,
      { type: 'store', receipt_start_counting_at: 1, receipt_format: 'rs-' },
      'PATCH',
    );
    expect(same.json().data).toMatchObject({
      receipt_next: 57,
      next_receipt_no: 'RS-000057',
      receipt_format: 'RS-',
    });
    const reset = await save(
      owner,
      { type: 'store', receipt_start_counting_at: '100', receipt_digit: 4 },
      'PATCH',
    );
    expect(reset.json().data).toMatchObject({
      receipt_start_counting_at: 100,
      receipt_next: 100,
      next_receipt_no: 'RS-0100',
    });
  });

  it('keeps payment gateway secrets write-only: masked, and kept when the mask comes back', async () => {
    const set = await save(
      owner,
      { type: 'company', pg_secret_key: 'sk_live_0123456789abcdef3f9a', pg_password: 'short' },
      'PATCH',
    );
    expect(set.statusCode, set.body).toBe(200);
    const data = set.json().data;
    expect(data.pg_secret_key).toBe('••••••3f9a');
    expect(data.pg_password).toBe('••••••');
    expect(data.pg_username).toBeNull();
    expect(JSON.stringify(data)).not.toContain('sk_live');
    // The whole form comes back with the masks and empty fields: nothing changes.
    const full = (await info(owner, 'company')).json().data;
    const again = await save(owner, { ...full, type: 'edit company', pg_username: '' });
    expect(again.statusCode, again.body).toBe(200);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.merchantId, ownerId));
    // Sealed at rest: a database dump does not show them.
    expect(JSON.stringify(row)).not.toContain('sk_live');
    expect(row?.pgUsername).toBeNull();
    expect(t.secrets.open(row?.pgSecretKey ?? '')).toBe('sk_live_0123456789abcdef3f9a');
    expect(t.secrets.open(row?.pgPassword ?? '')).toBe('short');
    // Agents set a merchant up, but its gateway secrets are the merchant's or an admin's to give.
    const byAgent = await save(
      agent,
      { type: 'company', merchant_id: freshId, pg_secret_key: 'sk_x' },
      'PATCH',
    );
    expect(byAgent.statusCode).toBe(400);
    expect(byAgent.json().errors.pg_secret_key).toBe(
      'Only the merchant or an administrator can set payment gateway credentials.',
    );
  });

  it('lets the merchant choose its payment gateway, and no agent', async () => {
    expect((await info(owner, 'company')).json().data.payment_gateway).toBe('sandbox');
    const chosen = await save(owner, { type: 'company', payment_gateway: 'billplz' }, 'PATCH');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.payment_gateway).toBe('billplz');
    const [row] = await t.database.db.select().from(companies).where(eq(companies.merchantId, ownerId));
    expect(row?.paymentGateway).toBe('billplz');

    const byAgent = await save(
      agent,
      { type: 'company', merchant_id: freshId, payment_gateway: 'billplz' },
      'PATCH',
    );
    expect(byAgent.json().errors.payment_gateway).toBe(
      'Only the merchant or an administrator can set payment gateway credentials.',
    );
    const unknown = await save(owner, { type: 'company', payment_gateway: 'paypal' }, 'PATCH');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['payment_gateway']);
    await save(owner, { type: 'company', payment_gateway: 'sandbox' }, 'PATCH');
  });

  it('takes the old client multipart form via POST ?_method=PUT, with a front image', async () => {
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await t.call(owner, {
      method: 'POST',
      url: '/api/admin/merchant/update?_method=PUT',
      ...form({
        type: 'edit store',
        display_name: 'Restoran Sedap, Bangsar',
        halal_status: 'halal',
        is_unavailable_on_sunday: 'on',
        is_unavailable_on_monday: '0',
        auto_print_status: '1',
        hide_fpx_under_rm30: 'true',
        service_charge_percent: '8.5',
        printer_model: '80',
        sub_printers: JSON.stringify([
          { name: 'Kitchen', series_no: 'K-100' },
          { name: 'Bar', series_no: 'B-200' },
        ]),
        picture: { filename: 'front.png', type: 'image/png', data: picture },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      is_unavailable_on_sunday: 1,
      is_unavailable_on_monday: 0,
      auto_print_status: 1,
      hide_fpx_under_rm30: 1,
      service_charge_percent: '8.50',
      printer_model: 80,
      sub_printers: [{ name: 'Kitchen' }, { name: 'Bar' }],
    });
    expect(data.picture_media_id).toEqual(expect.any(Number));
    expect(data.picture).toMatch(/^\/api\/media\/file\//);
    const image = await t.call(null, { method: 'GET', url: data.picture });
    expect(image.statusCode).toBe(200);

    const notAnImage = await t.call(owner, {
      method: 'POST',
      url: '/api/admin/merchant/update?_method=PUT',
      ...form({
        type: 'store',
        display_name: 'x',
        picture: { filename: 'a.png', type: 'image/png', data: Buffer.from('no') },
      }),
    });
    expect(notAnImage.statusCode).toBe(400);
    expect(Object.keys(notAnImage.json().errors)).toEqual(['picture']);

    const removed = await save(owner, { type: 'store', remove_picture: 1 }, 'PATCH');
    expect(removed.json().data).toMatchObject({ picture: null, picture_media_id: null });
    const picked = await save(owner, { type: 'store', picture_media_id: data.picture_media_id }, 'PATCH');
    expect(picked.json().data.picture).toBe(data.picture);
    // Another merchant's library item is not this merchant's to pick.
    const foreign = await save(
      admin,
      { type: 'store', merchant_id: freshId, picture_media_id: data.picture_media_id },
      'PATCH',
    );
    expect(foreign.json().errors).toEqual({ picture_media_id: 'This image is not in the media library.' });
  });

  it('lets only admins change the platform charge and the deposit', async () => {
    const same = await save(owner, { type: 'store', platform_charge: '10.00' }, 'PATCH');
    expect(same.statusCode, same.body).toBe(200);
    const byOwner = await save(owner, { type: 'store', platform_charge: '5' }, 'PATCH');
    expect(byOwner.json().errors).toEqual({ platform_charge: 'Only an administrator can change this.' });
    const byAdmin = await save(
      admin,
      { type: 'store', merchant_id: ownerId, platform_charge: '3.5' },
      'PATCH',
    );
    expect(byAdmin.json().data.platform_charge).toBe('3.50');

    const deposit = await save(owner, { type: 'company', deposit_status: 0 }, 'PATCH');
    expect(deposit.json().errors).toEqual({ deposit_status: 'Only an administrator can change this.' });
    expect((await save(owner, { type: 'company', deposit_status: 1 }, 'PATCH')).statusCode).toBe(200);
    const paid = await save(admin, { type: 'company', merchant_id: freshId, deposit_status: '1' }, 'PATCH');
    expect(paid.json().data.deposit_status).toBe(1);
    const terms = await save(owner, { type: 'company', terms_condition: 0 }, 'PATCH');
    expect(terms.json().errors).toEqual({
      terms_condition: 'The merchant must accept the merchant terms and conditions.',
    });
  });
});

describe('who may change what', () => {
  it('gives staff with Setting access the store but not the company', async () => {
    expect((await info(settingStaff, 'store')).statusCode).toBe(200);
    const saved = await save(settingStaff, { type: 'store', ready_to_process: 1 }, 'PATCH');
    expect(saved.statusCode, saved.body).toBe(200);
    const company = await info(settingStaff, 'company');
    expect(company.statusCode).toBe(403);
    const write = await save(settingStaff, { type: 'company', contact_person_name: 'x' }, 'PATCH');
    expect(write.statusCode).toBe(403);
    const check = (await t.call(settingStaff, { method: 'GET', url: '/api/admin/check_edit' })).json().data;
    expect(check.editable).toEqual({ store: true, company: false });
  });

  it('lets an agent set up an inactive downline merchant, then not once it is active', async () => {
    const store = await save(agent, { ...storeForm, merchant_id: freshId });
    expect(store.statusCode, store.body).toBe(200);
    expect(await setupStatusOf(freshId)).toBe('pending');
    const company = await save(agent, { ...companyForm('Kedai Baru Enterprise'), merchant_id: freshId });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().data).toMatchObject({
      contact_no: '+60123456789',
      icno: '900101145678',
      bank: 'maybank',
    });
    expect(await setupStatusOf(freshId)).toBe('completed');

    const activate = await t.call(admin, {
      method: 'PATCH',
      url: `/api/admin/user/${freshId}`,
      payload: { status: 'active' },
    });
    expect(activate.statusCode, activate.body).toBe(200);
    const refused = await save(agent, { type: 'store', merchant_id: freshId, ready_to_serve: 1 }, 'PATCH');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This merchant is active: agents can change its store and company details only while it is being set up.',
    );
    const check = await t.call(agent, { method: 'GET', url: `/api/admin/check_edit?merchant_id=${freshId}` });
    expect(check.json().data).toMatchObject({
      editable: { store: false, company: false },
      store_complete: true,
      company_complete: true,
      reason: refused.json().message,
    });
    expect((await info(agent, 'store', `&merchant_id=${freshId}`)).statusCode).toBe(200);
  });

  it('puts the set-up status back to pending when a required field is emptied', async () => {
    const res = await save(admin, { type: 'company', merchant_id: freshId, contact_no: '' }, 'PATCH');
    expect(res.statusCode, res.body).toBe(200);
    expect(await setupStatusOf(freshId)).toBe('pending');
  });

  it("answers another agent's merchant as not found", async () => {
    for (const url of [
      `/api/admin/merchant/info?type=store&merchant_id=${foreignId}`,
      `/api/admin/check_edit?merchant_id=${foreignId}`,
      `/api/admin/merchant/view_agent?merchant_id=${foreignId}`,
    ]) {
      expect((await t.call(agent, { method: 'GET', url })).statusCode).toBe(404);
    }
    const write = await save(agent, { ...storeForm, merchant_id: foreignId });
    expect(write.statusCode).toBe(404);
  });

  it('lets sub-agents look but not change', async () => {
    const sub = await t.token('subagent');
    expect((await info(sub, 'company', `&merchant_id=${ownerId}`)).statusCode).toBe(200);
    const check = await t.call(sub, { method: 'GET', url: `/api/admin/check_edit?merchant_id=${ownerId}` });
    expect(check.json().data.editable).toEqual({ store: false, company: false });
    expect((await save(sub, { type: 'store', merchant_id: ownerId }, 'PATCH')).statusCode).toBe(403);
  });
});

describe('hostile input', () => {
  it('never answers a 5xx to hostile strings in any field of either form', async () => {
    const fields = [
      'display_name',
      'description',
      'display_address',
      'postcode',
      'state',
      'open_at',
      'receipt_format',
      'receipt_digit',
      'platform_charge',
      'service_charge_percent',
      'printer_model',
      'printer_series_no',
      'sst_no',
      'sub_printers',
      'picture',
      'picture_media_id',
      'email',
      'contact_no',
      'name',
      'bank',
      'bank_account_name',
      'bank_account_no',
      'icno',
      'monthly_revenue',
      'year_of_business',
      'pg_secret_key',
    ];
    const hostile = ["'; drop table stores; --", '%_\\', '\ud800', '1e999', '[{"name":1}]', '-0', '••••'];
    const failures: string[] = [];
    for (const type of ['store', 'company']) {
      for (const field of fields) {
        for (const value of hostile) {
          const res = await save(owner, { type, [field]: value }, 'PATCH');
          if (res.statusCode >= 500)
            failures.push(`${type} ${field} ${JSON.stringify(value)} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('view_agent', () => {
  it('names the agent and sub-agent who handle the merchant', async () => {
    const mine = await t.call(owner, { method: 'GET', url: '/api/admin/merchant/view_agent' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({
      agent: { id: agentId, username: 'agent', name: 'Arjun Agent', phone_number: '+60123456789' },
      sub_agent: { username: 'subagent', name: 'Siti Sub-agent' },
    });
    const staff = await t.call(settingStaff, { method: 'GET', url: '/api/admin/merchant/view_agent' });
    expect(staff.json().data.agent.id).toBe(agentId);
    const fresh = await t.call(admin, {
      method: 'GET',
      url: `/api/admin/merchant/view_agent?merchant_id=${freshId}`,
    });
    expect(fresh.json().data).toEqual({ agent: expect.objectContaining({ id: agentId }), sub_agent: null });
  });
});
