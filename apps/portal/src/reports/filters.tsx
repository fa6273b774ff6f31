import { DatePicker, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateRange } from '../kit/list/date-range';
import type { ListFilter, TextKey } from '../kit/list/ListFilters';
import { TimeField } from '../kit/TimeField';
import { klDayOf, klDayPicker } from '../lib/kl-time';
import { UserPicker } from '../users/UserPicker';
import type { TypeControl } from './query';

/** The filters of a report screen, each setting its query parameter of ZReportQuery. */

/** startDate..endDate; empty, the server's last 30 days, whose days show as the placeholder. */
export const rangeFilter = (t: TFunction, applied: { from: string; to: string } | undefined): ListFilter =>
  dateRange('reports.dates', {
    name: 'range',
    first: true,
    placeholder: applied ? [applied.from, applied.to] : [t('reports.from'), t('reports.to')],
  });

const typeLabels: Record<string, TextKey> = {
  sales_report: 'reports.period',
  pg_report: 'reports.method',
  accounting: 'reports.account',
};

/** `type`: a period (day, week, month) in one click; a method or an account family, or all. */
export const typeFilter = (t: TFunction, report: string, control: TypeControl): ListFilter => {
  const labelOf = (v: string) => (control.labels ? t(`report.${control.labels}.${v}` as TextKey) : v);
  if (control.initial !== undefined) {
    return {
      name: 'type',
      initial: control.initial,
      input: ({ value, onChange }) => (
        <Segmented<string>
          aria-label={t(typeLabels[report] ?? 'reports.period')}
          value={String(value ?? control.initial)}
          onChange={onChange}
          options={control.options.map((v) => ({ value: v, label: labelOf(v) }))}
        />
      ),
    };
  }
  return {
    name: 'type',
    label: typeLabels[report],
    initial: '',
    input: (field) => (
      <Select<string>
        {...field}
        value={String(field.value ?? '')}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 220 }}
        options={[
          { value: '', label: t('reports.all') },
          ...control.options.map((v) => ({ value: v, label: labelOf(v) })),
        ]}
      />
    ),
  };
};

/** A buddy picked by name, phone or e-mail (admins); cleared, every buddy. */
function BuddyPicker(props: { id: string; value: unknown; onChange: (v: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <div style={{ width: 280 }}>
      <UserPicker
        listing="buddy"
        id={props.id}
        value={typeof props.value === 'number' ? props.value : null}
        onChange={(v) => props.onChange(v ?? undefined)}
        placeholder={t('reports.allBuddies')}
      />
    </div>
  );
}

/** `id`: a buddy (admins) or an agent, picked by name. */
export const personFilter = (kind: 'buddy' | 'agent'): ListFilter => ({
  name: 'id',
  number: true,
  label: kind === 'buddy' ? 'reports.buddy' : 'reports.agent',
  input: ({ id, value, onChange }) =>
    kind === 'buddy' ? (
      <BuddyPicker id={id} value={value} onChange={onChange} />
    ) : (
      <div style={{ width: 240 }}>
        <UserPicker
          listing="agent"
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(v ?? undefined)}
        />
      </div>
    ),
});

/** sales_report_detail: the day (default today) and the window within it (HH:mm). */
export const dayWindowFilters = (t: TFunction): ListFilter[] => [
  {
    name: 'date',
    label: 'reports.date',
    first: true,
    input: ({ id, value, onChange }) => (
      <DatePicker
        id={id}
        value={typeof value === 'string' ? klDayPicker(value) : null}
        onChange={(d) => onChange(klDayOf(d))}
        placeholder={t('reports.today')}
      />
    ),
  },
  ...(['startTime', 'endTime'] as const).map(
    (name): ListFilter => ({
      name,
      label: name === 'startTime' ? 'reports.from' : 'reports.to',
      first: true,
      input: ({ id, value, onChange }) => (
        <TimeField
          id={id}
          value={typeof value === 'string' ? dayjs(`2000-01-01T${value}`) : null}
          onChange={(d) => onChange(d ? d.format('HH:mm') : undefined)}
          style={{ width: 110 }}
        />
      ),
    }),
  ),
];
