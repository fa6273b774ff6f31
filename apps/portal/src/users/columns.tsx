import type { TUser } from '@meja/contracts';
import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { dateTime, EditButton, type ListColumn, orDash } from '../kit/list/columns';
import { allowanceColumns } from './allowance-columns';
import type { ColumnKey } from './listings';
import { sortColumns } from './listings';
import type { MerchantLink } from './merchant-links';
import { StatusToggle } from './StatusToggle';

interface Options {
  editable: boolean;
  /** Merchant rows link to these screens of the merchant (none: no links). */
  merchantLinks: readonly MerchantLink[];
  onEdit: (user: TUser) => void;
  /** Keeps the actions column at the right edge while the other columns scroll (wide screens). */
  pinActions: boolean;
}

/** Where each merchant link goes, in the order the links show. */
const merchantPaths: Record<MerchantLink, string> = {
  store: '/store',
  company: '/company',
  menu: '/menu',
  tables: '/tables',
  staff: '/staff',
};

/** The columns of a listing, sorted by the server where it can. */
export function buildColumns(keys: ColumnKey[], t: TFunction, o: Options): ListColumn<TUser>[] {
  const base: Record<ColumnKey, ListColumn<TUser>> = {
    id: { title: t('users.columns.id'), dataIndex: 'id', width: 80 },
    username: { title: t('users.columns.username'), dataIndex: 'username' },
    name: { title: t('users.columns.name'), dataIndex: 'name', render: orDash },
    type: {
      title: t('users.columns.type'),
      dataIndex: 'type',
      // Plain words, not a tag: "Master agent" wraps, and the agents' list of thirteen columns fits 1280 px.
      render: (type: TUser['type']) => t(`roles.${type}`),
    },
    email: { title: t('users.columns.email'), dataIndex: 'email', render: orDash },
    phone: { title: t('users.columns.phone'), dataIndex: 'phone_number', render: orDash },
    upline: { title: t('users.columns.upline'), dataIndex: 'upline_name', render: orDash },
    setupStatus: {
      title: t('users.columns.setupStatus'),
      dataIndex: 'setup_status',
      render: (v: string | null) =>
        v === 'completed' || v === 'pending' ? (
          <Tag color={v === 'completed' ? 'green' : 'gold'}>{t(`users.setup.${v}`)}</Tag>
        ) : (
          orDash(v)
        ),
    },
    subAgent: { title: t('users.columns.subAgent'), dataIndex: 'subagent_name', render: orDash },
    status: {
      title: t('users.columns.status'),
      dataIndex: 'status',
      render: (_: unknown, user) => <StatusToggle user={user} editable={o.editable} />,
    },
    createdAt: {
      title: t('users.columns.createdAt'),
      dataIndex: 'created_at',
      render: dateTime,
    },
    mentor: { title: t('users.columns.mentor'), render: (_: unknown, u) => orDash(u.mentor?.name ?? null) },
    masterAgent: {
      title: t('users.columns.masterAgent'),
      render: (_: unknown, u) => orDash(u.master_agent?.name ?? null),
    },
    entitled: {
      title: t('users.columns.entitled'),
      dataIndex: 'entitled',
      render: (v: TUser['entitled']) =>
        v ? <Tag color={v === 'yes' ? 'green' : undefined}>{t(`users.agent.${v}`)}</Tag> : '—',
    },
    subAgents: { title: t('users.columns.subAgents'), dataIndex: 'sub_agents', align: 'right' },
    merchants: { title: t('users.columns.merchants'), dataIndex: 'merchants', align: 'right' },
    merchant: { title: t('users.columns.merchant'), render: (_: unknown, u) => u.name || u.username },
    ...allowanceColumns(t),
  };

  const columns = keys.map((key): ListColumn<TUser> => ({ ...base[key], key, sort: sortColumns[key] }));

  const links = (Object.keys(merchantPaths) as MerchantLink[]).filter((l) => o.merchantLinks.includes(l));
  if (o.editable || links.length > 0) {
    const stop = (e: React.MouseEvent) => e.stopPropagation();
    columns.push({
      key: 'actions',
      title: t('users.columns.actions'),
      // A merchant row has Edit and five links: they wrap in a pinned column instead of pushing
      // the table past the screen's edge.
      fixed: o.pinActions ? 'right' : undefined,
      render: (_: unknown, user) => (
        <Space size={0} wrap style={{ maxWidth: 240 }}>
          {o.editable && <EditButton label={t('common.edit')} onClick={() => o.onEdit(user)} />}
          {user.type === 'merchant' &&
            links.map((l) => (
              <Link
                key={l}
                to={`${merchantPaths[l]}?merchant_id=${user.id}`}
                onClick={stop}
                style={{ padding: '0 7px', whiteSpace: 'nowrap' }}
              >
                {t(`users.links.${l}`)}
              </Link>
            ))}
        </Space>
      ),
    });
  }
  return columns;
}
