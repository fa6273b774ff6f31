import type { Gender, TBuddyMe, TBuddyProfileBody } from '@meja/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText } from '../lib/api';
import { setMe } from '../lib/me';
import { forgetReferral, savedReferral } from '../lib/signup';

// The contracts' list, restated: the app takes only types from the contracts (zod stays out).
const genders = ['male', 'female', 'other'] as const satisfies readonly Gender[];

type Field = 'first_name' | 'date_of_birth' | 'email' | 'gender' | 'city' | 'referral_code';

/** "01011990" or "01/01/1990" as typed → "01/01/1990": the slashes come by themselves. */
export function formatDob(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/**
 * The buddy's profile (PRODUCT.md "Buddies and referrals"): first name and date of birth (what
 * the birthday gift needs), and in the `full` form e-mail, gender and city. The server checks
 * every field (SPEC §5); its messages are shown at their fields. A buddy who may still name a
 * referrer and has not completed the profile enters the code here (the profile call carries it).
 */
export function ProfileForm({
  me,
  full,
  submitLabel,
  onSaved,
  children,
}: {
  me: TBuddyMe;
  full: boolean;
  submitLabel: string;
  onSaved?: (me: TBuddyMe) => void;
  /** More actions beside the save button ("Later"). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(me.first_name ?? '');
  const [dob, setDob] = useState(me.date_of_birth ?? '');
  const [email, setEmail] = useState(me.email ?? '');
  const [gender, setGender] = useState<Gender | ''>(me.gender ?? '');
  const [city, setCity] = useState(me.city ?? '');
  const withReferral = full && me.can_set_referrer && !me.profile_complete;
  const [referral, setReferral] = useState(() => (withReferral ? (savedReferral() ?? '') : ''));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy) return;
    const mine: Partial<Record<Field, string>> = {};
    if (!firstName.trim()) mine.first_name = t('profile.required');
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(dob)) mine.date_of_birth = t('profile.dobFormat');
    setErrors(mine);
    setSaved(false);
    setError(undefined);
    if (Object.keys(mine).length) return;
    // The short prompt leaves the other fields out: the server keeps them as they are.
    const body: TBuddyProfileBody = {
      first_name: firstName.trim(),
      date_of_birth: dob,
      ...(full ? { email: email.trim(), gender: gender || null, city: city.trim() || null } : {}),
      ...(withReferral && referral.trim() ? { referral_code: referral.trim() } : {}),
    };
    setBusy(true);
    try {
      const next = await api.saveProfile(body);
      setMe(next);
      if (body.referral_code) forgetReferral();
      setSaved(true);
      onSaved?.(next);
    } catch (err) {
      if (err instanceof ApiError && err.errors && Object.keys(err.errors).length) {
        setErrors(err.errors as Partial<Record<Field, string>>);
      } else setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('profile.firstName')}
        value={firstName}
        onChange={setFirstName}
        error={errors.first_name}
        autoComplete="given-name"
        maxLength={60}
      />
      <TextField
        label={t('profile.dob')}
        // Once set, only support changes it (the birthday gift reads its month).
        hint={t(me.date_of_birth ? 'profile.dobLocked' : 'profile.dobHint')}
        readOnly={Boolean(me.date_of_birth)}
        value={dob}
        onChange={(v) => setDob(formatDob(v))}
        error={errors.date_of_birth}
        autoComplete="bday"
        inputMode="numeric"
        placeholder="DD/MM/YYYY"
        maxLength={10}
      />
      {full ? (
        <>
          <TextField
            label={t('profile.email')}
            type="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            autoComplete="email"
            maxLength={254}
          />
          <GenderField value={gender} onChange={setGender} error={errors.gender} />
          <TextField
            label={t('profile.city')}
            value={city}
            onChange={setCity}
            error={errors.city}
            autoComplete="address-level2"
            maxLength={60}
          />
        </>
      ) : null}
      {withReferral ? (
        <TextField
          label={t('referral.codeOptional')}
          value={referral}
          onChange={setReferral}
          error={errors.referral_code}
          autoComplete="off"
          maxLength={20}
        />
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="hint" role="status">
        {saved ? t('profile.saved') : ''}
      </p>
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t('profile.saving') : submitLabel}
      </button>
      {children}
    </form>
  );
}

export function TextField({
  label,
  hint,
  value,
  onChange,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type={input.type ?? 'text'}
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function GenderField({
  value,
  onChange,
  error,
}: {
  value: Gender | '';
  onChange: (v: Gender | '') => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('profile.gender')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as Gender | '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{t('profile.genderNone')}</option>
        {genders.map((g) => (
          <option key={g} value={g}>
            {t(`profile.genders.${g}`)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
