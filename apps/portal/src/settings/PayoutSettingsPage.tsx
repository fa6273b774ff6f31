import { usePayoutSettings, useSavePayoutSettings } from '@meja/client';
import type { TPayoutSettings, TPayoutSettingsBody } from '@meja/contracts';
import { parseHundredths } from '@meja/contracts/money-format';
import { can } from '@meja/contracts/permissions';
import { Button, Card, Col, Divider, Form, Input, Result, Row, Spin, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { feedback } from '../lib/feedback';
import { showFormError } from '../lib/form-errors';
import { klDateTime } from '../lib/kl-time';
import { useSession } from '../lib/session';
import { type PercentField, percentFields, percentText, totalPercent } from './percent';
import { SettingsHistory } from './SettingsHistory';

type Values = Record<PercentField, string> & { recruitment_allowance: string };

const sharesFields = ['buddy_cashback', 'agent_commission', 'mentor_commission'] as const;
const referralFields = percentFields.filter((f) => f.startsWith('referral_'));

/** A percentage as typed: 0 to 100, at most two decimals (as ZPercent on the server). */
const percentRule = (t: TFunction): Rule => ({
  validator: async (_, v: string | undefined) => {
    if (v === undefined || v === '') throw new Error(t('payoutSettings.required'));
    const parsed = parseHundredths(v);
    if (!parsed.ok) {
      throw new Error(
        t(parsed.reason === 'decimals' ? 'payoutSettings.percentDecimals' : 'payoutSettings.percentInvalid'),
      );
    }
    if (parsed.hundredths > 100_00) throw new Error(t('payoutSettings.percentTooBig'));
  },
});

const moneyRule = (t: TFunction): Rule => ({
  validator: async (_, v: string | undefined) => {
    if (v === undefined || v === '') throw new Error(t('payoutSettings.required'));
    if (!parseHundredths(v).ok) throw new Error(t('payoutSettings.moneyInvalid'));
  },
});

const valuesOf = (s: TPayoutSettings): Values => ({
  buddy_cashback: s.buddy_cashback,
  agent_commission: s.agent_commission,
  mentor_commission: s.mentor_commission,
  referral_level_1: s.referral_level_1,
  referral_level_2: s.referral_level_2,
  referral_level_3: s.referral_level_3,
  referral_level_4: s.referral_level_4,
  referral_level_5: s.referral_level_5,
  recruitment_allowance: s.recruitment_allowance,
});

/**
 * The platform payout setting (SPEC §3): the shares of the platform fee and the recruitment
 * allowance, with the running total of the percentages. Over 100% is refused before sending;
 * the server refuses it too, and its field errors land on the fields. Below, every change.
 */
export default function PayoutSettingsPage() {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  const allowed = Boolean(role && can({ role }, 'settings.payout'));
  const current = usePayoutSettings({ enabled: allowed });
  if (!role) return null;
  if (!allowed) return <Result status="403" title={t('payoutSettings.noAccess')} />;
  return (
    <>
      <Typography.Title level={2}>{t('payoutSettings.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('payoutSettings.intro')}</Typography.Paragraph>
      {current.isError ? (
        <LoadError error={current.error} onRetry={() => current.refetch()} />
      ) : current.data ? (
        <SettingsForm key={current.data.id} settings={current.data} />
      ) : (
        <Spin />
      )}
      <div style={{ marginTop: 32 }}>
        <SettingsHistory />
      </div>
    </>
  );
}

function SettingsForm({ settings }: { settings: TPayoutSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSavePayoutSettings();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const total = totalPercent(watched ?? valuesOf(settings));

  const submit = async (values: Values) => {
    try {
      const reply = await save.mutateAsync(values satisfies TPayoutSettingsBody);
      if (reply.message) feedback.message.success(reply.message);
    } catch (err) {
      showFormError(form, err);
    }
  };
  const percent = (field: PercentField) => (
    <Col xs={24} sm={12} md={8} key={field}>
      <Form.Item name={field} label={t(`payoutSettings.fields.${field}`)} rules={[percentRule(t)]}>
        <Input inputMode="decimal" suffix="%" />
      </Form.Item>
    </Col>
  );

  return (
    <Card>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(settings)}
        onFinish={submit}
        style={{ maxWidth: 900 }}
      >
        <Divider titlePlacement="start">{t('payoutSettings.sections.shares')}</Divider>
        <Row gutter={16}>{sharesFields.map(percent)}</Row>
        <Divider titlePlacement="start">{t('payoutSettings.sections.referral')}</Divider>
        <Row gutter={16}>{referralFields.map(percent)}</Row>
        <TotalField total={total} t={t} />
        <Divider titlePlacement="start">{t('payoutSettings.sections.allowance')}</Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="recruitment_allowance"
              label={t('payoutSettings.fields.recruitment_allowance')}
              extra={t('payoutSettings.allowanceHelp')}
              rules={[moneyRule(t)]}
            >
              <Input inputMode="decimal" prefix="RM" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        {settings.changed_by && (
          <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
            {t('payoutSettings.lastChange', {
              name: settings.changed_by,
              at: klDateTime(settings.changed_at),
            })}
          </Typography.Text>
        )}
      </Form>
    </Card>
  );
}

/**
 * The running total, as a field of its own: its check refuses a total over 100% before the form
 * is sent, and the server's error on `total_percent` (if it names it so) shows here too.
 */
function TotalField({ total, t }: { total: number; t: TFunction }) {
  return (
    <Form.Item
      name="total_percent"
      label={t('payoutSettings.fields.total')}
      dependencies={[...percentFields]}
      rules={[
        ({ getFieldsValue }) => ({
          validator: async () => {
            const sum = totalPercent(getFieldsValue([...percentFields]));
            if (sum > 100_00) throw new Error(t('payoutSettings.overFull', { total: percentText(sum) }));
          },
        }),
      ]}
    >
      <TotalText total={total} t={t} />
    </Form.Item>
  );
}

/** Takes the place of an input (the Form.Item hands it value and onChange, which it ignores). */
function TotalText({ total, t }: { total: number; t: TFunction }) {
  return (
    <Typography.Text strong type={total > 100_00 ? 'danger' : undefined} aria-live="polite">
      {t('payoutSettings.totalOf', { total: percentText(total) })}
    </Typography.Text>
  );
}
