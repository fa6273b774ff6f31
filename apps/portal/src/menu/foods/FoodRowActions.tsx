import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useDeleteFood } from '@meja/client';
import type { TFood } from '@meja/contracts';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { showReply } from '../../lib/form-errors';

/** Edit and delete (after a confirmation beside the button) as icons in a food's row. */
export function FoodRowActions({ food, onEdit }: { food: TFood; onEdit: (food: TFood) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteFood();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the row
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard
    <span onClick={(e) => e.stopPropagation()}>
      <Space size={0}>
        <Tooltip title={t('foods.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('foods.editItem', { name: food.name })}
            onClick={() => onEdit(food)}
          />
        </Tooltip>
        <Popconfirm
          title={t('foods.confirmDelete', { name: food.name })}
          description={t('foods.confirmDeleteBody')}
          okText={t('foods.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => showReply(remove.mutateAsync(food.id))}
        >
          <Tooltip title={t('foods.delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('foods.deleteItem', { name: food.name })}
            />
          </Tooltip>
        </Popconfirm>
      </Space>
    </span>
  );
}
