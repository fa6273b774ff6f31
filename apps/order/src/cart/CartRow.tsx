import type { TDinerFood, TPricedLine } from '@meja/contracts';
import { useTranslation } from '../i18n';
import { type CartLine, quantityMax, unitEstimate } from '../lib/cart';
import { formatMoney } from '../lib/money';
import { Stepper } from '../ui/Stepper';

/** One line of the cart: the server's name, options and total when priced, the count to change. */
export function CartRow({
  line,
  food,
  priced,
  refusal,
  onQuantity,
}: {
  line: CartLine;
  food: TDinerFood | undefined;
  priced: TPricedLine | undefined;
  refusal: string | undefined;
  onQuantity: (q: number) => void;
}) {
  const { t } = useTranslation();
  const name = priced?.name ?? food?.name ?? t('cart.unknownFood');
  const options = priced
    ? priced.options.map((o) => (o.quantity > 1 ? `${o.name} ×${o.quantity}` : o.name))
    : line.options.map((o) => {
        const opt = food?.option_groups.flatMap((g) => g.options).find((x) => x.id === o.option_id);
        return `${opt?.name ?? '?'}${o.quantity > 1 ? ` ×${o.quantity}` : ''}`;
      });
  const lineTotal =
    priced?.line_total_sen ?? (food ? unitEstimate(food, line.options) * line.quantity : undefined);
  return (
    <li className={`cart-line${refusal ? ' is-refused' : ''}`}>
      <div className="cart-line-text">
        <span className="cart-line-name">{name}</span>
        {options.length ? <span className="cart-line-detail">{options.join(', ')}</span> : null}
        {food?.birthday_gift_only ? <span className="tag tag-gift">{t('menu.birthdayGift')}</span> : null}
        {line.take_away ? <span className="tag tag-muted">{t('food.takeAway')}</span> : null}
        {line.note ? <span className="cart-line-detail">“{line.note}”</span> : null}
        {refusal ? <span className="field-error">{refusal}</span> : null}
      </div>
      <div className="cart-line-side">
        <span className="cart-line-total">{lineTotal === undefined ? '' : formatMoney(lineTotal)}</span>
        <Stepper
          small
          value={line.quantity}
          name={name}
          min={1}
          // A birthday gift is one, once (PRODUCT.md "Birthday gift").
          max={food?.birthday_gift_only ? 1 : quantityMax}
          removeAtMin
          onChange={onQuantity}
        />
      </div>
    </li>
  );
}
