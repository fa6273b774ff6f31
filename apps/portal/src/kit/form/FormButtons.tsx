import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Save (it submits the form) and Cancel, under a drawer's form. */
export function FormButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('common.save')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
    </Space>
  );
}

/** Cancel and Save in a drawer's header, outside its form. */
export function DrawerButtons(p: { pending: boolean; onSave: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button onClick={p.onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" loading={p.pending} onClick={p.onSave}>
        {t('common.save')}
      </Button>
    </Space>
  );
}
