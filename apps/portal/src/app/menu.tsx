import {
  BarChartOutlined,
  BellOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FireOutlined,
  GiftOutlined,
  HistoryOutlined,
  IdcardOutlined,
  KeyOutlined,
  NotificationOutlined,
  PictureOutlined,
  PrinterOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AccessOption, ListingType, Role } from '@meja/contracts';
import { can, canList, hasOwnStore, listingsOf, type Permission } from '@meja/contracts/permissions';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { readsTermsPage } from '../content/terms/page-readers';
import { isDinerAccount } from '../lib/home';
import { pathOfListing } from '../lib/listing-paths';
import { readsRedemptions } from '../payouts/reports-of';
import { reportsOf } from '../reports/screens';

type Item = NonNullable<MenuProps['items']>[number];

const link = (to: string, label: string, icon?: React.ReactNode): Item => ({
  key: to,
  icon,
  label: <Link to={to}>{label}</Link>,
});

/**
 * The "Menu" submenu of the merchant owner and Setting staff (the server's `menu.manage`), in this
 * order: [path, text key]. Menu screens add their entry here.
 */
const menuSection = [
  ['/menu', 'foods.nav.overview'],
  ['/menu/categories', 'menuCategories.nav.food'],
  ['/menu/foods', 'foods.nav.food'],
  ['/menu/options', 'menuOptions.nav'],
  ['/menu/courses', 'courses.nav'],
  ['/menu/alcohol-categories', 'menuCategories.nav.alcohol'],
  ['/menu/alcohol', 'foods.nav.alcohol'],
] as const;

/** Agents and sub-agents see their people as top-level entries, in this order. */
const agentEntries: { type: ListingType; label: 'menu.merchants' | 'menu.subAgents' | 'menu.agents' }[] = [
  { type: 'merchant', label: 'menu.merchants' },
  { type: 'sub_agent', label: 'menu.subAgents' },
  { type: 'agent', label: 'menu.agents' },
];
const agentIcons: Record<string, React.ReactNode> = {
  merchant: <ShopOutlined />,
  sub_agent: <UsergroupAddOutlined />,
  agent: <TeamOutlined />,
};

/** The key of the submenu holding the entry of `path` (a page inside "Users" or "Menu"), if any. */
export function submenuOf(items: Item[], path: string): string | undefined {
  for (const item of items) {
    if (item && 'children' in item && item.children?.some((child) => child?.key === path)) {
      return String(item.key);
    }
  }
  return undefined;
}

/** The side menu of a role; the keys are the paths, so the current page selects its entry. */
export function menuItems(role: Role, t: TFunction, accessOption: AccessOption | null = null): Item[] {
  const changePassword = link('/change-password', t('menu.changePassword'), <KeyOutlined />);
  const me = { role, access_option: accessOption };
  if (isDinerAccount(me)) return [link('/diner', t('menu.dinerAccount'), <UserOutlined />), changePassword];

  const items: Item[] = [link('/dashboard', t('menu.dashboard'), <DashboardOutlined />)];
  // Who reads the all-users listing (admins) has every people listing under one Users entry.
  if (canList(role, 'user')) {
    items.push({
      key: 'users',
      icon: <TeamOutlined />,
      label: t('menu.users'),
      // The buddy listing is the "Platform buddy" screen, with each buddy's profile and wallet.
      children: listingsOf(role).map((type) =>
        type === 'buddy' ? link('/buddies', t('buddies.menu')) : link(pathOfListing(type), t(`menu.${type}`)),
      ),
    });
  } else {
    for (const entry of agentEntries) {
      if (listingsOf(role).includes(entry.type)) {
        items.push(link(pathOfListing(entry.type), t(entry.label), agentIcons[entry.type]));
      }
    }
  }
  // A merchant's screens are in the side menu of its owner and staff; the others open them from
  // the merchant listing with ?merchant_id=.
  const ownStore = (permission: Permission) => hasOwnStore(role) && can(me, permission);
  if (ownStore('orders.board')) {
    items.push(link('/orders/live', t('orders.menu.live'), <ThunderboltOutlined />));
    items.push(link('/orders/history', t('orders.menu.history'), <HistoryOutlined />));
  }
  if (ownStore('orders.kitchen')) items.push(link('/kitchen', t('kitchen.menu'), <FireOutlined />));
  if (ownStore('orders.serve')) items.push(link('/serve', t('serve.menu'), <BellOutlined />));
  if (can(me, 'orders.board') && can(me, 'merchants.every')) {
    items.push(link('/orders/realtime', t('orders.menu.realtime'), <ThunderboltOutlined />));
    items.push(link('/orders/listing', t('orders.menu.listing'), <UnorderedListOutlined />));
  }
  if (can(me, 'tickets.manage')) items.push(link('/tickets', t('tickets.menu'), <TagsOutlined />));
  if (can(me, 'members.read')) items.push(link('/members', t('members.menu'), <ContactsOutlined />));
  if (ownStore('merchant_profile.read')) items.push(link('/store', t('store.menu'), <ShopOutlined />));
  if (ownStore('merchant_profile.company'))
    items.push(link('/company', t('company.menu'), <SolutionOutlined />));
  if (ownStore('printers.manage')) items.push(link('/printers', t('printers.menu'), <PrinterOutlined />));
  if (ownStore('menu.manage')) {
    items.push({
      key: 'menu',
      icon: <ReadOutlined />,
      label: t('menuCategories.nav.group'),
      children: menuSection.map(([to, label]) => link(to, t(label))),
    });
  }
  if (ownStore('tables.manage')) items.push(link('/tables', t('tables.menu'), <TableOutlined />));
  if (ownStore('staff.read')) items.push(link('/staff', t('staff.menu'), <IdcardOutlined />));
  if (ownStore('media.manage')) items.push(link('/media', t('media.menu'), <PictureOutlined />));
  if (can(me, 'stock_images.write')) {
    items.push(link('/food-images', t('stockImages.menu'), <PictureOutlined />));
  }
  items.push(...reportEntries(me, t));
  items.push(...payoutEntries(role, t));
  items.push(...contentEntries(me, t));
  items.push(changePassword);
  return items;
}

/**
 * Issue 14: a "Reports" submenu of the reports the role reads (the server's `reports.*`), a
 * merchant's first. Payout lists stay under "Payouts" (issue 13's screens).
 */
function reportEntries(me: { role: Role; access_option: AccessOption | null }, t: TFunction): Item[] {
  const names = reportsOf(me);
  if (names.length === 0) return [];
  // Who also reads the network's summary tells the two summaries apart.
  const twoSummaries = names.includes('summary_report');
  const children = names.map((name) =>
    link(
      `/reports/${name}`,
      name === 'summary_report_merchant' && twoSummaries
        ? t('reports.merchantSummary')
        : t(`report.title.${name}`),
    ),
  );
  return [{ key: 'reports', icon: <BarChartOutlined />, label: t('reports.menu'), children }];
}

/**
 * Issue 13: admins get a "Payouts" submenu (items, Clear Balance, the payout setting); agents
 * their own commissions and payouts; merchants their redemption settlements.
 */
function payoutEntries(role: Role, t: TFunction): Item[] {
  if (!can({ role }, 'payouts.read')) return [];
  if (!can({ role }, 'payouts.manage')) {
    const label = readsRedemptions(role) ? t('payouts.redemptionMenu') : t('payouts.mineMenu');
    return [link('/payouts', label, <WalletOutlined />)];
  }
  const children = [
    link('/payouts', t('payouts.menuList')),
    link('/payouts/clear-balance', t('clearBalance.menu')),
  ];
  return [{ key: 'payouts', icon: <WalletOutlined />, label: t('payouts.menu'), children }];
}

/**
 * Issue 15: admins get "Content" (announcements, update log, terms) and "Settings" (one screen per
 * setting type); merchants and agents the terms page; everyone in the portal what's new.
 */
function contentEntries(me: { role: Role; access_option: AccessOption | null }, t: TFunction): Item[] {
  const items: Item[] = [];
  if (can(me, 'content.manage')) {
    items.push({
      key: 'content',
      icon: <NotificationOutlined />,
      label: t('menu.content'),
      children: [
        link('/content/announcements', t('menu.announcements')),
        link('/content/update-log', t('menu.updateLog')),
        link('/content/terms', t('menu.terms')),
      ],
    });
  }
  if (can(me, 'settings.payout')) {
    items.push({
      key: 'settings',
      icon: <SettingOutlined />,
      label: t('menu.settings'),
      children: [
        link('/settings/payout', t('menu.payoutSetting')),
        link('/settings/contact', t('menu.contactSetting')),
        link('/settings/merchant', t('menu.merchantSetting')),
      ],
    });
  }
  // Admins have the terms under Content.
  if (readsTermsPage(me) && !can(me, 'content.manage'))
    items.push(link('/terms', t('menu.terms'), <FileProtectOutlined />));
  if (can(me, 'content.read')) items.push(link('/whats-new', t('menu.whatsNew'), <GiftOutlined />));
  return items;
}
