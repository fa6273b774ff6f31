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
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { managesContent, readsWhatsNew, termsInMenu } from '../content/access';
import { kitchenInMenu } from '../kitchen/access';
import { pathOfListing } from '../lib/listing-paths';
import { listingsOf } from '../lib/permissions';
import { canManageMedia } from '../media/access';
import { membersInMenu } from '../members/access';
import { menuInSideMenu } from '../menu/categories/access';
import { adminOrdersInMenu, ordersInMenu } from '../orders/access';
import { clearBalanceInMenu, managesPayouts, payoutSettingInMenu, payoutsInMenu } from '../payouts/access';
import { printersInMenu } from '../printers/access';
import { reportsOf } from '../reports/access';
import { serveInMenu } from '../serve/access';
import { staffInMenu } from '../staff/access';
import { canManageStockImages } from '../stock-images/access';
import { companyInMenu, storeInMenu } from '../store/access';
import { tablesInMenu } from '../tables/access';
import { ticketsInMenu } from '../tickets/access';

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
  if (role === 'buddy') return [link('/diner', t('menu.dinerAccount'), <UserOutlined />), changePassword];

  const items: Item[] = [link('/dashboard', t('menu.dashboard'), <DashboardOutlined />)];
  if (role === 'admin') {
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
  const me = { role, access_option: accessOption };
  if (ordersInMenu(me)) {
    items.push(link('/orders/live', t('orders.menu.live'), <ThunderboltOutlined />));
    items.push(link('/orders/history', t('orders.menu.history'), <HistoryOutlined />));
  }
  if (kitchenInMenu(me)) items.push(link('/kitchen', t('kitchen.menu'), <FireOutlined />));
  if (serveInMenu(me)) items.push(link('/serve', t('serve.menu'), <BellOutlined />));
  if (adminOrdersInMenu(me)) {
    items.push(link('/orders/realtime', t('orders.menu.realtime'), <ThunderboltOutlined />));
    items.push(link('/orders/listing', t('orders.menu.listing'), <UnorderedListOutlined />));
  }
  if (ticketsInMenu(me)) items.push(link('/tickets', t('tickets.menu'), <TagsOutlined />));
  if (membersInMenu(me)) items.push(link('/members', t('members.menu'), <ContactsOutlined />));
  if (storeInMenu(me)) items.push(link('/store', t('store.menu'), <ShopOutlined />));
  if (companyInMenu(me)) items.push(link('/company', t('company.menu'), <SolutionOutlined />));
  if (printersInMenu(me)) items.push(link('/printers', t('printers.menu'), <PrinterOutlined />));
  if (menuInSideMenu(me)) {
    items.push({
      key: 'menu',
      icon: <ReadOutlined />,
      label: t('menuCategories.nav.group'),
      children: menuSection.map(([to, label]) => link(to, t(label))),
    });
  }
  if (tablesInMenu(me)) {
    items.push(link('/tables', t('tables.menu'), <TableOutlined />));
  }
  if (staffInMenu(me)) {
    items.push(link('/staff', t('staff.menu'), <IdcardOutlined />));
  }
  if (canManageMedia({ role, access_option: accessOption })) {
    items.push(link('/media', t('media.menu'), <PictureOutlined />));
  }
  if (canManageStockImages({ role })) {
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
  if (!payoutsInMenu(role)) return [];
  if (!managesPayouts(role)) {
    const label = role === 'merchant' ? t('payouts.redemptionMenu') : t('payouts.mineMenu');
    return [link('/payouts', label, <WalletOutlined />)];
  }
  const children = [link('/payouts', t('payouts.menuList'))];
  if (clearBalanceInMenu(role)) children.push(link('/payouts/clear-balance', t('clearBalance.menu')));
  return [{ key: 'payouts', icon: <WalletOutlined />, label: t('payouts.menu'), children }];
}

/**
 * Issue 15: admins get "Content" (announcements, update log, terms) and "Settings" (one screen per
 * setting type); merchants and agents the terms page; everyone in the portal what's new.
 */
function contentEntries(me: { role: Role; access_option: AccessOption | null }, t: TFunction): Item[] {
  const items: Item[] = [];
  if (managesContent(me)) {
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
  if (payoutSettingInMenu(me.role)) {
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
  if (termsInMenu(me)) items.push(link('/terms', t('menu.terms'), <FileProtectOutlined />));
  if (readsWhatsNew(me)) items.push(link('/whats-new', t('menu.whatsNew'), <GiftOutlined />));
  return items;
}
