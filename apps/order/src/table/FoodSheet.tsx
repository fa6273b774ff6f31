import type { TDinerFood, TDinerOptionGroup } from '@meja/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { quantityMax, unitEstimate, useCart } from '../lib/cart';
import { formatMoney } from '../lib/money';
import { Sheet } from '../ui/Sheet';
import { Stepper } from '../ui/Stepper';

/** Chosen options of each group: option id → quantity (SPEC §4). */
type Choice = Record<number, Record<number, number>>;

const noteMax = 200;
const groupTotal = (picked: Record<number, number> | undefined) =>
  Object.values(picked ?? {}).reduce((n, q) => n + q, 0);

/** A food's details and choices: option groups within their min/max, a note, take-away, quantity. */
export default function FoodSheet({
  food,
  table,
  closed,
  onClose,
}: {
  food: TDinerFood;
  table: string;
  /** Why nothing can be added now (the store is closed: "Closed now — opens at 08:00"). */
  closed?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cart = useCart(table);
  const [choice, setChoice] = useState<Choice>({});
  const [note, setNote] = useState('');
  const [takeAway, setTakeAway] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [checked, setChecked] = useState(false);
  const groupsRef = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const closedId = useId();

  const options = Object.values(choice).flatMap((picked) =>
    Object.entries(picked)
      .filter(([, q]) => q > 0)
      .map(([id, q]) => ({ option_id: Number(id), quantity: q })),
  );
  const missing = food.option_groups.filter((g) => groupTotal(choice[g.id]) < g.min_qty);
  const total = unitEstimate(food, options) * quantity;
  // A birthday gift is one, free, once (PRODUCT.md "Birthday gift").
  const gift = food.birthday_gift_only;
  const max = gift ? 1 : quantityMax;

  const add = () => {
    if (closed) return;
    if (missing.length > 0) {
      setChecked(true);
      const first = groupsRef.current?.querySelector<HTMLElement>(`[data-group="${missing[0]?.id}"]`);
      first?.scrollIntoView({ block: 'center' });
      first?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus({ preventScroll: true });
      return;
    }
    cart.add({
      food_id: food.id,
      quantity: Math.min(quantity, max),
      options,
      ...(note.trim() ? { note: note.trim() } : {}),
      take_away: takeAway,
    });
    onClose();
  };

  return (
    <Sheet
      title={food.name}
      onClose={onClose}
      className="food-sheet"
      footer={
        <>
          {closed ? (
            <p className="sheet-reason" id={closedId}>
              {closed}
            </p>
          ) : null}
          <div className="sheet-actions">
            {gift ? null : (
              <Stepper value={quantity} onChange={setQuantity} name={food.name} min={1} max={max} />
            )}
            <button
              type="button"
              className="button button-primary button-grow"
              onClick={add}
              disabled={closed !== undefined}
              aria-describedby={closed ? closedId : undefined}
            >
              {gift ? t('food.addGift') : t('food.add', { price: formatMoney(total) })}
            </button>
          </div>
        </>
      }
    >
      {food.picture ? (
        <img className="food-picture" src={food.picture.card} alt="" width={750} height={340} />
      ) : null}
      <p className="food-sheet-price">{gift ? t('birthday.free') : formatMoney(food.price_sen)}</p>
      {gift ? <p className="hint">{t('birthday.sectionNote')}</p> : null}
      {food.description ? <p className="food-sheet-description">{food.description}</p> : null}
      {food.ticket_balance ? (
        <p className="hint">
          {t('food.tickets', { count: food.ticket_balance, days: food.ticket_expiry_days ?? 0 })}
        </p>
      ) : null}

      <div ref={groupsRef}>
        {food.option_groups.map((g) => (
          <OptionGroup
            key={g.id}
            group={g}
            picked={choice[g.id] ?? {}}
            showError={checked && groupTotal(choice[g.id]) < g.min_qty}
            onChange={(picked) => setChoice((c) => ({ ...c, [g.id]: picked }))}
          />
        ))}
      </div>

      {food.take_away ? (
        <label className="check-row">
          <input type="checkbox" checked={takeAway} onChange={(e) => setTakeAway(e.target.checked)} />
          <span>{t('food.takeAway')}</span>
        </label>
      ) : null}

      <div className="field">
        <label className="field-label" htmlFor={noteId}>
          {t('food.note')}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={noteMax}
          placeholder={t('food.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </Sheet>
  );
}

function OptionGroup({
  group,
  picked,
  showError,
  onChange,
}: {
  group: TDinerOptionGroup;
  picked: Record<number, number>;
  showError: boolean;
  onChange: (picked: Record<number, number>) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const { min_qty: min, max_qty: max } = group;
  const total = groupTotal(picked);
  const hint =
    min === max
      ? t('food.chooseExactly', { count: min })
      : min === 0
        ? t('food.chooseUpTo', { count: max })
        : t('food.chooseBetween', { min, max });
  const single = max === 1;
  const describedBy = showError ? `${hintId} ${errorId}` : hintId;

  return (
    <fieldset
      className={`option-group${showError ? ' has-error' : ''}`}
      data-group={group.id}
      aria-describedby={describedBy}
    >
      <legend>
        <span className="option-group-name">{group.name}</span>
        <span className={`tag ${min > 0 ? 'tag-required' : 'tag-muted'}`}>
          {min > 0 ? t('food.required') : t('food.optional')}
        </span>
      </legend>
      <p className="hint" id={hintId}>
        {hint}
      </p>
      {showError ? (
        <p className="field-error" id={errorId}>
          {t('food.chooseMore', { count: min })}
        </p>
      ) : null}
      <ul className="options">
        {group.options.map((o) => {
          const q = picked[o.id] ?? 0;
          const price = o.price_sen > 0 ? `+${formatMoney(o.price_sen)}` : null;
          if (single) {
            // One of the group: a radio button when it is required, a box that can be cleared when not.
            return (
              <li key={o.id}>
                <label className="option-row">
                  <input
                    type={min > 0 ? 'radio' : 'checkbox'}
                    name={`group-${group.id}`}
                    checked={q > 0}
                    onChange={(e) => onChange(e.target.checked ? { [o.id]: 1 } : {})}
                  />
                  <span className="option-name">{o.name}</span>
                  {price ? <span className="option-price">{price}</span> : null}
                </label>
              </li>
            );
          }
          return (
            <li key={o.id} className="option-row">
              <span className="option-name">{o.name}</span>
              {price ? <span className="option-price">{price}</span> : null}
              <Stepper
                small
                value={q}
                name={o.name}
                max={q + Math.max(0, max - total)}
                onChange={(v) => onChange({ ...picked, [o.id]: v })}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
