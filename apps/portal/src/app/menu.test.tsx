import type { AccessOption, Role } from '@meja/contracts';
import { listingTypes } from '@meja/contracts/constants';
import { can, canList, hasOwnStore, type Permission } from '@meja/contracts/permissions';
import { reportCatalogue, reportNames } from '@meja/contracts/report-catalogue';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { readsTermsPage } from '../content/terms/page-readers';
import { pathOfListing } from '../lib/listing-paths';
import { menuItems } from './menu';

type Me = { role: Role; access_option: AccessOption | null };
const subjects: Me[] = [
  ...(['admin', 'master_agent', 'mentor', 'agent', 'sub_agent', 'merchant'] as const).map((role) => ({
    role,
    access_option: null,
  })),
  ...(
    [
      'All Access - Order',
      'All Access - Kitchen',
      'All Access - Setting',
      'Only Access - Ready To Serve',
    ] as const
  ).map((access_option) => ({ role: 'staff' as const, access_option })),
];
const nameOf = (me: Me) => me.access_option ?? me.role;

type Item = { key?: unknown; children?: Item[] } | null;
const keysOf = (items: Item[]): string[] =>
  items.flatMap((i) => (i?.children ? [String(i.key), ...keysOf(i.children)] : [String(i?.key)]));
const menuOf = (me: Me) => menuItems(me.role, ((k: string) => k) as unknown as TFunction, me.access_option);

/**
 * Each entry and the permissions that open its screen. A merchant's own screens ('own') are in
 * the side menu of the merchant and its staff; admins and agents open them from the merchant list.
 */
const entries: [path: string, needs: Permission[], own?: 'own'][] = [
  ['/orders/live', ['orders.board'], 'own'],
  ['/orders/history', ['orders.board'], 'own'],
  ['/kitchen', ['orders.kitchen'], 'own'],
  ['/serve', ['orders.serve'], 'own'],
  ['/orders/realtime', ['orders.board', 'merchants.every']],
  ['/orders/listing', ['orders.board', 'merchants.every']],
  ['/tickets', ['tickets.manage']],
  ['/members', ['members.read']],
  ['/store', ['merchant_profile.read'], 'own'],
  ['/company', ['merchant_profile.company'], 'own'],
  ['/printers', ['printers.manage'], 'own'],
  ['/menu/foods', ['menu.manage'], 'own'],
  ['/tables', ['tables.manage'], 'own'],
  ['/staff', ['staff.read'], 'own'],
  ['/media', ['media.manage'], 'own'],
  ['/food-images', ['stock_images.write']],
  ['/payouts', ['payouts.read']],
  ['/payouts/clear-balance', ['payouts.manage']],
  ['/content/announcements', ['content.manage']],
  ['/settings/payout', ['settings.payout']],
  ['/whats-new', ['content.read']],
];

describe("each role's side menu", () => {
  it.each(subjects.map((me) => [nameOf(me), me] as const))('derives from the matrix (%s)', (_, me) => {
    const keys = keysOf(menuOf(me));
    for (const [path, needs, own] of entries) {
      const shown = (!own || hasOwnStore(me.role)) && needs.every((p) => can(me, p));
      expect([path, keys.includes(path)]).toEqual([path, shown]);
    }
    // Admins' "Users" holds every listing they read; agents' menu holds their people, not allowances.
    const users = keys.includes('users');
    for (const type of listingTypes) {
      const path = type === 'buddy' ? '/buddies' : pathOfListing(type);
      const shown = canList(me.role, type) && (users || type !== 'allowance');
      expect([path, keys.includes(path)]).toEqual([path, shown]);
    }
    expect(users).toBe(me.role === 'admin');
    for (const name of reportNames) {
      const { audience } = reportCatalogue[name];
      const shown = audience !== 'payouts' && can(me, `reports.${audience}`);
      expect([name, keys.includes(`/reports/${name}`)]).toEqual([name, shown]);
    }
    // Admins find the terms under Content.
    const terms = readsTermsPage(me) && !can(me, 'content.manage');
    expect(keys.includes('/terms')).toBe(terms);
  });

  it('is, entry by entry, what each role was shown before the matrix moved to contracts', () => {
    const top = (me: Me) => menuOf(me).map((i) => String(i?.key));
    const people = ['/users/merchant', '/users/sub-agent'];
    const agents = ['/dashboard', ...people, '/users/agent', '/members', 'reports', '/payouts', '/terms'];
    const shown = Object.fromEntries(subjects.map((me) => [nameOf(me), top(me)]));
    const tail = ['/whats-new', '/change-password'];
    expect(shown).toEqual({
      admin: [
        '/dashboard',
        'users',
        '/orders/realtime',
        '/orders/listing',
        '/tickets',
        '/members',
        '/food-images',
        'reports',
        'payouts',
        'content',
        'settings',
        ...tail,
      ],
      master_agent: [...agents, ...tail],
      mentor: [...agents, ...tail],
      agent: [...agents.filter((k) => k !== '/users/agent'), ...tail],
      sub_agent: ['/dashboard', '/users/merchant', 'reports', '/terms', ...tail],
      merchant: [
        '/dashboard',
        '/orders/live',
        '/orders/history',
        '/kitchen',
        '/serve',
        '/tickets',
        '/members',
        '/store',
        '/company',
        '/printers',
        'menu',
        '/tables',
        '/staff',
        '/media',
        'reports',
        '/payouts',
        '/terms',
        ...tail,
      ],
      'All Access - Order': [
        '/dashboard',
        '/orders/live',
        '/orders/history',
        '/tickets',
        '/members',
        ...tail,
      ],
      'All Access - Kitchen': ['/dashboard', '/kitchen', ...tail],
      'All Access - Setting': [
        '/dashboard',
        '/members',
        '/store',
        '/printers',
        'menu',
        '/tables',
        '/staff',
        '/media',
        'reports',
        ...tail,
      ],
      'Only Access - Ready To Serve': ['/dashboard', '/serve', '/tickets', ...tail],
    });
    expect(top({ role: 'buddy', access_option: null })).toEqual(['/diner', '/change-password']);
  });
});
