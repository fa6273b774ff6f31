import type { TDinerFood, TPayoutItem, TPayoutPage } from '@meja/contracts';
import { formatMoney } from '@meja/contracts/money-format';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { dialogViolations } from '../support/portal-pages';
import { demoTable, paidCounterOrder, plainFood, signedCall } from './order-fixture';

/**
 * Issue 13, done when: "an admin approves, completes, adjusts and declines items in the portal".
 * The items are made the real way: orders paid at the counter of the demo merchant, whom the demo
 * agent recruited under a mentor, accrue the agent's and the mentor's commission. Each step in the
 * browser waits for what the admin sees (the row's status tag, the server's toast).
 */

let browser: Browser;
let table: string;
let food: TDinerFood;
let admin: string;
let cashier: string;
beforeAll(async () => {
  browser = await launch();
  table = await demoTable();
  food = await plainFood(table);
  admin = await apiToken('admin', 'Admin@1234');
  cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
});
afterAll(() => browser.close());

/** The open (pending) commission item of a kind, once the paid order's steps have made it. */
async function pendingItem(kind: 'agent_commission' | 'mentor_commission', other?: number) {
  let found: TPayoutItem | undefined;
  await expect
    .poll(async () => {
      const page = await signedCall<TPayoutPage>(
        'GET',
        `/admin/report/commission_payout?type=${kind}&filter_status=pending&length=50`,
        admin,
      );
      found = page.data.find((i) => i.id !== other);
      return found?.id;
    })
    .toBeDefined();
  if (!found) throw new Error(`no pending ${kind} item`);
  return found;
}

/** An item's row in the list, by its number. */
const rowOf = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);

/** Answers the confirmation dialog with its button. */
async function confirm(page: Page, button: string) {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: button, exact: true }) });
  expect(await dialogViolations(dialog, `the confirmation to ${button}`)).toEqual([]);
  await press(dialog.getByRole('button', { name: button, exact: true }));
  await gone(dialog);
}

const status = (row: Locator, text: string) => row.getByText(text, { exact: true });

it('an admin approves, completes, adjusts and declines payout items in the portal', async () => {
  await paidCounterOrder(table, food, cashier);
  const agentItem = await pendingItem('agent_commission');
  const mentorItem = await pendingItem('mentor_commission');
  expect(agentItem.beneficiary.name).toBe('Arjun Agent');
  expect(agentItem.amount_sen).toBeGreaterThan(0);

  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/payouts');
  await seen(page.getByRole('heading', { name: 'Payouts' }));

  // Approve the agent's commission: Pending → Done.
  const approved = rowOf(page, agentItem.id);
  await seen(status(approved, 'Pending'));
  await press(approved.getByRole('button', { name: 'Approve' }));
  await confirm(page, 'Approve');
  await seen(toast(page, 'Payouts approved: 1.'));
  await seen(status(approved, 'Done'));

  // The bank has paid it: Done → Completed, and nothing more can be done to it.
  await press(approved.getByRole('button', { name: 'Mark completed' }));
  await confirm(page, 'Mark completed');
  await seen(toast(page, 'Payouts marked as paid out: 1.'));
  await seen(status(approved, 'Completed'));
  expect(await approved.getByRole('button', { name: 'Decline' }).count()).toBe(0);

  // Its history says who did what.
  await press(approved.getByRole('button', { name: 'Details' }));
  const drawer = page.getByRole('dialog', { name: `Payout No. ${agentItem.id}` });
  await seen(drawer.getByText('Approved', { exact: true }));
  await seen(drawer.getByText('Marked completed', { exact: true }));
  await seen(drawer.getByText(/by Aisyah Admin/).first());
  await press(drawer.getByRole('button', { name: 'Close' }));
  await gone(drawer);

  // Adjust the mentor's commission by RM1.50 with a reason: the payable follows.
  const adjusted = rowOf(page, mentorItem.id);
  await press(adjusted.getByRole('button', { name: 'Adjust' }));
  const adjust = page.getByRole('dialog', { name: /^Adjust the payout to/ });
  await adjust.getByLabel('Adjustment (RM)').fill('1.50');
  await seen(
    adjust.getByText(`Payable after: ${formatMoney(mentorItem.amount_sen + 150)}`, { exact: false }),
  );
  await adjust.getByLabel('Reason').fill('Launch month bonus');
  expect(await dialogViolations(adjust, 'adjusting a payout')).toEqual([]);
  await press(adjust.getByRole('button', { name: 'Adjust' }));
  await seen(toast(page, 'Payout adjustment updated successfully'));
  await gone(adjust);
  await seen(adjusted.getByText(formatMoney(mentorItem.amount_sen + 150), { exact: true }));
  await seen(adjusted.getByText('Launch month bonus').first());
  await seen(status(adjusted, 'Pending'));

  // Another paid order opens a new agent commission item (the first was paid out): decline it.
  await paidCounterOrder(table, food, cashier);
  const declinedItem = await pendingItem('agent_commission', agentItem.id);
  await page.reload();
  const declined = rowOf(page, declinedItem.id);
  await seen(status(declined, 'Pending'));
  await press(declined.getByRole('button', { name: 'Decline' }));
  const decline = page.getByRole('dialog', { name: /^Decline the payout to/ });
  // A reason is required before anything is sent.
  await press(decline.getByRole('button', { name: 'Decline' }));
  await seen(decline.getByText('Please give a reason.'));
  expect(await dialogViolations(decline, 'declining a payout, the reason missing')).toEqual([]);
  await decline.getByLabel('Reason').fill('Order was a staff meal');
  await press(decline.getByRole('button', { name: 'Decline' }));
  await seen(toast(page, 'Payouts declined: 1.'));
  await gone(decline);
  await seen(status(declined, 'Declined'));

  // The server agrees with what the admin saw.
  const after = await signedCall<TPayoutPage>('GET', '/admin/report/commission_payout?length=100', admin);
  const byId = new Map(after.data.map((i) => [i.id, i]));
  expect(byId.get(agentItem.id)?.status).toBe('completed');
  expect(byId.get(mentorItem.id)).toMatchObject({ status: 'pending', adjustment_sen: 150 });
  expect(byId.get(declinedItem.id)?.status).toBe('declined');
  await context.close();
}, 180_000);
