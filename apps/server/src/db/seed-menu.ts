import { newToken } from '../lib/tokens';
import type { Db } from './client';
import { diningTables, foodOptionGroups, foods, menuCategories, optionGroups, options } from './schema';

/**
 * The demo merchant's menu: a Malaysian restaurant of about 80 foods in eight categories, with
 * option groups, limited quantities (one sold out), a breakfast window, a weekend-only dish, an
 * inactive seasonal dish and an alcohol category whose items grant tickets. Prices are in sen.
 */

type Group = 'spice' | 'addons' | 'curry' | 'hotIce' | 'sugar';

interface DemoFood {
  code: string;
  name: string;
  sen: number;
  description?: string;
  groups?: Group[];
  /** Limited quantity left (0: sold out). */
  left?: number;
  /** Daily window 'HH:MM'–'HH:MM'. */
  window?: [string, string];
  /** 0 = Monday … 6 = Sunday; all days when left out. */
  days?: number[];
  active?: boolean;
  takeAway?: boolean;
  birthday?: boolean;
  tickets?: [balance: number, expiryDays: number];
}

const groups: Record<
  Group,
  { name: string; min: number; max: number; options: [string, number, boolean?][] }
> = {
  spice: {
    name: 'Spice level',
    min: 1,
    max: 1,
    options: [
      ['Tidak pedas', 0],
      ['Sederhana', 0],
      ['Pedas', 0],
      ['Sangat pedas', 0],
    ],
  },
  addons: {
    name: 'Add-ons',
    min: 0,
    max: 3,
    options: [
      ['Telur mata', 150],
      ['Telur dadar', 180],
      ['Ayam goreng', 500],
      ['Sambal extra', 100],
      ['Ikan bilis', 100],
      ['Keropok', 150],
      // Off the menu until the supplier is back.
      ['Udang', 600, false],
    ],
  },
  curry: {
    name: 'Kuah',
    min: 1,
    max: 1,
    options: [
      ['Kari ayam', 0],
      ['Dhal', 0],
      ['Kari ikan', 0],
      ['Banjir (campur)', 50],
    ],
  },
  hotIce: {
    name: 'Ice or hot',
    min: 1,
    max: 1,
    options: [
      ['Panas', 0],
      ['Ais', 50],
    ],
  },
  sugar: {
    name: 'Sugar level',
    min: 0,
    max: 1,
    options: [
      ['Kurang manis', 0],
      ['Kosong (tanpa gula)', 0],
      ['Lebih manis', 0],
    ],
  },
};

const breakfast: [string, string] = ['10:00', '12:00'];
const rice: Group[] = ['spice', 'addons'];
const drink: Group[] = ['hotIce', 'sugar'];

const menu: { name: string; kind?: 'alcohol'; foods: DemoFood[] }[] = [
  {
    name: 'Nasi',
    foods: [
      {
        code: 'N01',
        name: 'Nasi Lemak Biasa',
        sen: 450,
        groups: rice,
        description: 'Coconut rice, sambal, ikan bilis, kacang, timun, telur rebus.',
      },
      { code: 'N02', name: 'Nasi Lemak Ayam Goreng', sen: 1190, groups: rice },
      { code: 'N03', name: 'Nasi Lemak Rendang Daging', sen: 1490, groups: rice },
      { code: 'N04', name: 'Nasi Lemak Sotong', sen: 1390, groups: rice },
      { code: 'N05', name: 'Nasi Goreng Kampung', sen: 990, groups: rice },
      { code: 'N06', name: 'Nasi Goreng Pattaya', sen: 1090, groups: ['spice'] },
      { code: 'N07', name: 'Nasi Goreng Cina', sen: 950 },
      {
        code: 'N08',
        name: 'Nasi Ayam Hainan',
        sen: 1050,
        description: 'Poached chicken, chicken rice, ginger and chilli sauce.',
      },
      {
        code: 'N09',
        name: 'Nasi Kerabu',
        sen: 1290,
        left: 20,
        description: 'Blue rice with ulam, solok lada and ayam bakar.',
      },
      {
        code: 'N10',
        name: 'Nasi Dagang',
        sen: 1250,
        days: [5, 6],
        description: 'Weekends only: Terengganu rice with gulai ikan tongkol.',
      },
      { code: 'N11', name: 'Nasi Kandar Ayam Kari', sen: 1290, groups: ['spice'] },
      {
        code: 'N12',
        name: 'Nasi Lemak Bungkus',
        sen: 350,
        window: breakfast,
        description: 'Breakfast until noon.',
      },
      { code: 'N13', name: 'Nasi Briyani Kambing', sen: 1890, left: 10 },
    ],
  },
  {
    name: 'Mee & Kuey Teow',
    foods: [
      {
        code: 'M01',
        name: 'Char Kuey Teow',
        sen: 1190,
        groups: rice,
        description: 'Wok-fried flat noodles, prawns, cockles, bean sprouts.',
      },
      { code: 'M02', name: 'Mee Goreng Mamak', sen: 990, groups: rice },
      { code: 'M03', name: 'Mee Rebus', sen: 950 },
      { code: 'M04', name: 'Mee Bandung Muar', sen: 1150 },
      { code: 'M05', name: 'Laksa Penang', sen: 1090 },
      { code: 'M06', name: 'Curry Laksa', sen: 1290, groups: ['spice'] },
      { code: 'M07', name: 'Wantan Mee', sen: 990 },
      { code: 'M08', name: 'Kuey Teow Sup', sen: 950 },
      { code: 'M09', name: 'Mee Hailam', sen: 1150 },
      { code: 'M10', name: 'Bihun Goreng Singapore', sen: 1050, groups: ['spice'] },
      { code: 'M11', name: 'Maggi Goreng', sen: 850, groups: rice },
      { code: 'M12', name: 'Mee Kari Ayam', sen: 1190, groups: ['spice'] },
      { code: 'M13', name: 'Laksa Sarawak', sen: 1390, active: false, description: 'Seasonal: back soon.' },
    ],
  },
  {
    name: 'Roti',
    foods: [
      { code: 'R01', name: 'Roti Canai Kosong', sen: 180, groups: ['curry'] },
      { code: 'R02', name: 'Roti Telur', sen: 300, groups: ['curry'] },
      { code: 'R03', name: 'Roti Bawang', sen: 300, groups: ['curry'] },
      { code: 'R04', name: 'Roti Planta', sen: 320, groups: ['curry'] },
      { code: 'R05', name: 'Roti Tisu', sen: 450 },
      { code: 'R06', name: 'Roti Jala dengan Kari Ayam', sen: 550 },
      { code: 'R07', name: 'Murtabak Ayam', sen: 990 },
      { code: 'R08', name: 'Murtabak Daging', sen: 1090 },
      { code: 'R09', name: 'Roti Bakar Kaya', sen: 380, window: breakfast },
      { code: 'R10', name: 'Roti Sardin', sen: 550 },
      { code: 'R11', name: 'Capati', sen: 350, groups: ['curry'] },
    ],
  },
  {
    name: 'Lauk',
    foods: [
      { code: 'L01', name: 'Ayam Goreng Berempah', sen: 650 },
      { code: 'L02', name: 'Rendang Daging', sen: 990 },
      { code: 'L03', name: 'Ayam Percik', sen: 1290, left: 15 },
      { code: 'L04', name: 'Sambal Sotong', sen: 990 },
      { code: 'L05', name: 'Ikan Bakar Pari', sen: 2200, groups: ['spice'], takeAway: false },
      { code: 'L06', name: 'Telur Dadar', sen: 250 },
      { code: 'L07', name: 'Kangkung Belacan', sen: 850, groups: ['spice'] },
      { code: 'L08', name: 'Tauhu Sumbat', sen: 690 },
      { code: 'L09', name: 'Sup Tulang', sen: 1290 },
      { code: 'L10', name: 'Satay Ayam (10 cucuk)', sen: 1200 },
      { code: 'L11', name: 'Telur Separuh Masak (2 biji)', sen: 300, window: breakfast },
    ],
  },
  {
    name: 'Minuman Panas',
    foods: [
      { code: 'P01', name: 'Teh Tarik', sen: 250, groups: drink },
      { code: 'P02', name: 'Teh O', sen: 200, groups: drink },
      { code: 'P03', name: 'Teh Halia', sen: 300, groups: drink },
      { code: 'P04', name: 'Kopi O', sen: 200, groups: drink },
      { code: 'P05', name: 'Kopi Susu', sen: 280, groups: drink },
      { code: 'P06', name: 'Cham', sen: 300, groups: drink },
      { code: 'P07', name: 'Milo', sen: 320, groups: drink },
      { code: 'P08', name: 'Nescafe Tarik', sen: 320, groups: drink },
      { code: 'P09', name: 'Neslo', sen: 350, groups: drink },
      { code: 'P10', name: 'Horlicks', sen: 350, groups: drink },
    ],
  },
  {
    name: 'Minuman Sejuk',
    foods: [
      { code: 'S01', name: 'Sirap Bandung', sen: 350, groups: ['sugar'] },
      { code: 'S02', name: 'Sirap Limau', sen: 300, groups: ['sugar'] },
      { code: 'S03', name: 'Limau Ais', sen: 300, groups: ['sugar'] },
      { code: 'S04', name: 'Teh O Ais Limau', sen: 350, groups: ['sugar'] },
      { code: 'S05', name: 'Milo Dinosaur', sen: 650 },
      { code: 'S06', name: 'Air Tebu', sen: 450 },
      { code: 'S07', name: 'Jus Tembikai', sen: 600 },
      { code: 'S08', name: 'Jus Oren', sen: 650 },
      { code: 'S09', name: 'Jus Mangga', sen: 700 },
      { code: 'S10', name: 'Air Kelapa Muda', sen: 750 },
      { code: 'S11', name: 'Soya Cincau', sen: 400, groups: ['sugar'] },
      { code: 'S12', name: 'Barli Ais', sen: 350, groups: ['sugar'] },
    ],
  },
  {
    name: 'Pencuci Mulut',
    foods: [
      { code: 'D01', name: 'Cendol', sen: 550 },
      { code: 'D02', name: 'Cendol Durian', sen: 990, left: 8 },
      { code: 'D03', name: 'ABC (Air Batu Campur)', sen: 650 },
      { code: 'D04', name: 'Pisang Goreng', sen: 450 },
      { code: 'D05', name: 'Kuih Lapis', sen: 300, left: 0, description: 'Sold out for today.' },
      { code: 'D06', name: 'Sago Gula Melaka', sen: 500 },
      { code: 'D07', name: 'Pulut Hitam', sen: 500 },
      { code: 'D08', name: 'Aiskrim Goreng', sen: 890, takeAway: false },
      { code: 'D09', name: 'Bubur Cha Cha', sen: 500 },
      {
        code: 'D10',
        name: 'Kek Hari Jadi',
        sen: 0,
        birthday: true,
        takeAway: false,
        description: 'A slice on us in your birthday month.',
      },
    ],
  },
  {
    name: 'Bir & Arak',
    kind: 'alcohol',
    foods: [
      { code: 'A01', name: 'Tiger Beer Bucket (6 botol)', sen: 7800, tickets: [6, 30], takeAway: false },
      { code: 'A02', name: 'Chivas Regal 12 (botol)', sen: 45000, tickets: [15, 90], takeAway: false },
    ],
  },
];

/** Inserts the demo menu for a merchant (inside the caller's transaction); returns how many foods. */
export async function seedDemoMenu(db: Db, merchantId: number): Promise<number> {
  const groupIds = {} as Record<Group, number>;
  for (const [key, g] of Object.entries(groups) as [Group, (typeof groups)[Group]][]) {
    const [row] = await db
      .insert(optionGroups)
      .values({ merchantId, name: g.name, minQty: g.min, maxQty: g.max })
      .returning({ id: optionGroups.id });
    if (!row) throw new Error('seed insert returned nothing');
    groupIds[key] = row.id;
    await db.insert(options).values(
      g.options.map(([name, priceSen, active = true], position) => ({
        groupId: row.id,
        name,
        priceSen,
        position,
        active,
      })),
    );
  }
  let count = 0;
  for (const [priority, c] of menu.entries()) {
    const kind = c.kind ?? 'food';
    const [category] = await db
      .insert(menuCategories)
      .values({ merchantId, kind, name: c.name, priority })
      .returning({ id: menuCategories.id });
    if (!category) throw new Error('seed insert returned nothing');
    const rows = await db
      .insert(foods)
      .values(
        c.foods.map((f, i) => ({
          merchantId,
          categoryId: category.id,
          kind,
          name: f.name,
          code: f.code,
          description: f.description ?? null,
          priceSen: f.sen,
          quantityLeft: f.left ?? null,
          takeAway: f.takeAway ?? true,
          birthdayGiftOnly: f.birthday ?? false,
          active: f.active ?? true,
          activeFrom: f.window?.[0] ?? null,
          activeUntil: f.window?.[1] ?? null,
          weekdays: f.days ?? [0, 1, 2, 3, 4, 5, 6],
          ticketBalance: f.tickets?.[0] ?? null,
          ticketExpiryDays: f.tickets?.[1] ?? null,
          priority: i,
        })),
      )
      .returning({ id: foods.id, code: foods.code });
    const links = rows.flatMap((row) =>
      (c.foods.find((f) => f.code === row.code)?.groups ?? []).map((g, position) => ({
        foodId: row.id,
        groupId: groupIds[g],
        position,
      })),
    );
    if (links.length) await db.insert(foodOptionGroups).values(links);
    count += rows.length;
  }
  return count;
}

/** Dining tables "Table 1" … "Table n" for a merchant, each with its own QR token; returns the tokens. */
export async function seedDemoTables(db: Db, merchantId: number, n = 5): Promise<string[]> {
  const values = Array.from({ length: n }, (_, i) => ({
    merchantId,
    name: `Table ${i + 1}`,
    token: newToken(),
  }));
  await db.insert(diningTables).values(values);
  return values.map((v) => v.token);
}
