import type { FoodKind, TCreateFoodInput, TFood, TUpdateFoodInput } from '@meja/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** 0 = Monday … 6 = Sunday, as the server keeps them. */
export const dayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const allDays = [0, 1, 2, 3, 4, 5, 6];

/** The picture as the form holds it: the saved one, one picked from a library, or a new file. */
export interface FoodPicture {
  url: string | null;
  mediaId: number | null;
  stockImageId: number | null;
  /** The picked stock photo's name, to say where it comes from. */
  stockName?: string;
  file?: File;
}

export interface FoodFormValues {
  name: string;
  code: string;
  category_id?: number;
  /** Its own course (issue 29); null: its category's. */
  course_id: number | null;
  food_type: string;
  price: string;
  description: string;
  picture: FoodPicture;
  option_group_ids: number[];
  status: boolean;
  weekdays: number[];
  active_from: Dayjs | null;
  active_until: Dayjs | null;
  limited_quantity: number | null;
  take_away: boolean;
  birthday_gift_only: boolean;
  ticket_balance: number | null;
  ticket_expiry_days: number | null;
}

const timeOf = (hhmm: string | null) => {
  if (!hhmm) return null;
  const [h, m] = hhmm.split(':').map(Number);
  return dayjs()
    .hour(h ?? 0)
    .minute(m ?? 0)
    .second(0);
};

export const pictureOf = (food: TFood): FoodPicture => ({
  url: food.picture,
  mediaId: food.media_id,
  stockImageId: food.stock_image_id,
});

export function toFormValues(food: TFood | undefined, categoryId?: number): FoodFormValues {
  if (!food) {
    return {
      name: '',
      code: '',
      category_id: categoryId,
      course_id: null,
      food_type: '',
      price: '',
      description: '',
      picture: { url: null, mediaId: null, stockImageId: null },
      option_group_ids: [],
      status: true,
      weekdays: allDays,
      active_from: null,
      active_until: null,
      limited_quantity: null,
      take_away: false,
      birthday_gift_only: false,
      ticket_balance: null,
      ticket_expiry_days: null,
    };
  }
  return {
    name: food.name,
    code: food.code ?? '',
    category_id: food.category_id,
    course_id: food.course_id,
    food_type: food.food_type ?? '',
    price: food.price,
    description: food.description ?? '',
    picture: pictureOf(food),
    option_group_ids: food.option_groups.map((g) => g.id),
    status: food.status === 1,
    weekdays: food.weekdays,
    active_from: timeOf(food.active_from),
    active_until: timeOf(food.active_until),
    limited_quantity: food.limited_quantity,
    take_away: food.take_away === 1,
    birthday_gift_only: food.birthday_gift_only === 1,
    ticket_balance: food.ticket_balance,
    ticket_expiry_days: food.ticket_expiry_days,
  };
}

/** Which picture the save names: a new file goes as multipart, a picked one by id, none removes it. */
function pictureFields(p: FoodPicture, saved: TFood | undefined) {
  if (p.file) return {};
  if (p.mediaId !== null) return p.mediaId === saved?.media_id ? {} : { media_id: p.mediaId };
  if (p.stockImageId !== null) {
    return p.stockImageId === saved?.stock_image_id && saved.media_id === null
      ? {}
      : { stock_image_id: p.stockImageId };
  }
  return saved?.picture || saved?.media_id || saved?.stock_image_id ? { remove_picture: true } : {};
}

/** The fields both a create and a save send: the whole form. */
function fieldsOf(v: FoodFormValues, kind: FoodKind, saved: TFood | undefined) {
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    category_id: v.category_id,
    // Empty (multipart-safe): the category's course.
    course_id: v.course_id ?? '',
    food_type: v.food_type.trim(),
    price: v.price.trim(),
    description: v.description.trim(),
    option_group_ids: v.option_group_ids,
    status: v.status,
    weekdays: v.weekdays,
    active_from: v.active_from?.format('HH:mm') ?? '',
    active_until: v.active_until?.format('HH:mm') ?? '',
    limited_quantity: v.limited_quantity ?? '',
    take_away: v.take_away,
    birthday_gift_only: v.birthday_gift_only,
    ...(kind === 'alcohol'
      ? { ticket_balance: v.ticket_balance ?? '', ticket_expiry_days: v.ticket_expiry_days ?? '' }
      : {}),
    ...pictureFields(v.picture, saved),
  };
}

export function toCreateBody(v: FoodFormValues, kind: FoodKind, merchantId: number | undefined) {
  const body: TCreateFoodInput = {
    ...fieldsOf(v, kind, undefined),
    category_id: v.category_id ?? 0,
    remark: kind,
    merchant_id: merchantId,
  };
  return { body, file: v.picture.file };
}

export function toUpdateBody(v: FoodFormValues, kind: FoodKind, saved: TFood) {
  const body: TUpdateFoodInput = { ...fieldsOf(v, kind, saved), version: saved.version };
  return { body, file: v.picture.file };
}
