import { guestsLimits } from '@meja/contracts/constants';
import { useTranslation } from '../i18n';
import { Stepper } from '../ui/Stepper';

/**
 * "How many guests?" (issue 29: covers), asked once: on the first round of a table whose store is
 * paid at the end, before its bill is open. Empty by default and skippable: left at "–", the round
 * is placed without a count and the staff may set it later.
 */
export function GuestsField({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field guests-field" data-testid="guests">
      <legend className="field-label">{t('cart.guests')}</legend>
      <Stepper
        value={value ?? 0}
        onChange={(n) => onChange(n < guestsLimits.min ? undefined : n)}
        name={t('cart.guestsName')}
        min={0}
        max={guestsLimits.max}
        unset="–"
      />
      <p className="hint">{t('cart.guestsHint')}</p>
    </fieldset>
  );
}
