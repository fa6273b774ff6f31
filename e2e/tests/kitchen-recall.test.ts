import type { TBoardOrder, TBoardPage, TRecalledTicket } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, gone, launch, newPage, seen, signIn } from '../support/browser';
import { demoTable, paidCounterOrder, plainFood, signedCall } from './order-fixture';

/**
 * Issue 28: a kitchen bump can be undone. The last item done (a tap, or Complete All Food) takes
 * the ticket off every tablet with a toast offering "Undo" for a few seconds; for ten minutes any
 * tablet's Recall lists it, as the server keeps it, and puts it back on every screen.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Two kitchen tablets of the demo kitchen staff (the second with the first's session, as signing in twice only costs time). */
async function tablets(): Promise<[Page, Page]> {
  const viewport = { width: 1024, height: 768 };
  const first = await newPage(browser, 'en-GB', { viewport });
  await signIn(first.page, 'kitchen@demo.meja.my', 'Kitchen@1234');
  await first.page.waitForURL((url) => url.pathname === '/kitchen');
  const second = await newPage(browser, 'en-GB', {
    viewport,
    storageState: await first.context.storageState(),
  });
  await second.page.goto('/kitchen');
  for (const page of [first.page, second.page]) await seen(page.getByText('Live', { exact: true }));
  return [first.page, second.page];
}

/**
 * Clicks here are plain clicks (Playwright waits for the target to stand still), not `press`
 * (which waits for the whole page): a fresh ticket flashes for a few seconds and the undo toast
 * counts down, so the page as a whole is rarely still.
 */
const ticketOn = (page: Page, orderNo: number | null) =>
  page.getByRole('article', { name: `No. ${orderNo}`, exact: true });

it('undoes a bump from the toast, and recalls a ticket bumped on one tablet from another tablet’s Recall, back on both', async () => {
  const table = await demoTable();
  const food = await plainFood(table);
  const cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  const kitchen = await apiToken('kitchen@demo.meja.my', 'Kitchen@1234');
  const [a, b] = await tablets();
  const paid = await paidCounterOrder(table, food, cashier);
  const onA = ticketOn(a, paid.order_no);
  const onB = ticketOn(b, paid.order_no);
  await seen(onA);
  await seen(onB);

  // Tablet A: the order's one line tapped to done (through "ready" where the store uses it).
  const board = await signedCall<TBoardPage>('GET', '/admin/display_order?type=kitchen&length=100', kitchen);
  const usesReady = board.data.find((o) => o.id === paid.id)?.ready_to_serve;
  const line = onA.getByTestId('kitchen-line');
  if (usesReady) {
    await line.click();
    await seen(onA.locator('[data-testid="kitchen-line"][data-status="ready"]'));
  }
  await line.click();
  await gone(onA);
  await gone(onB);

  // The toast's "Undo" puts it back, on both tablets.
  const toast = a.getByTestId('kitchen-undo');
  await seen(toast.getByText(`No. ${paid.order_no}: all food complete.`));
  await toast.getByRole('button', { name: 'Undo' }).click();
  await seen(onA);
  await seen(onB);
  await seen(a.getByText(`No. ${paid.order_no} is back on the screen.`));

  // Tablet A completes it all (after confirming): off both screens.
  await onA.getByRole('button', { name: 'Complete All Food' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Complete All Food' }).click();
  await gone(onA);
  await gone(onB);

  // Tablet B's Recall lists it (the server's list: the same on every tablet) and recalls it.
  await b.getByRole('button', { name: /Recall$/ }).click();
  const drawer = b.getByRole('dialog', { name: 'Recently bumped tickets' });
  const listed = drawer.getByRole('region', { name: `No. ${paid.order_no}`, exact: true });
  await seen(listed.getByText(food.name).first());
  await listed.getByRole('button', { name: 'Recall to the screen' }).click();
  await seen(onB);
  await seen(onA);
  await gone(listed);

  // The server agrees: its line is back as it was before the bump (to make, or ready where the
  // store uses that stage), and it is not listed to recall any more.
  const after = await signedCall<TBoardPage>('GET', '/admin/display_order?type=kitchen&length=100', kitchen);
  const back = after.data.find((o: TBoardOrder) => o.id === paid.id);
  expect(back?.lines.map((l) => l.food_status)).toEqual([usesReady ? 'ready' : 'processing']);
  const recalls = await signedCall<{ data: TRecalledTicket[] }>('GET', '/admin/kitchen_recall', kitchen);
  expect(recalls.data.map((r) => r.order.id)).not.toContain(paid.id);
  // A reload forgets nothing: the ticket is on the screen.
  await a.reload();
  await seen(onA);
});
