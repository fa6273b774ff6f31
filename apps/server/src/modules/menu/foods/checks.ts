import {
  type FoodKind,
  type MessageKey,
  type TCreateFoodBody,
  type TUpdateFoodBody,
  weekdays,
} from '@meja/contracts';
import { AppError } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import type { MerchantScope } from '../../../policy/scope';
import { mediaOf } from '../../media/service';
import { isOwnCourse } from '../courses/repository';
import * as repo from './repository';

/**
 * The checks of a save beyond one field's format, all at once (each on its field): the category,
 * option groups and picture are this merchant's, the code is free, the time window and days make
 * sense, an alcohol item has its tickets. Returns the column values to write.
 */

type Body = Partial<TCreateFoodBody> & Partial<Pick<TUpdateFoodBody, 'version'>>;
type Errors = Record<string, MessageKey>;

export interface SavePlan {
  values: repo.FoodValues;
  /** The food's option groups, in order, when they were sent. */
  groupIds?: number[];
  /** A new picture to put into the merchant's media library before the write. */
  file?: Buffer;
  /** The category changed (or is new): the food goes last in it. */
  categoryChanged: boolean;
}

const keep = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);
const allDays = [0, 1, 2, 3, 4, 5, 6];

async function checkCategory(
  ctx: ActorCtx,
  scope: MerchantScope,
  kind: FoodKind,
  id: number,
  errors: Errors,
) {
  const categoryKind = await repo.categoryKind(ctx.db, scope, id);
  if (categoryKind === undefined) errors.category_id = 'validation.food_category';
  else if (categoryKind !== kind) errors.category_id = `validation.food_category_${kind}`;
}

async function checkPicture(ctx: ActorCtx, scope: MerchantScope, body: Body, errors: Errors) {
  const file = Buffer.isBuffer(body.picture) && body.picture.length > 0 ? body.picture : undefined;
  const values: repo.FoodValues = {};
  const sources = [file, body.media_id, body.stock_image_id].filter((v) => v !== undefined && v !== null);
  if (sources.length > 1) {
    errors.picture = 'validation.food_picture_sources';
    return { values };
  }
  if (body.remove_picture) Object.assign(values, { mediaId: null, stockImageId: null });
  if (body.media_id === null) values.mediaId = null;
  if (body.stock_image_id === null) values.stockImageId = null;
  if (typeof body.media_id === 'number') {
    const found = await mediaOf(ctx, scope.merchantId, body.media_id).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError && err.code === 'not_found') return false;
        throw err;
      },
    );
    if (found) Object.assign(values, { mediaId: body.media_id, stockImageId: null });
    else errors.media_id = 'validation.picture_not_in_library';
  }
  if (typeof body.stock_image_id === 'number') {
    if (await repo.stockImageExists(ctx.db, body.stock_image_id)) {
      Object.assign(values, { stockImageId: body.stock_image_id, mediaId: null });
    } else errors.stock_image_id = 'validation.food_stock_image';
  }
  return { values, file };
}

/** The days from `weekdays`, or from the old client's is_available_on_<day> switches over the current days. */
function daysOf(body: Body, current: number[] | undefined, errors: Errors) {
  let days = body.weekdays;
  const switches = weekdays.map((d) => body[`is_available_on_${d}`]);
  if (days === undefined && switches.some((s) => s !== undefined)) {
    const before = new Set(current ?? allDays);
    days = allDays.filter((i) => switches[i] ?? before.has(i));
    if (days.length === 0) errors.weekdays = 'validation.food_weekdays_none';
  }
  return days;
}

function checkWindow(body: Body, current: repo.FoodRow | undefined, errors: Errors) {
  if (body.active_from === undefined && body.active_until === undefined) return;
  const from = keep(body.active_from, current?.activeFrom ?? null);
  const until = keep(body.active_until, current?.activeUntil ?? null);
  if ((from === null) !== (until === null)) {
    errors[from === null ? 'active_from' : 'active_until'] = 'validation.food_time_pair';
  } else if (from !== null && from === until) errors.active_until = 'validation.food_time_same';
}

/** Glasses per purchase and days of validity: required of alcohol items, kept off foods. */
function ticketsOf(kind: FoodKind, body: Body, current: repo.FoodRow | undefined, errors: Errors) {
  if (kind !== 'alcohol') return current ? {} : { ticketBalance: null, ticketExpiryDays: null };
  const balance = keep(body.ticket_balance, current?.ticketBalance ?? null);
  const expiry = keep(body.ticket_expiry_days, current?.ticketExpiryDays ?? null);
  if (balance === null) errors.ticket_balance = 'validation.required';
  if (expiry === null) errors.ticket_expiry_days = 'validation.required';
  return { ticketBalance: body.ticket_balance, ticketExpiryDays: body.ticket_expiry_days };
}

export async function planSave(
  ctx: ActorCtx,
  scope: MerchantScope,
  kind: FoodKind,
  body: Body,
  current?: repo.FoodRow,
): Promise<SavePlan> {
  const errors: Errors = {};
  if (body.code && (await repo.codeTaken(ctx.db, scope, body.code, current?.id))) {
    errors.code = 'error.food_code_taken';
  }
  const categoryChanged = body.category_id !== undefined && body.category_id !== current?.categoryId;
  if (body.category_id !== undefined && categoryChanged) {
    await checkCategory(ctx, scope, kind, body.category_id, errors);
  }
  let groupIds: number[] | undefined;
  if (body.option_group_ids !== undefined) {
    groupIds = body.option_group_ids;
    const own = new Set(await repo.ownOptionGroups(ctx.db, scope, groupIds));
    if (groupIds.some((id) => !own.has(id))) errors.option_group_ids = 'validation.food_option_groups';
  }
  const picture = await checkPicture(ctx, scope, body, errors);
  const days = daysOf(body, current?.weekdays, errors);
  checkWindow(body, current, errors);
  const tickets = ticketsOf(kind, body, current, errors);
  if (typeof body.course_id === 'number' && !(await isOwnCourse(ctx.db, scope.merchantId, body.course_id)))
    errors.course_id = 'validation.course_unknown';
  if (Object.keys(errors).length) throw new AppError('validation', 'error.validation', errors);

  const values: repo.FoodValues = {
    name: body.name,
    code: body.code,
    description: body.description,
    priceSen: body.price,
    categoryId: categoryChanged ? body.category_id : undefined,
    courseId: body.course_id,
    foodType: body.food_type,
    quantityLeft: body.limited_quantity,
    takeAway: body.take_away,
    birthdayGiftOnly: body.birthday_gift_only,
    active: body.status ?? body.active,
    activeFrom: body.active_from,
    activeUntil: body.active_until,
    weekdays: days,
    ...tickets,
    ...picture.values,
  };
  return { values, groupIds, file: picture.file, categoryChanged };
}
