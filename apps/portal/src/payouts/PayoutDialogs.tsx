import { usePayoutAction } from '@meja/client';
import type { TPayoutItem } from '@meja/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { showFormError } from '../lib/form-errors';
import { formatRM } from '../lib/money';
import { adjustmentOf, rmOf } from './rules';

/** Which dialog is open, for which item. */
export type Asking = { move: 'decline' | 'adjust'; item: TPayoutItem } | null;

interface Values {
  amount?: string;
  reason: string;
}

/**
 * Decline (asks why) and Adjust (a signed RM amount and why, showing what the bank would pay).
 * The dialog stays open with the server's field errors on a refusal; its message is the toast.
 */
export function PayoutDialog({ asking, onClose }: { asking: Asking; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const act = usePayoutAction();
  const typed = Form.useWatch('amount', form);
  const item = asking?.item;
  const adjusting = asking?.move === 'adjust';
  const preview = item && adjusting && typed ? adjustmentOf(item.amount_sen, typed) : undefined;

  const submit = async (values: Values) => {
    if (!asking || !item) return;
    const reason = values.reason.trim();
    try {
      const reply = await act.mutateAsync(
        adjusting
          ? {
              action: 'payout_adjustment',
              body: { id: item.id, reason, amount: rmOf(adjustmentSen(item.amount_sen, values.amount)) },
            }
          : { action: 'decline_payout', body: { id: item.id, reason } },
      );
      if (reply.message) feedback.message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <Modal
      open={asking !== null}
      title={
        item && t(adjusting ? 'payouts.adjustTitle' : 'payouts.declineTitle', { name: item.beneficiary.name })
      }
      okText={adjusting ? t('payouts.adjust') : t('payouts.decline')}
      okButtonProps={{
        danger: !adjusting,
        loading: act.isPending,
        htmlType: 'submit',
        form: 'payout-dialog',
      }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(adjusting ? 'payouts.adjustBody' : 'payouts.declineBody')}
      </Typography.Paragraph>
      <Form<Values>
        id="payout-dialog"
        name="payout-dialog"
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
      >
        {adjusting && item && (
          <Form.Item
            name="amount"
            label={t('payouts.adjustAmount')}
            initialValue={item.adjustment_sen ? rmOf(item.adjustment_sen) : undefined}
            extra={
              preview?.ok &&
              t('payouts.payableAfter', {
                amount: formatRM(preview.payableSen),
                accrued: formatRM(item.amount_sen),
              })
            }
            rules={[
              { required: true, message: t('payouts.amountRequired') },
              {
                validator: async (_, v: string | undefined) => {
                  if (!v) return;
                  const r = adjustmentOf(item.amount_sen, v);
                  if (r.ok) return;
                  throw new Error(
                    t(
                      r.reason === 'below_minimum'
                        ? 'payouts.belowMinimum'
                        : r.reason === 'decimals'
                          ? 'payouts.amountDecimals'
                          : 'payouts.amountInvalid',
                    ),
                  );
                },
              },
            ]}
          >
            <Input inputMode="decimal" placeholder="-5.00" autoFocus />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('payouts.reason')}
          rules={[{ required: true, whitespace: true, message: t('payouts.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus={!adjusting} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The checked amount as signed sen (the validator has already refused anything else). */
function adjustmentSen(amountSen: number, typed: string | undefined) {
  const r = adjustmentOf(amountSen, typed ?? '');
  return r.ok ? r.adjustmentSen : 0;
}
