import { cartLimits, type TKeyInFood } from '@meja/contracts';
import { Checkbox, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badGroup, type CartLine, type OfferedGroup, quantityMax, unitSen } from './cart';
import { formatRM } from './format';

function rangeText(t: TFunction, g: OfferedGroup) {
  if (g.min === g.max) return t('orders.keyIn.optionsExactly', { count: g.max });
  if (g.min === 0) return t('orders.keyIn.optionsMax', { count: g.max });
  return t('orders.keyIn.optionsRange', { min: g.min, max: g.max });
}

/**
 * A food's options, quantity and note before it joins the order: each group's choice must stay
 * within its min and max (a full group disables its other options), as the server checks.
 */
export function FoodOptionsModal({
  food,
  groups,
  onAdd,
  onClose,
}: {
  food: TKeyInFood;
  groups: OfferedGroup[];
  onAdd: (line: Omit<CartLine, 'key'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const bad = badGroup(groups, chosen);
  const options = groups.flatMap((g) => g.options.filter((o) => chosen.has(o.id)));

  const flip = (id: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const add = () => {
    setTried(true);
    if (bad) return;
    onAdd({ food, quantity, options, note: note.trim() || undefined });
    onClose();
  };

  return (
    <Modal
      open
      title={food.name}
      okText={`${t('orders.keyIn.add')} · ${formatRM(unitSen({ food, options }) * quantity)}`}
      cancelText={t('common.cancel')}
      onOk={add}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        {groups.map((g) => {
          const count = g.options.filter((o) => chosen.has(o.id)).length;
          const wrong = tried && bad?.id === g.id;
          return (
            <Form.Item
              key={g.id}
              label={`${g.name} (${rangeText(t, g)})`}
              validateStatus={wrong ? 'error' : undefined}
              help={
                wrong ? t('orders.keyIn.optionsBad', { group: g.name, min: g.min, max: g.max }) : undefined
              }
            >
              <Flex vertical gap={4} role="group" aria-label={g.name}>
                {g.options.map((o) => (
                  <Checkbox
                    key={o.id}
                    checked={chosen.has(o.id)}
                    disabled={!chosen.has(o.id) && count >= g.max}
                    onChange={(e) => flip(o.id, e.target.checked)}
                  >
                    {o.name}{' '}
                    <Typography.Text type="secondary">
                      {o.price_sen ? `+${formatRM(o.price_sen)}` : t('orders.keyIn.free')}
                    </Typography.Text>
                  </Checkbox>
                ))}
              </Flex>
            </Form.Item>
          );
        })}
        <Form.Item label={t('orders.keyIn.quantity')} htmlFor={`qty-${food.id}`}>
          <InputNumber
            id={`qty-${food.id}`}
            min={1}
            max={quantityMax(food)}
            precision={0}
            value={quantity}
            onChange={(v) => setQuantity(v ?? 1)}
          />
        </Form.Item>
        <Form.Item label={t('orders.fields.note')} htmlFor={`note-${food.id}`}>
          <Input
            id={`note-${food.id}`}
            maxLength={cartLimits.noteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
