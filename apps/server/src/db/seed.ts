import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { acceptCurrentVersion } from '../modules/content/terms/repository';
import type { Db } from './client';
import { buddyProfiles, companies, stores, users } from './schema';
import { seedDemoAgentProfiles } from './seed-agents';
import { seedDemoMenu, seedDemoTables } from './seed-menu';

/** Demo logins: printed at start, created only in demo data (never by production config). */
export const demoLogins = [
  {
    role: 'admin',
    username: 'admin',
    password: 'Admin@1234',
    name: 'Aisyah Admin',
    email: 'admin@demo.meja.my',
  },
  {
    role: 'master_agent',
    username: 'master',
    password: 'Master@1234',
    name: 'Mei Ling (master agent)',
    email: 'master@demo.meja.my',
  },
  {
    role: 'mentor',
    username: 'mentor',
    password: 'Mentor@1234',
    name: 'Muthu Mentor',
    email: 'mentor@demo.meja.my',
  },
  {
    role: 'agent',
    username: 'agent',
    password: 'Agent@1234',
    name: 'Arjun Agent',
    email: 'agent@demo.meja.my',
  },
  {
    role: 'sub_agent',
    username: 'subagent',
    password: 'Subagent@1234',
    name: 'Siti Sub-agent',
    email: 'subagent@demo.meja.my',
  },
  {
    role: 'merchant',
    username: 'merchant',
    password: 'Merchant@1234',
    name: 'Restoran Sedap',
    email: 'merchant@demo.meja.my',
  },
  {
    role: 'buddy',
    username: 'buddy',
    password: 'Buddy@1234',
    name: 'Ben Buddy',
    email: 'buddy@demo.meja.my',
  },
] as const;

/** The demo buddy signs in to the ordering app by phone; friends sign up through his referral code. */
export const demoBuddy = { phone: '+60198765432', referralCode: 'BENBUDDY' } as const;

/**
 * The demo merchant's operation staff, one per role with its default access option (PRODUCT.md
 * "Who uses it"): each opens the portal on its own screen. Staff sign in with their login e-mail.
 */
export const demoStaff = [
  {
    role: 'staff',
    username: 'cashier@demo.meja.my',
    password: 'Cashier@1234',
    name: 'Farah (cashier)',
    staffRole: 'Cashier',
    accessOption: 'All Access - Order',
  },
  {
    role: 'staff',
    username: 'kitchen@demo.meja.my',
    password: 'Kitchen@1234',
    name: 'Kumar (kitchen)',
    staffRole: 'Kitchen',
    accessOption: 'All Access - Kitchen',
  },
  {
    role: 'staff',
    username: 'waiter@demo.meja.my',
    password: 'Waiter@1234',
    name: 'Wani (waiter)',
    staffRole: 'Waiters',
    accessOption: 'Only Access - Ready To Serve',
  },
] as const;

/** The demo merchant's store: complete, so its set-up status is 'completed'. */
const demoStore = (merchantId: number): typeof stores.$inferInsert => ({
  merchantId,
  displayName: 'Restoran Sedap, Bangsar',
  description: 'Nasi lemak, char kuey teow and kopi since 2019.',
  displayAddress: '12 Jalan Telawi 3, Bangsar Baru',
  postcode: '59100',
  state: 'W.P. Kuala Lumpur',
  openAt: '10:00',
  closeAt: '22:00',
  halalStatus: 'non-halal',
  salesServiceTax: true,
  sstNo: 'W10-1808-32000123',
  serviceCharge: true,
  serviceChargeBp: 1000,
  receiptPrefix: 'RS-',
  receiptDigits: 6,
  printerModel: 80,
  // The platform's 10% of each bill is what pays the demo buddy's cashback and the agent's commission.
  platformChargeBp: 1000,
});

/** The demo merchant's company: every required field, terms accepted and the deposit paid. */
const demoCompany = (merchantId: number): typeof companies.$inferInsert => ({
  merchantId,
  email: 'accounts@sedap.my',
  name: 'Restoran Sedap Sdn Bhd',
  businessRegistrationNumber: '201901012345 (1312345-A)',
  icNo: '850612145523',
  contactPersonName: 'Tan Mei Hua',
  contactNo: '+60123456780',
  contactEmail: 'merchant@demo.meja.my',
  bank: 'maybank',
  bankAccountName: 'Restoran Sedap Sdn Bhd',
  bankAccountNo: '514012345678',
  bankBranchAddress: 'Maybank Bangsar, 1 Jalan Telawi, 59100 Kuala Lumpur',
  registerAddress: '12 Jalan Telawi 3, Bangsar Baru, 59100 Kuala Lumpur',
  yearOfBusiness: 2019,
  monthlyRevenue: 12_000_00,
  estimatedCustomer: 3000,
  termsAcceptedAt: new Date(),
  depositPaidAt: new Date(),
});

/** What a fresh demo has: the QR tokens of the demo merchant's tables, to print an ordering link. */
export interface DemoSeed {
  tableTokens: string[];
}

/** Fills an empty database with the demo people and the merchant's store and company; does nothing otherwise. */
export async function seedDemo(db: Db): Promise<DemoSeed | false> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(demoLogins.map((l) => hashPassword(l.password)));
  const staffHashes = await Promise.all(demoStaff.map((l) => hashPassword(l.password)));
  return db.transaction(async (tx) => {
    type Username = (typeof demoLogins)[number]['username'];
    const add = async (username: Username, extra: Partial<typeof users.$inferInsert> = {}) => {
      const i = demoLogins.findIndex((l) => l.username === username);
      const l = demoLogins[i];
      if (!l) throw new Error(`no demo login ${username}`);
      const [row] = await tx
        .insert(users)
        .values({
          role: l.role,
          username: l.username,
          name: l.name,
          email: l.email,
          passwordHash: hashes[i],
          status: 'active',
          firstLogin: false,
          ...extra,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('seed insert returned nothing');
      return row.id;
    };
    await add('admin');
    // The sales network of issue 13: the demo agent recruited the demo merchant and sits under a
    // mentor (who earns the mentor commission), under the master agent.
    const master = await add('master', { entitled: true, phoneNumber: '+60122223333' });
    const mentor = await add('mentor', { uplineId: master, entitled: true, phoneNumber: '+60167778888' });
    const agent = await add('agent', { uplineId: mentor, entitled: true, phoneNumber: '+60123456789' });
    await seedDemoAgentProfiles(tx, { master, mentor, agent });
    const sub = await add('subagent', { uplineId: agent });
    const merchant = await add('merchant', {
      uplineId: agent,
      subAgentId: sub,
      setupStatus: 'completed',
      phoneNumber: '+60378901234',
    });
    const buddy = await add('buddy', { phoneNumber: demoBuddy.phone });
    await tx.insert(buddyProfiles).values({
      userId: buddy,
      firstName: 'Ben',
      dateOfBirth: '1994-08-17',
      email: 'buddy@demo.meja.my',
      gender: 'male',
      city: 'Kuala Lumpur',
      referralCode: demoBuddy.referralCode,
      completedAt: new Date(),
    });
    await tx.insert(users).values(
      demoStaff.map(({ password: _, ...l }, i) => ({
        ...l,
        email: l.username,
        passwordHash: staffHashes[i],
        status: 'active',
        firstLogin: false,
        merchantId: merchant,
      })),
    );
    await tx.insert(stores).values(demoStore(merchant));
    await tx.insert(companies).values({ ...demoCompany(merchant), demo: true });
    await seedDemoMenu(tx, merchant);
    // Demo sign-ins are not stopped at the terms; a merchant created later is (issue 15).
    await acceptCurrentVersion(tx, merchant);
    return { tableTokens: await seedDemoTables(tx, merchant) };
  });
}
