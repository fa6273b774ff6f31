import type { TOption, TOptionGroup } from '@meja/contracts';
import { Modal, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRM } from '../../lib/money';

/** The "option list" modal: a group's options with their extra prices. */
export function OptionListModal({ group, onClose }: { group: TOptionGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const columns: TableProps<TOption>['columns'] = [
    { key: 'name', title: t('menuOptions.optionName'), dataIndex: 'name' },
    {
      key: 'price',
      title: t('menuOptions.optionPrice'),
      dataIndex: 'price_sen',
      align: 'right',
      render: (sen: number) => (sen === 0 ? t('menuOptions.free') : formatRM(sen)),
    },
    {
      key: 'status',
      title: t('menuOptions.optionActive'),
      dataIndex: 'status',
      render: (status: 0 | 1) => (
        <Tag color={status ? 'green' : 'default'}>
          {t(status ? 'menuOptions.active' : 'menuOptions.inactive')}
        </Tag>
      ),
    },
  ];
  return (
    <Modal
      open={group !== null}
      title={group ? t('menuOptions.listTitle', { name: group.name }) : undefined}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {group && (
        <>
          <Typography.Paragraph type="secondary">
            {t('menuOptions.choices')}:{' '}
            {t('menuOptions.choicesRange', { min: group.min_qty, max: group.max_qty })}
          </Typography.Paragraph>
          <Table<TOption>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={group.options}
            pagination={false}
          />
        </>
      )}
    </Modal>
  );
}
