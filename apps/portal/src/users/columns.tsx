import type { TUser } from '@meja/contracts';
import { Button, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { MerchantLink } from '../lib/permissions';
import type { ColumnKey } from './listings';
import { sortColumns } from './listings';
import { StatusToggle } from './StatusToggle';

export interface Sort {
  column: string;
  direction: 'asc' | 'desc';
}

interface Options {
  sort: Sort | undefined;
  editable: boolean;
  /** Merchant rows link to these screens of the merchant (none: no links). */
  merchantLinks: readonly MerchantLink[];
  onEdit: (user: TUser) => void;
  /** Keeps the actions column at the right edge while the other columns scroll (wide screens). */
  pinActions: boolean;
}

const dash = (v: string | null) => v || '—';

/** Where each merchant link goes, in the order the links show. */
const merchantPaths: Record<MerchantLink, string> = {
  store: '/store',
  company: '/company',
  menu: '/menu',
  tables: '/tables',
  staff: '/staff',
};

/** The antd columns of a listing, with the server-side sort shown on the sorted column. */
export function buildColumns(keys: ColumnKey[], t: TFunction, o: Options): ColumnType<TUser>[] {
  const base: Record<ColumnKey, ColumnType<TUser>> = {
    id: { title: t('users.columns.id'), dataIndex: 'id', width: 80 },
    username: { title: t('users.columns.username'), dataIndex: 'username' },
    name: { title: t('users.columns.name'), dataIndex: 'name', render: dash },
    type: {
      title: t('users.columns.type'),
      dataIndex: 'type',
      render: (type: TUser['type']) => <Tag>{t(`roles.${type}`)}</Tag>,
    },
    email: { title: t('users.columns.email'), dataIndex: 'email', render: dash },
    phone: { title: t('users.columns.phone'), dataIndex: 'phone_number', render: dash },
    upline: { title: t('users.columns.upline'), dataIndex: 'upline_name', render: dash },
    setupStatus: {
      title: t('users.columns.setupStatus'),
      dataIndex: 'setup_status',
      render: (v: string | null) =>
        v === 'completed' || v === 'pending' ? (
          <Tag color={v === 'completed' ? 'green' : 'gold'}>{t(`users.setup.${v}`)}</Tag>
        ) : (
          dash(v)
        ),
    },
    subAgent: { title: t('users.columns.subAgent'), dataIndex: 'subagent_name', render: dash },
    status: {
      title: t('users.columns.status'),
      dataIndex: 'status',
      render: (_: unknown, user) => <StatusToggle user={user} editable={o.editable} />,
    },
    createdAt: {
      title: t('users.columns.createdAt'),
      dataIndex: 'created_at',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
  };

  const columns = keys.map((key): ColumnType<TUser> => {
    const server = sortColumns[key];
    if (!server) return { ...base[key], key };
    const order = o.sort?.column === server ? (o.sort.direction === 'asc' ? 'ascend' : 'descend') : null;
    return { ...base[key], key, sorter: true, sortOrder: order };
  });

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
          {o.editable && (
            <Button
              type="link"
              size="small"
              onClick={(e) => {
                stop(e);
                o.onEdit(user);
              }}
            >
              {t('common.edit')}
            </Button>
          )}
          {user.type === 'merchant' &&
            links.map((l) => (
              <Link
                key={l}
                to={`${merchantPaths[l]}?merchant_id=${user.id}`}
                onClick={stop}
                style={{ padding: '0 7px' }}
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
