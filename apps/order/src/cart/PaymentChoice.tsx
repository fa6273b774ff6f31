import { eWallets, fpxBanks } from '@meja/contracts/payment-methods';
import { type Ref, useId } from 'react';
import { useTranslation } from '../i18n';

export type Channel = 'fpx' | 'ewallet' | 'card' | 'counter';
export interface Payment {
  channel?: Channel;
  /** The FPX bank code, or the e-wallet code ('' lets the gateway ask). */
  method: string;
}

/** Ready to go: a channel, and the bank when it is FPX. */
export const paymentComplete = (p: Payment) => !!p.channel && (p.channel !== 'fpx' || !!p.method);

interface Props {
  value: Payment;
  onChange: (value: Payment) => void;
  channels: Channel[];
  /** Show what is missing. */
  showError?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

/** How the diner pays: FPX with their bank, an e-wallet, a card, or at the counter. */
export function PaymentChoice({ value, onChange, channels, showError, ref }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const bankId = useId();
  const walletId = useId();
  const errorId = useId();
  const missing = showError && !paymentComplete(value);

  return (
    <fieldset
      className={`pay-choice${missing ? ' has-error' : ''}`}
      ref={ref}
      aria-describedby={missing ? errorId : undefined}
    >
      <legend>{t('pay.title')}</legend>
      {missing ? (
        <p className="field-error" id={errorId}>
          {value.channel === 'fpx' ? t('pay.chooseBank') : t('pay.chooseChannel')}
        </p>
      ) : null}
      <ul className="options">
        {channels.map((c) => (
          <li key={c}>
            <label className="option-row">
              <input
                type="radio"
                name={name}
                checked={value.channel === c}
                onChange={() => onChange({ channel: c, method: '' })}
              />
              <span className="option-name">
                {t(`pay.channel.${c}`)}
                <span className="option-sub">{t(`pay.channelHint.${c}`)}</span>
              </span>
            </label>
            {value.channel === 'fpx' && c === 'fpx' ? (
              <div className="field nested">
                <label className="field-label" htmlFor={bankId}>
                  {t('pay.bank')}
                </label>
                <select
                  id={bankId}
                  value={value.method}
                  onChange={(e) => onChange({ ...value, method: e.target.value })}
                >
                  <option value="">{t('pay.bankPlaceholder')}</option>
                  {fpxBanks.map((b) => (
                    <option key={b.code} value={b.code}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {value.channel === 'ewallet' && c === 'ewallet' ? (
              <div className="field nested">
                <label className="field-label" htmlFor={walletId}>
                  {t('pay.wallet')}
                </label>
                <select
                  id={walletId}
                  value={value.method}
                  onChange={(e) => onChange({ ...value, method: e.target.value })}
                >
                  <option value="">{t('pay.walletLater')}</option>
                  {eWallets.map((w) => (
                    <option key={w.code} value={w.code}>
                      {w.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The body of the pay call for an online channel. */
export const payBody = (p: Payment) =>
  p.channel === 'card' || !p.method
    ? { channel: p.channel as 'fpx' | 'ewallet' | 'card' }
    : { channel: p.channel as 'fpx' | 'ewallet', method: p.method };
