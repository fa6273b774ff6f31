import type { TDinerCategory, TKeyInCategory, TKeyInMenu, TStation } from '@meja/contracts';
import type { ActorCtx } from '../../../plugins/context';
import { merchantScope } from '../../../policy/merchant-scope';
import { courseNames, foodCourses } from '../../menu/courses/repository';
import { assemble, renderCategories } from '../../menu/diner/assemble';
import { klMoment } from '../../menu/diner/hours';
import { menuRows } from '../../menu/diner/service';
import { stationsOf } from '../../merchants/service';
import { tableNames } from '../../tables/service';
import { dineInPayment } from './repository';

/**
 * What the cashier's key-in dialog reads (PRODUCT.md "Kitchen": staff key in an order for a
 * table). Order staff may not manage tables (their QR tokens are the diners' keys) nor the menu,
 * so this one read gives them table names and the menu exactly as the diners' menu builds it:
 * the same rows, and the same foods' own windows and weekdays that staff pricing still applies
 * (place.ts `pricedForStaff`). The store's opening hours are not applied: staff in the
 * restaurant may key in after closing, as `POST /admin/order` allows.
 */
export async function keyInMenu(
  ctx: ActorCtx,
  requested: number | undefined,
  at: number,
): Promise<TKeyInMenu> {
  const scope = await merchantScope(ctx, requested);
  const [tables, rows, courses, courseOf, dinePaid] = await Promise.all([
    tableNames(ctx, scope),
    menuRows(ctx, scope.merchantId),
    courseNames(ctx.db, scope.merchantId),
    foodCourses(ctx.db, scope.merchantId),
    dineInPayment(ctx.db, scope.merchantId),
  ]);
  // The diners' rendering is JSON made for sending as it is; it is small enough to read back.
  const offered = JSON.parse(renderCategories(assemble(rows), klMoment(at))) as TDinerCategory[];
  const left = new Map(rows.foods.map((f) => [f.id, f.quantityLeft]));
  const menu = offered.flatMap((c): TKeyInCategory[] => {
    const foods = c.foods
      .filter((f) => !f.birthday_gift_only)
      .map((f) => {
        const n = left.get(f.id);
        return {
          ...f,
          left: n === null || n === undefined ? null : Math.max(0, n),
          course_id: courseOf.get(f.id) ?? null,
        };
      });
    return foods.length ? [{ ...c, foods }] : [];
  });
  return { tables, menu, courses, dine_in_payment: dinePaid };
}

/**
 * The merchant's kitchen stations (sub printers) for the kitchen display's filter: kitchen staff
 * may not read the store profile, where they are managed.
 */
export async function stations(ctx: ActorCtx, requested: number | undefined): Promise<TStation[]> {
  return stationsOf(ctx, await merchantScope(ctx, requested));
}
