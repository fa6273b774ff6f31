import { useToggleFood } from '@meja/client';
import type { TFood } from '@meja/contracts';
import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../../lib/form-errors';

/** Active ⇄ inactive at once (PATCH /admin/menu/{id}, type status): inactive items are hidden from diners. */
export function FoodStatusSwitch({ food }: { food: TFood }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useToggleFood();
  const change = async () => {
    try {
      const reply = await toggle.mutateAsync({ id: food.id, type: 'status' });
      if (reply.message) message.success(reply.message);
    } catch (err) {
      showError(err);
    }
  };
  return (
    <Switch
      size="small"
      checked={food.status === 1}
      loading={toggle.isPending}
      onChange={change}
      onClick={(_, e) => e.stopPropagation()}
      aria-label={t('foods.statusSwitch', { name: food.name })}
    />
  );
}
