import { cartLimits, type TKeyInFood } from '@meja/contracts';
import { Checkbox, Flex, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badGroup, type CartLine, type OfferedGroup, quantityMax, unitSen } from './cart';
import { formatRM } from './format';
import './key-in.css';

/** One choice at most: radio buttons, not checkboxes counting "1 to 1". */
const singleChoice = (g: OfferedGroup) => g.max === 1;

function rangeText(t: TFunction, g: OfferedGroup) {
  if (singleChoice(g)) return t(g.min === 1 ? 'orders.keyIn.chooseOne' : 'orders.keyIn.optional');
  if (g.min === g.max) return t('orders.keyIn.optionsExactly', { count: g.max });
  if (g.min === 0) return t('orders.keyIn.optionsMax', { count: g.max });
  return t('orders.keyIn.optionsRange', { min: g.min, max: g.max });
}

/**
 * A food's options, quantity and note before it joins the order: each group's choice must stay
 * within its min and max (a full group disables its other options), as the server checks. A group
 * of one choice is a radio group (with "None" where it is optional), a tap choosing it.
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

  const choose = (g: OfferedGroup, id: number | undefined) =>
    setChosen((s) => {
      const next = new Set([...s].filter((o) => !g.options.some((x) => x.id === o)));
      if (id !== undefined) next.add(id);
      return next;
    });

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
      okButtonProps={{ size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
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
                wrong
                  ? singleChoice(g)
                    ? t('orders.keyIn.optionsBadOne', { group: g.name })
                    : t('orders.keyIn.optionsBad', { group: g.name, min: g.min, max: g.max })
                  : undefined
              }
            >
              {singleChoice(g) ? (
                <Radio.Group
                  aria-label={g.name}
                  value={g.options.find((o) => chosen.has(o.id))?.id ?? (g.min === 0 ? none : undefined)}
                  onChange={(e) => choose(g, e.target.value === none ? undefined : e.target.value)}
                >
                  <Flex vertical gap={6} className="pos-choices">
                    {g.min === 0 && <Radio value={none}>{t('orders.keyIn.none')}</Radio>}
                    {g.options.map((o) => (
                      <Radio key={o.id} value={o.id}>
                        {o.name} <OptionPrice sen={o.price_sen} />
                      </Radio>
                    ))}
                  </Flex>
                </Radio.Group>
              ) : (
                <Flex vertical gap={6} role="group" aria-label={g.name} className="pos-choices">
                  {g.options.map((o) => (
                    <Checkbox
                      key={o.id}
                      checked={chosen.has(o.id)}
                      disabled={!chosen.has(o.id) && count >= g.max}
                      onChange={(e) => flip(o.id, e.target.checked)}
                    >
                      {o.name} <OptionPrice sen={o.price_sen} />
                    </Checkbox>
                  ))}
                </Flex>
              )}
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

/** "None" in an optional one-choice group: no option id is 0. */
const none = 0;

function OptionPrice({ sen }: { sen: number }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary">{sen ? `+${formatRM(sen)}` : t('orders.keyIn.free')}</Typography.Text>
  );
}
