import { useTranslation } from '../i18n';

interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  /** What is counted, for the buttons' names: "Add one Telur mata". */
  name: string;
  min?: number;
  max?: number;
  /** The − button at 1 removes (a cart line): it then says so. */
  removeAtMin?: boolean;
  small?: boolean;
  /** Shown in place of the count at `min`, when `min` means "not given" (guests not said yet). */
  unset?: string;
  /** The buttons' and the count's own names, where "Add one {{name}}" does not read well. */
  labels?: { increase: string; decrease: string; value: string };
}

/** − 2 +: a count with buttons big enough for a thumb, each named for a screen reader. */
export function Stepper({
  value,
  onChange,
  name,
  min = 0,
  max = 99,
  removeAtMin,
  small,
  unset,
  labels,
}: StepperProps) {
  const { t } = useTranslation();
  const removes = removeAtMin && value <= 1;
  return (
    <div className={`stepper${small ? ' stepper-small' : ''}`}>
      <button
        type="button"
        aria-label={
          removes ? t('common.removeItem', { name }) : (labels?.decrease ?? t('common.decrease', { name }))
        }
        disabled={!removes && value <= min}
        onClick={() => onChange(value - 1)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <output aria-label={labels?.value ?? t('common.quantityOf', { name })}>
        {unset !== undefined && value <= min ? unset : value}
      </output>
      <button
        type="button"
        aria-label={labels?.increase ?? t('common.increase', { name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
