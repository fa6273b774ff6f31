import type { TOrder, TOrderLine } from '@meja/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText } from '../lib/api';
import { formatMoney } from '../lib/money';
import { closeSheet, openSheet, useLocation } from '../lib/router';
import { Sheet } from '../ui/Sheet';
import { Stepper } from '../ui/Stepper';
import {
  equalAmounts,
  linesBody,
  linesTotals,
  shareCounts,
  splittableLines,
  type UnitChoice,
  unitsOf,
} from './shares';
import './shares.css';

/** What the diner chose so far: kept while the sheet is closed and reopened, and after a refusal. */
interface Draft {
  how: 'equal' | 'lines';
  equal: number;
  byItems: number;
  units: UnitChoice;
}

/** 0, 1, … n − 1: the units of a line, the shares of a split. */
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

const byItemsMax = () =>
  window.matchMedia?.('(min-width: 40rem)').matches ? shareCounts.byItemsMaxWide : shareCounts.byItemsMax;

/**
 * "Split the bill" on an unpaid open bill's page (issue 29): a sheet (a history entry, so the
 * phone's back button closes it) splitting it equally or by items. The server checks the split;
 * its refusal is shown in the sheet, what was chosen kept.
 */
export function SplitBill({ order, onSplit }: { order: TOrder; onSplit: (order: TOrder) => void }) {
  const { t } = useTranslation();
  const { sheets } = useLocation();
  const [draft, setDraft] = useState<Draft>({ how: 'equal', equal: 2, byItems: 2, units: {} });
  return (
    <>
      <button
        type="button"
        className="button button-block split-open"
        onClick={() => openSheet({ kind: 'split' })}
      >
        {t('split.open')}
      </button>
      {sheets.at(-1)?.kind === 'split' ? (
        <SplitSheet
          order={order}
          draft={draft}
          onDraft={setDraft}
          onSplit={(bill) => {
            closeSheet();
            onSplit(bill);
          }}
        />
      ) : null}
    </>
  );
}

function SplitSheet({
  order,
  draft,
  onDraft,
  onSplit,
}: {
  order: TOrder;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onSplit: (bill: TOrder) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const errorId = useId();
  const lines = splittableLines(order);
  const count = draft.how === 'equal' ? draft.equal : Math.min(draft.byItems, byItemsMax());
  const change = (next: Partial<Draft>) => {
    onDraft({ ...draft, ...next });
    setError(undefined);
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const body =
        draft.how === 'equal'
          ? ({ how: 'equal', shares: count } as const)
          : ({ how: 'lines', shares: linesBody(lines, draft.units, count) } as const);
      onSplit(await api.splitBill(order.token, body));
    } catch (err) {
      setError(err instanceof ApiError && err.errors?.shares ? err.errors.shares : errorText(err));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Sheet
      title={t('split.open')}
      onClose={closeSheet}
      className="split-sheet"
      footer={
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => void submit()}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {t('split.submit', { count })}
        </button>
      }
    >
      <fieldset className="split-how">
        <legend className="field-label">{t('split.how')}</legend>
        {(['equal', 'lines'] as const).map((how) => (
          <label key={how} className={`split-how-choice${draft.how === how ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="split-how"
              checked={draft.how === how}
              onChange={() => change({ how })}
            />
            <span>{how === 'equal' ? t('split.equal') : t('split.byItems')}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="field split-count">
        <legend className="field-label">{t('split.count')}</legend>
        <Stepper
          value={count}
          onChange={(n) => change(draft.how === 'equal' ? { equal: n } : { byItems: n })}
          name={t('split.count')}
          min={shareCounts.min}
          max={draft.how === 'equal' ? shareCounts.equalMax : byItemsMax()}
          labels={{ increase: t('split.more'), decrease: t('split.fewer'), value: t('split.count') }}
        />
      </fieldset>
      {draft.how === 'equal' ? (
        <EqualPreview total={order.total_sen} count={count} />
      ) : (
        <ByItems
          order={order}
          lines={lines}
          count={count}
          units={draft.units}
          onUnits={(units) => change({ units })}
        />
      )}
      {error ? (
        <p className="notice notice-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </Sheet>
  );
}

function EqualPreview({ total, count }: { total: number; count: number }) {
  const { t } = useTranslation();
  const [first, each = 0] = equalAmounts(total, count);
  return (
    <div className="split-preview" data-testid="split-equal">
      <p className="split-each">{t('split.equalEach', { count, price: formatMoney(each) })}</p>
      {first !== each ? (
        <p className="hint">{t('split.equalOdd', { price: formatMoney(first ?? 0) })}</p>
      ) : null}
    </div>
  );
}

/** A row per unit of each line (a line of 3 is three rows), each with share chips 1…N. */
function ByItems({
  order,
  lines,
  count,
  units,
  onUnits,
}: {
  order: TOrder;
  lines: TOrderLine[];
  count: number;
  units: UnitChoice;
  onUnits: (units: UnitChoice) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const totals = linesTotals(order, lines, units, count);
  return (
    <div className="split-items">
      <h3 className="field-label">{t('split.items')}</h3>
      <p className="hint">{t('split.itemsHint')}</p>
      {lines.flatMap((line) => {
        const chosen = unitsOf(units, line, count);
        return upTo(line.quantity).map((unit) => {
          const share = chosen[unit] ?? 0;
          const label =
            line.quantity > 1
              ? t('split.unit', { name: line.name, n: unit + 1, count: line.quantity })
              : line.name;
          const choose = (to: number) => {
            const next = [...chosen];
            next[unit] = to;
            onUnits({ ...units, [line.id]: next });
          };
          return (
            <fieldset key={`${line.id}-${unit}`} className="split-unit" data-testid="split-unit">
              <legend>
                <span>{label}</span>
                <span className="split-unit-price">{formatMoney(line.unit_price_sen)}</span>
              </legend>
              <div className="split-chips">
                {upTo(count).map((i) => (
                  <label key={i} className={`split-chip${share === i ? ' is-on' : ''}`}>
                    <input
                      type="radio"
                      name={`${name}-${line.id}-${unit}`}
                      checked={share === i}
                      onChange={() => choose(i)}
                    />
                    <span aria-hidden="true">{i + 1}</span>
                    <span className="visually-hidden">{t('split.chip', { n: i + 1 })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        });
      })}
      <ul className="split-totals" data-testid="split-totals">
        {upTo(count).map((i) => (
          <li key={i}>{t('split.shareTotal', { n: i + 1, price: formatMoney(totals[i] ?? 0) })}</li>
        ))}
      </ul>
    </div>
  );
}
